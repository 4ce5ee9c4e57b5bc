/**
 * The back office's server-paged lists: the query parameters every admin list takes and the
 * headers a page comes back with (the body stays the spec's array).
 */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_MAX = 1_000_000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** The total number of rows matching the filters, whatever the page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const ORDER_LIST_SORTS = ['createdAt-desc', 'createdAt-asc', 'total-desc', 'total-asc'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/** Lender accounts, dress listings and the admin's products. */
export const ADMIN_LIST_SORTS = ['createdAt-desc', 'createdAt-asc', 'name-asc'] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];

/** Every admin list's parameters; `sort` and `status` take the list's own values. */
export interface AdminListParams<S extends string = string, T extends string = string> {
  page?: number;
  pageSize?: number;
  sort?: S;
  status?: T;
  /** 'YYYY-MM-DD', UK days, on the creation date. */
  from?: string;
  to?: string;
  q?: string;
}

/** A page of an admin list with the total read from X-Total-Count. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/** The dashboard's figures, computed by the server. */
export interface AdminSummary {
  /** Sum of this UK calendar month's order totals, cancelled orders excluded, e.g. '1234.00'. */
  monthlyRevenue: string;
  /** Orders pending or processing. */
  activeOrders: number;
  pendingLenderAccounts: number;
  pendingListings: number;
}
