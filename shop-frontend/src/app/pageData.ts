import { PAGE_DATA_ELEMENT_ID, type ProductView } from '@dw/contracts';
import { API_PREFIX } from '@dw/web-kit';
import { productsApi } from '../features/products/productsApi';

/** The server writes the API answers a page reads on its first render there, keyed by GET path. */
export { PAGE_DATA_ELEMENT_ID };

export type PageData = Record<string, unknown>;

export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as PageData) : {};
  } catch {
    return {}; // the page still works: the queries fetch as usual
  }
}

const PRODUCT_PATH = new RegExp(`^${API_PREFIX}/products/([^/]+)$`);

/**
 * The cache entries the page's answers stand for, so the first render has its data instead of a
 * loading state and a round trip. Paths the shop does not read are ignored.
 */
export function seedFromPageData(data: PageData) {
  const entries: Parameters<typeof productsApi.util.upsertQueryEntries>[0] = [];
  for (const [path, value] of Object.entries(data)) {
    if (path === `${API_PREFIX}/products` && Array.isArray(value)) {
      entries.push({ endpointName: 'getProducts', arg: undefined, value: value as ProductView[] });
      continue;
    }
    const product = PRODUCT_PATH.exec(path);
    if (product && typeof value === 'object' && value !== null) {
      try {
        entries.push({ endpointName: 'getProduct', arg: decodeURIComponent(product[1]), value: value as ProductView });
      } catch {
        /* a malformed key: the page fetches the product itself */
      }
    }
  }
  return productsApi.util.upsertQueryEntries(entries);
}
