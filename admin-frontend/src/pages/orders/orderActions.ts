import { ORDER_TRANSITIONS, nextStatus, type OrderStatus } from '@dw/contracts';
import type { StatusAction } from '../../app/statusActions';

/** Labels for the statuses an order can move to. */
const LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  processing: 'Mark Processing',
  completed: 'Mark Completed',
};

/** Spec §4: one button advances an order; a completed order has none. */
export function orderAction(status: OrderStatus): StatusAction<OrderStatus> | null {
  const next = nextStatus(ORDER_TRANSITIONS, status);
  const label = next ? LABELS[next] : undefined;
  return next && label ? { next, label } : null;
}
