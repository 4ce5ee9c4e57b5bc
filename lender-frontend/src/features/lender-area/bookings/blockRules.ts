import {
  AVAILABILITY_MESSAGES,
  BOOKING_HORIZON_DAYS,
  LENDER_AREA_MESSAGES,
  MAX_BLOCK_DAYS,
  addDays,
  daysBetween,
  eachDay,
  formatDay,
  isIsoDate,
  type LenderBooking,
  type ProductAvailabilityView,
} from '@dw/contracts';

export interface BlockFormValues {
  productId: string;
  size: string;
  startDate: string;
  /** Empty while she has picked one day only: then the block is that day alone. */
  endDate: string;
}

export type BlockField = keyof BlockFormValues;
export type BlockErrors = Partial<Record<BlockField, string>>;

export const EMPTY_BLOCK: BlockFormValues = { productId: '', size: '', startDate: '', endDate: '' };

/** What the calendar knows of one dress in one size: the days it can draw and the days already held. */
export interface BlockDays {
  today: string;
  /** The last day that can be blocked: the end of the availability window, within the booking horizon. */
  last: string;
  /** Days with no free unit (rentals with their dispatch and return days, and blocks). */
  held: ReadonlySet<string>;
  /** The held days that are her own blocks, drawn apart from rentals. */
  own: ReadonlySet<string>;
}

export type DayState = 'past' | 'closed' | 'rented' | 'blocked' | 'free';

export const DAY_STATE_TEXT: Readonly<Record<DayState, string>> = {
  past: 'past',
  closed: 'not open yet',
  rented: 'rented',
  blocked: 'blocked by you',
  free: 'free',
};

/** The availability API's answer for one size, with her own blocks of that size picked out. */
export function blockDays(view: ProductAvailabilityView, size: string, bookings: readonly LenderBooking[]): BlockDays {
  const horizon = addDays(view.today, BOOKING_HORIZON_DAYS);
  const own = new Set(
    bookings
      .filter((b) => b.kind === 'block' && b.productId === view.productId && b.size === size)
      .flatMap((b) => eachDay(b.startDate, b.endDate)),
  );
  const fullDays = view.sizes.find((s) => s.size === size)?.fullDays ?? [];
  return { today: view.today, last: view.to < horizon ? view.to : horizon, held: new Set([...fullDays, ...own]), own };
}

export function dayState(days: BlockDays, day: string): DayState {
  if (day < days.today) return 'past';
  if (day > days.last) return 'closed';
  if (days.own.has(day)) return 'blocked';
  return days.held.has(day) ? 'rented' : 'free';
}

/** Why the days from `start` to `end` cannot be blocked, in the API's words, or null. */
export function rangeProblem(days: BlockDays | null, start: string, end: string): string | null {
  if (end < start || daysBetween(start, end) >= MAX_BLOCK_DAYS) return AVAILABILITY_MESSAGES.blockRange;
  if (days && eachDay(start, end).some((day) => dayState(days, day) !== 'free')) return LENDER_AREA_MESSAGES.blockHeldDays;
  return null;
}

/**
 * The checks the API makes of a block (contracts' availability rules), made before sending: it
 * starts today or later, ends on or after its start within MAX_BLOCK_DAYS, and holds no held day.
 */
export function validateBlock(v: BlockFormValues, today: string, days: BlockDays | null): BlockErrors {
  const errors: BlockErrors = {};
  if (!v.productId) errors.productId = 'Choose the dress.';
  if (!v.size) errors.size = 'Choose the size.';
  if (!isIsoDate(v.startDate)) errors.startDate = 'Choose the first day to block on the calendar.';
  else if (v.startDate < today) errors.startDate = `The first day cannot be in the past: the earliest is ${formatDay(today)}.`;
  else {
    const problem = rangeProblem(days, v.startDate, v.endDate || v.startDate);
    if (problem) errors.startDate = problem;
  }
  return errors;
}

/** 'Sat 5 Dec – Mon 7 Dec 2026 · 3 days'; the year is written once unless the block crosses one. */
export function blockSummary(start: string, end: string): string {
  const count = daysBetween(start, end) + 1;
  const length = `${count} day${count === 1 ? '' : 's'}`;
  if (start === end) return `${formatDay(start)} · ${length}`;
  const from = formatDay(start, { year: start.slice(0, 4) !== end.slice(0, 4) });
  return `${from} – ${formatDay(end)} · ${length}`;
}
