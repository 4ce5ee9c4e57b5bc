/**
 * Availability (docs/decisions/0011-cancelled-status-and-buffers.md): every rule both the server and the shop apply to rental dates.
 * Dates are UK calendar days as 'YYYY-MM-DD'; the arithmetic runs on UTC midnights, so clock
 * changes never move a day (which is what a renter means by "Saturday").
 */
import { isIsoDate } from './dates';
import type { RentalDuration } from './pricing';

/** A booking holds its unit from dispatch until the dress is back and cleaned. */
export const BOOKING_BUFFERS = {
  /** Days before the rental start the dress leaves us (so it arrives the day before). */
  dispatchDays: 2,
  /** Days after the last rental day for the return post and cleaning. */
  returnDays: 3,
} as const;

/** Error codes of availability refusals, which the shop reacts to (refetching what it shows). */
export const AVAILABILITY_ERROR_CODES = {
  /** 409: no unit free for those dates any more. */
  datesUnavailable: 'DATES_UNAVAILABLE',
  /** 400: a start date that can never be booked (not a date, too soon, too far). */
  invalidStartDate: 'INVALID_START_DATE',
  /** 409: an admin block on days with no unit left. */
  blockOverlaps: 'BLOCK_OVERLAPS',
} as const;

/** How far ahead a rental can start, in days from today. */
export const BOOKING_HORIZON_DAYS = 365;

/** Units per size: lender pieces are one of a kind; the admin sets more for house stock. */
export const STOCK_UNITS = { default: 1, min: 1, max: 50 } as const;

/** Days an admin block may span at most (repairs, photography). */
export const MAX_BLOCK_DAYS = 90;

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Every day from `from` to `to`, both included; empty when `to` is earlier. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The last day the renter has the dress: a 2-day rental from Saturday ends on Sunday. */
export function rentalEndDate(start: string, duration: RentalDuration): string {
  return addDays(start, duration - 1);
}

export interface DayRange {
  from: string;
  to: string;
}

/**
 * Every day a renter is told about one rental, worked out in this one place so the product page,
 * the cart, the order page, the e-mails, the lender's bookings and the admin never disagree.
 */
export interface RentalSchedule {
  /** The day the dress leaves us (BOOKING_BUFFERS.dispatchDays before the start). */
  dispatch: string;
  /** The day it reaches the renter at the latest: the day before the rental starts. */
  arrivesBy: string;
  /** The first rental day. */
  start: string;
  /** The last rental day: a 2-day rental from Saturday ends on Sunday. */
  end: string;
  /** The day the renter posts it back: the day after the last rental day. */
  returnPost: string;
}

/**
 * The schedule of a rental of `duration` days from `start`, or of days `start`..`end` (an order whose
 * lines start on different days: its first start to its last rental day).
 */
export function rentalSchedule(rental: { start: string; duration: RentalDuration } | { start: string; end: string }): RentalSchedule {
  const { start } = rental;
  const end = 'end' in rental ? rental.end : rentalEndDate(start, rental.duration);
  return {
    dispatch: addDays(start, -BOOKING_BUFFERS.dispatchDays),
    arrivesBy: addDays(start, -1),
    start,
    end,
    returnPost: addDays(end, 1),
  };
}

/** The days one booking holds its unit: dispatch through return and cleaning, both included. */
export function holdWindow(start: string, duration: RentalDuration): DayRange {
  const schedule = rentalSchedule({ start, duration });
  return { from: schedule.dispatch, to: addDays(schedule.end, BOOKING_BUFFERS.returnDays) };
}

/**
 * A dress's own limits on start dates, set by its lender (or the admin): days of notice beyond our
 * dispatch days, and the first and last start date it can be rented for. Null: no limit of that kind.
 */
export interface BookingRules {
  minNoticeDays: number | null;
  availableFrom: string | null;
  availableUntil: string | null;
}

export const NO_BOOKING_RULES: BookingRules = { minNoticeDays: null, availableFrom: null, availableUntil: null };

/** Notice asked of renters: at least our dispatch days (less would mean nothing), at most about two months. */
export const BOOKING_RULE_LIMITS = { minNoticeDays: { min: BOOKING_BUFFERS.dispatchDays, max: 60 } } as const;

/**
 * The first and last start dates a renter may pick today: we need the dispatch days to deliver, and
 * the dress's own rules narrow that further. `from` after `to` means no day at all (see isEmptyRange).
 */
export function bookableStartRange(today: string, rules?: BookingRules | null): DayRange {
  const notice = Math.max(BOOKING_BUFFERS.dispatchDays, rules?.minNoticeDays ?? 0);
  let from = addDays(today, notice);
  let to = addDays(today, BOOKING_HORIZON_DAYS);
  if (rules?.availableFrom && rules.availableFrom > from) from = rules.availableFrom;
  if (rules?.availableUntil && rules.availableUntil < to) to = rules.availableUntil;
  return { from, to };
}

/** True when a range holds no day (a window that ended, or notice past its last day). */
export const isEmptyRange = (range: DayRange): boolean => range.from > range.to;

/** A stretch of days holding some units of one size (a booking line or an admin block). */
export interface Hold extends DayRange {
  units: number;
}

/**
 * Units held on each day of `range` (days with none are left out). Counting is enough: intervals
 * that never exceed the stock on any day can always be given whole units (interval graphs).
 */
export function heldUnitsByDay(holds: readonly Hold[], range: DayRange): Map<string, number> {
  const held = new Map<string, number>();
  for (const hold of holds) {
    const from = hold.from > range.from ? hold.from : range.from;
    const to = hold.to < range.to ? hold.to : range.to;
    for (const day of eachDay(from, to)) held.set(day, (held.get(day) ?? 0) + hold.units);
  }
  return held;
}

/** Days of `range` on which `units` more would exceed the stock. */
export function fullDays(holds: readonly Hold[], stock: number, range: DayRange, units = 1): string[] {
  if (units > stock) return eachDay(range.from, range.to);
  const held = heldUnitsByDay(holds, range);
  return [...held.entries()]
    .filter(([, count]) => count + units > stock)
    .map(([day]) => day)
    .sort();
}

/** `bookingRules`: inside the shop's range but outside the dress's own (bookingRulesRefusal says why). */
export type StartDateProblem = 'invalid' | 'tooSoon' | 'tooFar' | 'bookingRules' | 'unavailable';

/**
 * Why a rental of `duration` days from `start` cannot be booked, or null. `full` holds the days
 * with no free unit of the size (for the units wanted); `rules` are the dress's own.
 */
export function startDateProblem(
  start: string,
  duration: RentalDuration,
  today: string,
  full: ReadonlySet<string>,
  rules?: BookingRules | null,
): StartDateProblem | null {
  if (!isIsoDate(start)) return 'invalid';
  const allowed = bookableStartRange(today);
  if (start < allowed.from) return 'tooSoon';
  if (start > allowed.to) return 'tooFar';
  const own = bookableStartRange(today, rules);
  if (start < own.from || start > own.to) return 'bookingRules';
  const window = holdWindow(start, duration);
  return eachDay(window.from, window.to).some((day) => full.has(day)) ? 'unavailable' : null;
}

/** The order's dates, derived from its lines: the first start and the last rental day. */
export function orderRentalDates(lines: readonly { startDate: string; duration: RentalDuration }[]): DayRange | null {
  if (lines.length === 0) return null;
  const starts = lines.map((l) => l.startDate).sort();
  const ends = lines.map((l) => rentalEndDate(l.startDate, l.duration)).sort();
  return { from: starts[0], to: ends[ends.length - 1] };
}
