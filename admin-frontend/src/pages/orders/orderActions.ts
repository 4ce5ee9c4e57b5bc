import { ORDER_CANCELLED, ORDER_STATUS_TEXT, ORDER_TRANSITIONS, type OrderStatus, type TransitionTable } from '@dw/contracts';
import { transitionActions, type StatusAction } from '../../app/statusActions';

/** Cancelling frees the booked days for good, so it asks first and says so. */
const CANCEL_CONFIRM = { description: 'Its rental dates become free for other renters. This cannot be undone.', keepLabel: 'Keep order' };

/**
 * Every button an order row offers: each move the table allows, forward ones first as the table
 * lists them (a status with two ways forward shows both), cancelling last, confirmed.
 */
export function orderActions(status: OrderStatus, table: TransitionTable<OrderStatus> = ORDER_TRANSITIONS): StatusAction<OrderStatus>[] {
  const actions = transitionActions(table, status, ORDER_STATUS_TEXT, [ORDER_CANCELLED]);
  return [
    ...actions.filter((a) => a.next !== ORDER_CANCELLED),
    ...actions.filter((a) => a.next === ORDER_CANCELLED).map((a) => ({ ...a, confirm: CANCEL_CONFIRM })),
  ];
}
