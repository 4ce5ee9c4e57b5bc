import { createHash } from 'node:crypto';
import {
  CART_SESSION_ATTRIBUTE,
  CART_SESSION_COOKIE,
  CART_SESSION_STORAGE_KEY,
  EARLY_API_RESPONSES_GLOBAL,
  cartSessionCookie,
} from '@dw/contracts';

const [COOKIE_BEFORE_ID, COOKIE_AFTER_ID] = cartSessionCookie('SESSION', false).split('SESSION');
const js = JSON.stringify;

/**
 * The cart page's inline script, in its head. The browser's storage holds the cart session; a
 * cookie for the cart page holds a copy (contracts' cart-session-cookie.ts), with which the server
 * draws a returning renter's lines. When the browser has a session the script
 * - restores the storage from the cookie if only the cookie is left (the server drew that cart);
 * - marks <html>, before anything paints, so a page drawn without the lines shows "Loading your
 *   cart…" to a shopper with a cart and the empty cart to everyone else (shop-frontend's CartPage
 *   draws both until it has hydrated);
 * - renews the cookie, or writes it for a session made before it existed;
 * - when the server could not have drawn this cart (no cookie, or another session's), asks the API
 *   for the lines and the quote at once, beside the page's JavaScript rather than after it, leaving
 *   the answers for the shop's first requests of the same paths (web-kit's apiBaseQuery). Each body
 *   is read as it arrives, used or not, so no request stays open; a failed one leaves null and the
 *   shop asks again.
 * Storage refused (private browsing) means no stored cart: the empty one is right.
 */
export const CART_SESSION_HINT =
  `try{var k=${js(CART_SESSION_STORAGE_KEY)},s=localStorage.getItem(k),` +
  `m=document.cookie.match(/(?:^|;\\s*)${CART_SESSION_COOKIE}=([^;]*)/),c=m?decodeURIComponent(m[1]):null;` +
  `if(!s&&c){s=c;localStorage.setItem(k,s)}` +
  `if(s){document.documentElement.setAttribute(${js(CART_SESSION_ATTRIBUTE)},"");` +
  `document.cookie=${js(COOKIE_BEFORE_ID)}+encodeURIComponent(s)+${js(COOKIE_AFTER_ID)}+(location.protocol=="https:"?"; Secure":"");` +
  `if(s!==c){var p="/cart/"+encodeURIComponent(s),e=window[${js(EARLY_API_RESPONSES_GLOBAL)}]={};` +
  `[p,p+"/quote"].forEach(function(u){e[u]=fetch("/api"+u,{credentials:"same-origin"}).then(function(r){return r.text().then(function(b){return{status:r.status,body:b}})})["catch"](function(){return null})})}}}catch(x){}`;

/** The CSP source that lets exactly this inline script run. */
export const CART_SESSION_HINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(CART_SESSION_HINT).digest('base64')}'`;

/** The page with the hint closing its head, before anything in the body can paint. */
export function withCartSessionHint(html: string): string {
  return html.replace('</head>', () => `<script>${CART_SESSION_HINT}</script></head>`);
}
