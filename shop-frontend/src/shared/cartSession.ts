import { CART_SESSION_STORAGE_KEY, cartSessionCookie } from '@dw/contracts';

/** Kept here too, so the cart still works for this visit when storage is blocked (private browsing). */
let memoryId: string | null = null;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(CART_SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's cart session id if one exists; never creates one (an unknown visitor has no cart). */
export function peekCartSessionId(): string | null {
  return readStored() ?? memoryId;
}

/** The cart session id, created on first need (carts are anonymous, so the id is kept in local storage). */
export function getCartSessionId(): string {
  const existing = peekCartSessionId();
  if (existing) return existing;
  const id = crypto.randomUUID();
  memoryId = id;
  try {
    window.localStorage.setItem(CART_SESSION_STORAGE_KEY, id);
    // A copy for the cart page's request, so the server can draw its lines (contracts' cart-session-cookie.ts).
    document.cookie = cartSessionCookie(id, window.location.protocol === 'https:');
  } catch {
    // Storage refused: the in-memory id keeps the cart for this page's life.
  }
  return id;
}
