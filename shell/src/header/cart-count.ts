import { CART_SESSION_STORAGE_KEY, type CartItemView } from '@dw/contracts';
import { type ApiFailure, apiRequest } from '@dw/web-kit';

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

/** The count, or the API's failure (with its catalogue code) like every other call through web-kit. */
export async function fetchCartCount(sessionId: string): Promise<{ count: number } | { error: ApiFailure }> {
  const result = await apiRequest({ url: `/cart/${encodeURIComponent(sessionId)}` });
  if ('error' in result) return { error: result.error };
  return { count: Array.isArray(result.data) ? sumQuantities(result.data as CartItemView[]) : 0 };
}
