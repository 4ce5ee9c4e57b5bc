import { canTransition, nextStatus, ORDER_CANCELLED, ORDER_TRANSITIONS, type OrderStatus } from '@dw/contracts';
import type { StatusAction } from '../../app/statusActions';

/** Labels for the statuses an order can move forward to. */
const LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  processing: 'Mark Processing',
  completed: 'Mark Completed',
};

/** One button advances an order; cancelling is offered beside it, never as "the next step". */
export function orderAction(status: OrderStatus): StatusAction<OrderStatus> | null {
  const next = nextStatus(ORDER_TRANSITIONS, status, [ORDER_CANCELLED]);
  const label = next ? LABELS[next] : undefined;
  return next && label ? { next, label } : null;
}

/** Cancelling frees the booked days for good, so it asks first and says so. */
export const CANCEL_ORDER: StatusAction<OrderStatus> = {
  next: ORDER_CANCELLED,
  label: 'Cancel Order',
  danger: true,
  confirm: { description: 'Its rental dates become free for other renters. This cannot be undone.', keepLabel: 'Keep Order' },
};

/** Every button an order row offers: the forward step, then Cancel Order while the table allows it. */
export function orderActions(status: OrderStatus): StatusAction<OrderStatus>[] {
  const forward = orderAction(status);
  return [...(forward ? [forward] : []), ...(canTransition(ORDER_TRANSITIONS, status, ORDER_CANCELLED) ? [CANCEL_ORDER] : [])];
}
