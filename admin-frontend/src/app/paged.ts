import { ADMIN_PAGE_SIZE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type AdminListParams, type Page } from '@dw/contracts';
import type { TablePaginationConfig } from 'antd/es/table/interface';

/**
 * The query string of an admin list: only what differs from the server's defaults, so the first
 * page of a list is the plain path (`/orders`) the spec's clients call.
 */
export function listQuery(path: string, params: AdminListParams): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.sort && params.sort !== 'createdAt-desc') search.set('sort', params.sort);
  if (params.pageSize && params.pageSize !== ADMIN_PAGE_SIZE_DEFAULT) search.set('pageSize', String(params.pageSize));
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A total as the toolbar shows it: "10,000+" when the server stopped counting there. */
export function totalText(page: Page<unknown> | undefined): string | undefined {
  if (!page) return undefined;
  return page.capped ? `${page.total.toLocaleString('en-GB')}+` : String(page.total);
}

/** Just the count of a filter: one row asked for, the total read from the header. */
export function countQuery(path: string, params: AdminListParams): string {
  return listQuery(path, { ...params, page: 1, pageSize: 1 });
}

/**
 * antd's pager for a list kept in the tab's own state (e-mails, payout runs, a run's payouts): sizes
 * up to the server's bound, "1–20 of 57".
 */
export function pagerOf(current: number, pageSize: number, total: number): TablePaginationConfig {
  return {
    current,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [10, PAGE_SIZE_DEFAULT, 50, PAGE_SIZE_MAX],
    showTotal: (all, [from, to]) => `${from}–${to} of ${all}`,
  };
}

/** The page to ask for after the pager moved: a new page size starts again at page 1, so nobody is left past the end. */
export function pageAfter(pagination: TablePaginationConfig, pageSize: number): { page: number; pageSize: number } {
  const nextSize = pagination.pageSize ?? pageSize;
  return { page: nextSize === pageSize ? (pagination.current ?? 1) : 1, pageSize: nextSize };
}
