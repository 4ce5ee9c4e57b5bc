import { createHash } from 'node:crypto';
import { CART_SESSION_ATTRIBUTE, CART_SESSION_STORAGE_KEY } from '@dw/contracts';

/**
 * The cart page's inline script, in its head: it marks <html> when the browser holds a cart
 * session, before anything paints, so the server-drawn cart shows "Loading your cart…" to a shopper
 * with a cart and the empty cart to everyone else (shop-frontend's CartPage draws both until it has
 * hydrated). Storage refused (private browsing) means no stored cart: the empty one is right.
 */
export const CART_SESSION_HINT = `try{localStorage.getItem(${JSON.stringify(CART_SESSION_STORAGE_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(CART_SESSION_ATTRIBUTE)},"")}catch(e){}`;

/** The CSP source that lets exactly this inline script run. */
export const CART_SESSION_HINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(CART_SESSION_HINT).digest('base64')}'`;

/** The page with the hint closing its head, before anything in the body can paint. */
export function withCartSessionHint(html: string): string {
  return html.replace('</head>', () => `<script>${CART_SESSION_HINT}</script></head>`);
}
