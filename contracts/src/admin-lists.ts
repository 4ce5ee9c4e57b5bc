/**
 * The back office's server-paged lists: the filters and sorts every admin list takes on top of the
 * paging every list shares (./paging.ts).
 */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/**
 * The admin's orders list counts its matches up to this many (docs/decisions/0025-admin-orders-at-scale.md):
 * beyond it X-Total-Count says this number and TOTAL_COUNT_CAPPED_HEADER says `true` ("10,000+").
 */
export const ADMIN_TOTAL_COUNT_CAP = 10_000;
/** A search (`q`) counts, and pages through, its first matches up to this many ("1,000+"). */
export const ADMIN_SEARCH_COUNT_CAP = 1_000;

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
