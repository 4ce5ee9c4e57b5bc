import { PAGE_SIZE_DEFAULT } from '@dw/contracts';

/** `?page&pageSize` as a PageQueryDto validated them: still text. */
export interface RawPageQuery {
  page?: string;
  pageSize?: string;
}

/** The page asked for, as a query needs it. */
export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/** `defaultPageSize` for a list whose tables show more (or heavier) rows than most. */
export function pageWindow(query: RawPageQuery, defaultPageSize = PAGE_SIZE_DEFAULT): PageWindow {
  const page = query.page ? Number(query.page) : 1;
  const pageSize = query.pageSize ? Number(query.pageSize) : defaultPageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A page of rows and how many rows match in all: what a service answers and sendPage() sends. */
export interface ListPage<T> {
  items: T[];
  /** How many rows match; with `capped`, at least this many (the count stopped there). */
  total: number;
  capped?: boolean;
  page: number;
  pageSize: number;
}

/** The page `window` of `items` and their count. */
export function listPage<T>(items: T[], total: number, window: PageWindow): ListPage<T> {
  return { items, total, page: window.page, pageSize: window.pageSize };
}

/**
 * The GitHub-style Link header for a page: `rel="prev"` / `rel="next"` with absolute paths that
 * keep the request's other parameters. Empty when there is neither.
 */
export function linkHeader(path: string, params: Readonly<Record<string, string | undefined>>, page: ListPage<unknown>): string {
  const last = Math.max(1, Math.ceil(page.total / page.pageSize));
  const link = (n: number, rel: string) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined && key !== 'page') search.set(key, value);
    search.set('page', String(n));
    return `<${path}?${search.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, last), 'prev'));
  if (page.page < last || (page.capped && page.items.length === page.pageSize)) links.push(link(page.page + 1, 'next'));
  return links.join(', ');
}
