import { useEffect, useState } from 'react';
import type { Key } from 'react';
import type { SortOrder, TablePaginationConfig } from 'antd/es/table/interface';
import { ADMIN_PAGE_SIZE_DEFAULT, type AdminListParams } from '@dw/contracts';

/** Every admin list's order when none is asked for. */
const DEFAULT_SORT = 'createdAt-desc';

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What antd's Table reports of its sorter, whatever the row type. */
export interface SorterLike {
  order?: SortOrder;
  columnKey?: Key;
}

/** A sorter column's key and the list's sort it stands for ('createdAt' + 'descend' -> 'createdAt-desc'). */
export function sortOf<S extends string>(sorter: SorterLike | SorterLike[], allowed: readonly S[]): S | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || typeof one.columnKey !== 'string') return undefined;
  const sort = `${one.columnKey}-${one.order === 'ascend' ? 'asc' : 'desc'}`;
  return (allowed as readonly string[]).includes(sort) ? (sort as S) : undefined;
}

/** The antd sortOrder a column shows for the current sort. */
export function sortOrderOf(sort: string | undefined, columnKey: string, fallback = DEFAULT_SORT): SortOrder {
  const [key, direction] = (sort ?? fallback).split('-');
  if (key !== columnKey) return null;
  return direction === 'asc' ? 'ascend' : 'descend';
}

/**
 * The state of an antd Table in server mode: page, page size, sort and filters become the list's
 * query parameters; a filter or search change goes back to page 1; the search is debounced.
 */
export function useServerTable<S extends string, T extends string>(sorts: readonly S[], initialPageSize = ADMIN_PAGE_SIZE_DEFAULT) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sort, setSort] = useState<S | undefined>(undefined);
  const [status, setStatusState] = useState<T | undefined>(undefined);
  const [range, setRangeState] = useState<{ from?: string; to?: string }>({});
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    const next = search.trim();
    if (next === q) return undefined;
    const timer = setTimeout(() => {
      setQ(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q]);

  const params: AdminListParams<S, T> = { page, pageSize, sort, status, from: range.from, to: range.to, q: q || undefined };

  return {
    params,
    search,
    setSearch,
    setStatus: (next: T | undefined) => {
      setStatusState(next);
      setPage(1);
    },
    setRange: (from?: string, to?: string) => {
      setRangeState({ from, to });
      setPage(1);
    },
    /** Table's onChange: the pager and the sorter. */
    onChange: (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterLike | SorterLike[]) => {
      const nextSort = sortOf(sorter, sorts);
      const nextSize = pagination.pageSize ?? pageSize;
      // The column showing the default order reports it as a sort: not a change.
      if ((nextSort ?? DEFAULT_SORT) !== (sort ?? DEFAULT_SORT) || nextSize !== pageSize) {
        setSort(nextSort);
        setPageSize(nextSize);
        setPage(1);
      } else {
        setPage(pagination.current ?? 1);
      }
    },
    pagination: (total: number): TablePaginationConfig => ({
      current: page,
      pageSize,
      total,
      hideOnSinglePage: true,
      showSizeChanger: total > 10,
      pageSizeOptions: [10, 20, 50, 100],
    }),
  };
}
