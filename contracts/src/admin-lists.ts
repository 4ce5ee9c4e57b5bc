/**
 * The back office's server-paged lists: the query parameters every admin list takes and the
 * headers a page comes back with (the body stays the spec's array).
 */
export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_MAX = 1_000_000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Holds by client (GET /api/orders/holds): a row is one client with every pending order, so a page holds fewer. */
export const PENDING_HOLDERS_PAGE_SIZE_DEFAULT = 20;

/** The total number of rows matching the filters, whatever the page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * The admin's orders list counts its matches up to this many (docs/decisions/0025-admin-orders-at-scale.md):
 * beyond it X-Total-Count says this number and TOTAL_COUNT_CAPPED_HEADER says `true` ("10,000+").
 */
export const ADMIN_TOTAL_COUNT_CAP = 10_000;
/** A search (`q`) counts, and pages through, its first matches up to this many ("1,000+"). */
export const ADMIN_SEARCH_COUNT_CAP = 1_000;
export const TOTAL_COUNT_CAPPED_HEADER = 'X-Total-Count-Capped';

export const ORDER_LIST_SORTS = ['createdAt-desc', 'createdAt-asc', 'total-desc', 'total-asc'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/** Lender accounts, dress listings and the admin's products. */
export const ADMIN_LIST_SORTS = ['createdAt-desc', 'createdAt-asc', 'name-asc'] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];

/** The admin's product table adds the 2-day price. */
export const PRODUCT_LIST_SORTS = [...ADMIN_LIST_SORTS, 'price-asc', 'price-desc'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

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
  /** True when more rows match than the server counts (ADMIN_TOTAL_COUNT_CAP): show "10,000+". */
  capped?: boolean;
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

/**
 * Names of the orders' running tallies behind the dashboard (table order_tallies,
 * docs/decisions/0025-admin-orders-at-scale.md): orders in a status, and a UK month's revenue in pence.
 */
export const orderStatusTally = (status: string) => `status:${status}`;
export const orderRevenueTally = (month: string) => `revenue:${month}`;
