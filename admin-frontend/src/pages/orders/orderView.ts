import type { OrderStatus, OrderView } from '@dw/contracts';

export type OrderFilter = OrderStatus | 'all';

/** Newest first, whatever order the API used, then narrowed to one status when asked. */
export function visibleOrders(orders: readonly OrderView[], filter: OrderFilter): OrderView[] {
  return orders.filter((o) => filter === 'all' || o.status === filter).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
