import { readCatalogueUrl, writeCatalogueUrl } from '@dw/contracts';

/**
 * The pages whose first render reads the query string, and what each reads, as the shop reads it
 * (shop-frontend's readCatalogueQuery): another parameter or value would draw the same page.
 */
const READS: Readonly<Record<string, (params: URLSearchParams) => [string, string | null][]>> = {
  '/all-dresses': catalogueParams,
  '/catalog': catalogueParams,
};

/**
 * What of a page's query string (`search`, without its '?') its first screen depends on, in a
 * fixed order and with the values the page would honour: the key its drawing is cached by. Every
 * other parameter (`?utm_source=`, `?x=<random>`) draws the same page, so it must not cost a new
 * drawing; pages that read none have an empty key.
 */
export function pageSearchKey(pattern: string, search: string): string {
  const read = READS[pattern];
  // Read as the browser reads it (URLSearchParams: the first of repeated names), not as express does.
  const params = read ? read(new URLSearchParams(search)) : [];
  return params
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Every catalogue parameter, normalised as the shop reads it (contracts' catalogue-url.ts). */
function catalogueParams(search: URLSearchParams): [string, string | null][] {
  return [...new URLSearchParams(writeCatalogueUrl(readCatalogueUrl(search)))];
}
