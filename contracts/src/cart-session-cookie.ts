/**
 * A copy of the cart session id in a cookie sent with requests for the cart page only (its path), so
 * the server can draw a returning renter's lines before any script runs. The id is the cart's only
 * key, as in the API's paths; the cookie is first-party, SameSite=Lax, and renewed on each visit to
 * the cart (backend/src/web/cart-session-hint.ts). The browser's storage stays the shop's record.
 */
export const CART_SESSION_COOKIE = 'dw_cart';

const MAX_AGE_S = 30 * 24 * 60 * 60;

/** The `document.cookie` assignment that stores `sessionId` (Secure on https pages). */
export function cartSessionCookie(sessionId: string, secure: boolean): string {
  return `${CART_SESSION_COOKIE}=${encodeURIComponent(sessionId)}; Path=/cart; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cart session a request's Cookie header carries, as sent (undecoded), or null. */
export function cartSessionFromCookies(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CART_SESSION_COOKIE) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
