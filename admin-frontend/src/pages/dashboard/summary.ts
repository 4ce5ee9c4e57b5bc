import {
  ACTIVE_ORDER_STATUSES,
  ORDER_CANCELLED,
  todayInLondon,
  toPence,
  type LenderAccountView,
  type ListingView,
  type OrderView,
} from '@dw/contracts';

/** 'YYYY-MM' of an instant in UK time: a month is the shop's month, not the browser's or UTC's. */
export function londonMonth(instant: Date): string {
  return todayInLondon(instant).slice(0, 7);
}

/**
 * Spec §9: the sum of order totals placed in the current calendar month, in pence. A cancelled
 * order (issue #8) never earns anything, so it does not count.
 */
export function monthlyRevenuePence(orders: readonly Pick<OrderView, 'total' | 'createdAt' | 'status'>[], now: Date): number {
  const month = londonMonth(now);
  return orders.reduce((sum, order) => {
    if (order.status === ORDER_CANCELLED) return sum;
    const placed = new Date(order.createdAt);
    if (Number.isNaN(placed.getTime()) || londonMonth(placed) !== month) return sum;
    return sum + toPence(order.total);
  }, 0);
}

/** Spec §4: active orders are pending or processing. */
export function activeOrderCount(orders: readonly Pick<OrderView, 'status'>[]): number {
  return orders.filter((o) => ACTIVE_ORDER_STATUSES.includes(o.status)).length;
}

export function pendingCount(rows: readonly (Pick<LenderAccountView, 'status'> | Pick<ListingView, 'status'>)[]): number {
  return rows.filter((r) => r.status === 'pending').length;
}

export interface DashboardSummary {
  monthlyRevenuePence: number;
  activeOrders: number;
  pendingLenders: number;
  pendingListings: number;
}

export function dashboardSummary(
  orders: readonly OrderView[],
  lenders: readonly LenderAccountView[],
  listings: readonly ListingView[],
  now: Date,
): DashboardSummary {
  return {
    monthlyRevenuePence: monthlyRevenuePence(orders, now),
    activeOrders: activeOrderCount(orders),
    pendingLenders: pendingCount(lenders),
    pendingListings: pendingCount(listings),
  };
}
