import {
  type CataloguePage,
  PAGE_DATA_ELEMENT_ID,
  type ProductView,
  catalogueRequest,
  catalogueRequestPath,
  readCatalogueUrl,
  todayInLondon,
} from '@dw/contracts';
import type { Dispatch } from '@reduxjs/toolkit';
import { API_PREFIX } from '@dw/web-kit';
import { catalogueApi } from '../features/catalogue/catalogueApi';
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

const CATALOGUE_PATH = `${API_PREFIX}/catalogue?`;
const PRODUCT_PATH = new RegExp(`^${API_PREFIX}/products/([^/]+)$`);

/** A feature's own reading of the page's answers: what to put in the cache, or nothing. */
export type PageDataReader = (data: PageData) => ((dispatch: Dispatch) => void) | null;

const readers: PageDataReader[] = [];

/**
 * Adds a feature's reader. For features whose API lives in a page's own chunk (the cart), so the
 * start-up chunk need not carry it: a page's chunk is loaded before the store is made and seeded,
 * in the browser (RemoteApp.ts) as on the server (server/render-page.tsx).
 */
export function readPageDataWith(reader: PageDataReader): void {
  readers.push(reader);
}

/**
 * The cache entries the page's answers stand for, so the first render has its data instead of a
 * loading state and a round trip. Paths the shop does not read are ignored.
 */
export function seedFromPageData(data: PageData) {
  const entries: Parameters<typeof productsApi.util.upsertQueryEntries>[0] = [];
  const pages: Parameters<typeof catalogueApi.util.upsertQueryEntries>[0] = [];
  for (const [path, value] of Object.entries(data)) {
    // '/api/catalogue?page=1&pageSize=24&size=10': the request the page makes for its URL, read back
    // through the same functions, so only an answer to exactly that request is taken.
    if (path.startsWith(CATALOGUE_PATH) && typeof value === 'object' && value !== null) {
      const params = new URLSearchParams(path.slice(CATALOGUE_PATH.length));
      const request = catalogueRequest(readCatalogueUrl(params), Number(params.get('page')), todayInLondon());
      if (catalogueRequestPath(request) === path) pages.push({ endpointName: 'getCatalogue', arg: request, value: value as CataloguePage });
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
  return (dispatch: Dispatch) => {
    dispatch(productsApi.util.upsertQueryEntries(entries));
    dispatch(catalogueApi.util.upsertQueryEntries(pages));
    for (const read of readers) read(data)?.(dispatch);
  };
}
