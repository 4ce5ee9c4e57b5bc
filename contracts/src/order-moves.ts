/**
 * What an admin's order move does to the dates, and whether it looks too early for the calendar.
 * The API allows every move its transition table lists at any time (a dress can come back early);
 * the back office asks first and says when a move is premature.
 */
import { BOOKING_BUFFERS, addDays, daysBetween, holdWindow, type DayRange } from './availability';
import type { RentalDuration } from './pricing';
import type { OrderStatus } from './status';

/** How long before its dispatch day a dress may go out before the move looks like a slip. */
export const EARLY_DISPATCH_GRACE_DAYS = 7;

/** The dates of an order a move is judged by: its lines' own start days (or the order's) and lengths. */
export interface OrderMoveDates {
  rentalStartDate: string;
  items: readonly { startDate: string | null; duration: RentalDuration }[];
}

export type PrematureMove =
  /** Marked returned (completed) before the rental has even started. */
  | { kind: 'returned-before-start'; startDate: string; daysEarly: number }
  /** Marked dispatched (processing) more than a week before the dress is due to leave. */
  | { kind: 'dispatched-too-early'; dispatchDate: string; daysEarly: number };

/** The first rental day of any of the order's lines. */
export function orderFirstStart(order: OrderMoveDates): string {
  const starts = order.items.map((item) => item.startDate ?? order.rentalStartDate).sort();
  return starts[0] ?? order.rentalStartDate;
}

/** The day the first dress leaves us: the dispatch buffer before the first rental day. */
export function orderDispatchDate(order: OrderMoveDates): string {
  return addDays(orderFirstStart(order), -BOOKING_BUFFERS.dispatchDays);
}

/**
 * Why moving the order to `next` on `today` looks premature, or null when it does not:
 * returned before the rental has started, or dispatched more than a week before the dispatch day.
 */
export function prematureOrderMove(next: OrderStatus, order: OrderMoveDates, today: string): PrematureMove | null {
  if (next === 'completed') {
    const startDate = orderFirstStart(order);
    return today < startDate ? { kind: 'returned-before-start', startDate, daysEarly: daysBetween(today, startDate) } : null;
  }
  if (next === 'processing') {
    const dispatchDate = orderDispatchDate(order);
    const daysEarly = daysBetween(today, dispatchDate);
    return daysEarly > EARLY_DISPATCH_GRACE_DAYS ? { kind: 'dispatched-too-early', dispatchDate, daysEarly } : null;
  }
  return null;
}

/**
 * The days a move gives back to other renters (the order's hold windows, ADR 0011): cancelling frees
 * every held day; completing frees the days after today. Null when it frees none.
 */
export function daysFreedByMove(next: OrderStatus, order: OrderMoveDates, today: string): DayRange | null {
  if (order.items.length === 0) return null;
  const windows = order.items.map((item) => holdWindow(item.startDate ?? order.rentalStartDate, item.duration));
  const from = windows.map((w) => w.from).sort()[0];
  const to = windows
    .map((w) => w.to)
    .sort()
    .reverse()[0];
  if (next === 'cancelled') return { from, to };
  if (next === 'completed') {
    const tomorrow = addDays(today, 1);
    const first = from > tomorrow ? from : tomorrow;
    return first <= to ? { from: first, to } : null;
  }
  return null;
}
