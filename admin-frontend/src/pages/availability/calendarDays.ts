import {
  addDays,
  bookableStartRange,
  daysBetween,
  eachDay,
  formatDay,
  heldUnitsByDay,
  holdWindow,
  lastDayOf,
  monthOf,
  MAX_BLOCK_DAYS,
  RENTAL_DURATIONS,
  type BookingView,
  type DayRange,
} from '@dw/contracts';

/** A calendar month as 'YYYY-MM' (its arithmetic is contracts' calendar-month, as every calendar's). */
export type Month = string;

/** First and last day of a month. */
export function monthRange(month: Month): DayRange {
  return { from: `${month}-01`, to: lastDayOf(month) };
}

/** The API sends holds that ended up to this many days ago, so earlier months would look empty. */
const HISTORY_DAYS = 31;

/** The last day a rental booked today could still hold a unit: the longest, from the latest start. */
export function lastHoldDay(today: string): string {
  const longest = Math.max(...RENTAL_DURATIONS) as (typeof RENTAL_DURATIONS)[number];
  return holdWindow(bookableStartRange(today).to, longest).to;
}

/** The months the calendar can show: from the month the API's history starts in to lastHoldDay's. */
export function monthBounds(today: string): { first: Month; last: Month } {
  return { first: monthOf(addDays(today, -HISTORY_DAYS)), last: monthOf(lastHoldDay(today)) };
}

export type DayState = 'free' | 'partial' | 'full';

/** What one day of one size looks like on the admin calendar. */
export interface DayHolds {
  date: string;
  stock: number;
  /** Units held on the day, by orders and blocks together. */
  held: number;
  /** Of those, units an admin block takes out (shown apart from renters' orders). */
  blocked: number;
  state: DayState;
}

/**
 * Per day of `range`, the units of `size` its bookings hold. An order holds from dispatch to the
 * end of cleaning (holdFrom..holdUntil), a block exactly its days. More held than stock (stock
 * lowered after booking) still reads as full.
 */
export function dayHolds(bookings: readonly BookingView[], size: string, stock: number, range: DayRange): DayHolds[] {
  const ofSize = bookings.filter((b) => b.size === size);
  const holds = (kind: BookingView['kind']) =>
    heldUnitsByDay(
      ofSize.filter((b) => b.kind === kind).map((b) => ({ from: b.holdFrom, to: b.holdUntil, units: b.units })),
      range,
    );
  const ordered = holds('order');
  const blocked = holds('block');
  return eachDay(range.from, range.to).map((date) => {
    const b = blocked.get(date) ?? 0;
    const held = (ordered.get(date) ?? 0) + b;
    const state: DayState = held === 0 ? 'free' : held >= stock ? 'full' : 'partial';
    return { date, stock, held, blocked: b, state };
  });
}

const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;

/** The day as a sentence, for screen readers and the cell's tooltip. */
export function dayDescription(d: DayHolds): string {
  const day = formatDay(d.date);
  if (d.state === 'free') return `${day}: all ${units(d.stock)} free`;
  const blocked = d.blocked > 0 ? `, ${d.blocked} blocked` : '';
  const full = d.state === 'full' ? 'full, ' : '';
  return `${day}: ${full}${d.held} of ${units(d.stock)} held${blocked}`;
}

/** The bookings of one size, in the order their holds begin. */
export function bookingsOfSize(bookings: readonly BookingView[], size: string): BookingView[] {
  return bookings
    .filter((b) => b.size === size)
    .sort((a, b) => a.holdFrom.localeCompare(b.holdFrom) || a.createdAt.localeCompare(b.createdAt));
}

/** A block ends on or after its start and spans at most MAX_BLOCK_DAYS days. */
export function blockEndOk(startDate: string, endDate: string): boolean {
  return endDate >= startDate && daysBetween(startDate, endDate) < MAX_BLOCK_DAYS;
}

/** The API's whole block rule, checked before sending (the server checks again): and from today on. */
export function blockRangeOk(startDate: string, endDate: string, today: string): boolean {
  return startDate >= today && blockEndOk(startDate, endDate);
}
