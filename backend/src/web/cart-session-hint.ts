import { createHash } from 'node:crypto';
import { CART_SESSION_ATTRIBUTE, CART_SESSION_STORAGE_KEY, EARLY_API_RESPONSES_GLOBAL } from '@dw/contracts';

/**
 * The cart page's inline script, in its head. When the browser holds a cart session it
 * - marks <html>, before anything paints, so the server-drawn cart shows "Loading your cart…" to a
 *   shopper with a cart and the empty cart to everyone else (shop-frontend's CartPage draws both
 *   until it has hydrated);
 * - asks the API for the cart's lines and quote at once, beside the page's JavaScript rather than
 *   after it, leaving the answers for the shop's first requests of the same paths (web-kit's
 *   apiBaseQuery). On a phone's connection that is a round trip or two less before the lines show.
 * Storage refused (private browsing) means no stored cart: the empty one is right. A failed request
 * leaves null, and the shop asks again. Each body is read as it arrives, used or not (a cart found
 * empty never asks for its quote), so no request stays open.
 */
export const CART_SESSION_HINT =
  `try{var s=localStorage.getItem(${JSON.stringify(CART_SESSION_STORAGE_KEY)});` +
  `if(s){document.documentElement.setAttribute(${JSON.stringify(CART_SESSION_ATTRIBUTE)},"");` +
  `var c="/cart/"+encodeURIComponent(s),e=window[${JSON.stringify(EARLY_API_RESPONSES_GLOBAL)}]={};` +
  `[c,c+"/quote"].forEach(function(u){e[u]=fetch("/api"+u,{credentials:"same-origin"}).then(function(r){return r.text().then(function(b){return{status:r.status,body:b}})})["catch"](function(){return null})})}}catch(x){}`;

/** The CSP source that lets exactly this inline script run. */
export const CART_SESSION_HINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(CART_SESSION_HINT).digest('base64')}'`;

/** The page with the hint closing its head, before anything in the body can paint. */
export function withCartSessionHint(html: string): string {
  return html.replace('</head>', () => `<script>${CART_SESSION_HINT}</script></head>`);
}
