import { CATALOGUE_CARDS_PER_PAGE } from './catalogue-url';

/**
 * How every list the API pages is asked for and answered (docs/architecture.md, "Paged lists"):
 * `?page&pageSize`, the page's rows as the JSON array, the total in TOTAL_COUNT_HEADER and the
 * neighbouring pages in the `Link` header. The one place for the limits, read by the API and the apps.
 */
export const PAGE_MAX = 1_000_000;
export const PAGE_SIZE_MAX = 100;
/** Rows per page unless asked otherwise: the lender area, e-mails, payouts, the pending holds. */
export const PAGE_SIZE_DEFAULT = 20;
/** The back office's main tables (orders, lender accounts, listings, products) show more rows a page. */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;

/**
 * The storefront's catalogue search (GET /api/catalogue) answers its cards with their facets in one
 * body, not as a list (docs/architecture.md, "Paged lists"): a page is the grid's cards, and pages
 * stop at 10,000.
 */
export const CATALOGUE_PAGE = { defaultSize: CATALOGUE_CARDS_PER_PAGE, maxSize: PAGE_SIZE_MAX, maxPage: 10_000 } as const;

/** The total number of rows matching the filters, whatever the page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** `true` when more rows match than the list counts; TOTAL_COUNT_HEADER is then the cap ("10,000+"). */
export const TOTAL_COUNT_CAPPED_HEADER = 'X-Total-Count-Capped';
/** GitHub-style `</api/…?page=3>; rel="next", </api/…?page=1>; rel="prev"`, absent when neither exists. */
export const LINK_HEADER = 'Link';

/** A page as an app holds it: the body's rows and the total read from the headers. */
export interface Page<T> {
  items: T[];
  total: number;
  /** True when more rows match than the server counts: show "10,000+". */
  capped?: boolean;
}
