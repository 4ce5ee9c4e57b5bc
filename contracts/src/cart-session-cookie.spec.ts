import { CART_SESSION_COOKIE, cartSessionCookie, cartSessionFromCookies } from './cart-session-cookie';

describe('the cart session cookie', () => {
  it('goes with the cart page only, for 30 days, SameSite=Lax, Secure on https', () => {
    expect(cartSessionCookie('0b6c1f9e-4d7a', false)).toBe(
      `${CART_SESSION_COOKIE}=0b6c1f9e-4d7a; Path=/cart; Max-Age=2592000; SameSite=Lax`,
    );
    expect(cartSessionCookie('0b6c1f9e-4d7a', true)).toMatch(/; Secure$/);
  });

  it('is read back from a Cookie header among others, and only by its exact name', () => {
    expect(cartSessionFromCookies(`dw.sid=s%3Aabc; ${CART_SESSION_COOKIE}=0b6c1f9e-4d7a; theme=dark`)).toBe('0b6c1f9e-4d7a');
    expect(cartSessionFromCookies(`x${CART_SESSION_COOKIE}=nope`)).toBeNull();
    expect(cartSessionFromCookies(undefined)).toBeNull();
    expect(cartSessionFromCookies('')).toBeNull();
  });

  it('reads a malformed value as no session rather than failing', () => {
    expect(cartSessionFromCookies(`${CART_SESSION_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});
