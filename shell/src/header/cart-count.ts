import { CART_SESSION_STORAGE_KEY, type CartItemView } from '@dw/contracts';

/** The badge shows the sum of quantities, not the number of lines. */
export function sumQuantities(items: readonly Pick<CartItemView, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}

/** The shop creates the session id on first need; until then there is no cart to count. */
export function readCartSessionId(): string | null {
  try {
    return window.localStorage.getItem(CART_SESSION_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, strict settings)
  }
}

export async function fetchCartCount(sessionId: string): Promise<number> {
  const res = await fetch(`/api/cart/${encodeURIComponent(sessionId)}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return sumQuantities((await res.json()) as CartItemView[]);
}
