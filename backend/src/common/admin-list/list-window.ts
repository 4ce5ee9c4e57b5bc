import { ADMIN_PAGE_SIZE_DEFAULT } from '@dw/contracts';
import { londonDayStart, nextDay } from './london-day';

/** What every admin list's query string says, validated (AdminListQueryDto) but still text. */
export interface RawListQuery {
  page?: string;
  pageSize?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** The page asked for and the filters common to every admin list, as the queries need them. */
export interface ListWindow {
  page: number;
  pageSize: number;
  offset: number;
  /** Inclusive start of the first UK day. */
  createdFrom?: Date;
  /** Exclusive: the start of the UK day after `to`. */
  createdBefore?: Date;
  /** A LIKE pattern matching the search anywhere, wildcards escaped with LIKE_ESCAPE; undefined without a search. */
  contains?: string;
  /** The search itself, trimmed and lower-cased. */
  search?: string;
}

/**
 * The LIKE escape character: `!` rather than `\`, which MariaDB and SQLite read differently in a
 * string literal. Queries say `LIKE :pattern ESCAPE '!'`.
 */
export const LIKE_ESCAPE = '!';

/** `%`, `_` and `!` in a search are text, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** `defaultPageSize` for a list whose rows are heavier than most (one client's pending orders). */
export function listWindow(query: RawListQuery, defaultPageSize = ADMIN_PAGE_SIZE_DEFAULT): ListWindow {
  const page = query.page ? Number(query.page) : 1;
  const pageSize = query.pageSize ? Number(query.pageSize) : defaultPageSize;
  const search = query.q?.trim().toLowerCase() || undefined;
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    createdFrom: query.from ? londonDayStart(query.from) : undefined,
    createdBefore: query.to ? londonDayStart(nextDay(query.to)) : undefined,
    contains: search ? `%${escapeLike(search)}%` : undefined,
    search,
  };
}

/** A page of rows and how many rows match in all. */
export interface ListPage<T> {
  items: T[];
  /** How many rows match; with `capped`, at least this many (the count stopped there). */
  total: number;
  capped?: boolean;
  page: number;
  pageSize: number;
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
