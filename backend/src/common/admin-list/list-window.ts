import { ADMIN_PAGE_SIZE_DEFAULT } from '@dw/contracts';
import { PageWindow, RawPageQuery, pageWindow } from '../paging/page-window';
import { londonDayStart, nextDay } from './london-day';

/** What every admin list's query string says, validated (AdminListQueryDto) but still text. */
export interface RawListQuery extends RawPageQuery {
  from?: string;
  to?: string;
  q?: string;
}

/** The page asked for and the filters common to every admin list, as the queries need them. */
export interface ListWindow extends PageWindow {
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

/** The admin tables' page (ADMIN_PAGE_SIZE_DEFAULT rows unless asked) and their filters. */
export function listWindow(query: RawListQuery): ListWindow {
  const search = query.q?.trim().toLowerCase() || undefined;
  return {
    ...pageWindow(query, ADMIN_PAGE_SIZE_DEFAULT),
    createdFrom: query.from ? londonDayStart(query.from) : undefined,
    createdBefore: query.to ? londonDayStart(nextDay(query.to)) : undefined,
    contains: search ? `%${escapeLike(search)}%` : undefined,
    search,
  };
}
