import { PAGE_DATA_ELEMENT_ID, type ProductView, REMOTES_ELEMENT_ID } from '@dw/contracts';

export { PAGE_DATA_ELEMENT_ID, REMOTES_ELEMENT_ID };

/** Shop pages whose first render reads the newest page of GET /api/catalogue (home, what's new). */
export const NEWEST_LIST_PAGES: ReadonlySet<string> = new Set(['/', '/whats-new']);

/** The catalogue's URLs: their first screen is the first page of GET /api/catalogue for the URL's filters. */
export const CATALOGUE_PAGES: ReadonlySet<string> = new Set(['/all-dresses', '/catalog']);

/** API answers a page will ask for, keyed by the GET path, e.g. { '/api/products': [...] }. */
export type PageData = Record<string, unknown>;

/**
 * A JSON block the browser never runs (so the CSP has nothing to say about it). `<`, `>` and `&`
 * become \u escapes, so no text in the data can close the element or open a comment.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The API path the shop's getProduct(identifier) reads. */
export function productDataKey(identifier: string): string {
  return `/api/products/${encodeURIComponent(identifier)}`;
}

/** The API path the shop's getCart(sessionId) reads; its quote is this path + '/quote'. */
export function cartDataKey(sessionId: string): string {
  return `/api/cart/${encodeURIComponent(sessionId)}`;
}

/** A product's main picture, as the shop shows it (productImages in shop-frontend). */
export function mainImage(product: Pick<ProductView, 'imageUrls' | 'imageUrl'>): string | null {
  return (product.imageUrls ?? []).find((url) => url.trim() !== '') ?? product.imageUrl ?? null;
}

/**
 * The picture a product-list page paints largest on a phone, so it downloads with the scripts:
 * the hero's (the newest dress with a photograph) on home.
 */
export function listPageImage(pattern: string, products: readonly Pick<ProductView, 'imageUrls' | 'imageUrl'>[]): string | null {
  if (pattern === '/') {
    for (const product of products) {
      const image = mainImage(product);
      if (image) return image;
    }
    return null;
  }
  return null;
}
