import {
  type BookingRules,
  type ProductAvailabilityView,
  type RentalDuration,
  type StartDateProblem,
  addDays,
  bookableStartRange,
  formatDay,
  startDateProblem,
} from '@dw/contracts';

/** The availability the calendar reads: the server's answer, indexed by size once. */
export interface StartDateRules {
  today: string;
  /** Sizes the dress is offered in; the calendar before a size is chosen asks "can any of them start?". */
  sizes: readonly string[];
  fullDays: ReadonlyMap<string, ReadonlySet<string>>;
  /** The dress's own notice and window (null: none). */
  bookingRules: BookingRules | null;
}

const NO_DAYS: ReadonlySet<string> = new Set();

export function startDateRules(view: ProductAvailabilityView, sizes: readonly string[]): StartDateRules {
  return {
    today: view.today,
    sizes,
    fullDays: new Map(view.sizes.map((s) => [s.size, new Set(s.fullDays)])),
    bookingRules: view.bookingRules ?? null,
  };
}

/**
 * Why a rental of `duration` days cannot start on `day` in `size`, or null. With no size chosen yet,
 * a day is open when any size can start then, so the renter sees the dates worth choosing a size for.
 */
export function startProblem(rules: StartDateRules, size: string | null, duration: RentalDuration, day: string): StartDateProblem | null {
  const problemIn = (s: string) => startDateProblem(day, duration, rules.today, rules.fullDays.get(s) ?? NO_DAYS, rules.bookingRules);
  if (size !== null) return problemIn(size);
  let first: StartDateProblem | null = 'unavailable';
  for (const s of rules.sizes) {
    const problem = problemIn(s);
    if (problem === null) return null;
    first = problem;
  }
  return first;
}

/** The chosen date if it is still bookable after a change of size, duration or availability. */
export function keptStartDate(rules: StartDateRules, size: string | null, duration: RentalDuration, date: string | null): string | null {
  return date !== null && startProblem(rules, size, duration, date) === null ? date : null;
}

/** The first day a rental can start, or null when nothing is free within the dress's bookable range. */
export function firstBookableDay(rules: StartDateRules, size: string | null, duration: RentalDuration): string | null {
  const { from, to } = bookableStartRange(rules.today, rules.bookingRules);
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (startProblem(rules, size, duration, day) === null) return day;
  }
  return null;
}

/** 'Sat 5 – Sun 6 Dec', or 'Mon 30 Nov – Thu 3 Dec' across a month end: the year is plain from the calendar beside it. */
export function dayRange(from: string, to: string): string {
  const end = formatDay(to, { year: false });
  const start = formatDay(from, { year: false });
  if (from.slice(0, 7) !== to.slice(0, 7)) return `${start} – ${end}`;
  return `${start.replace(/ \w+$/, '')} – ${end}`;
}
