import {
  AVAILABILITY_MESSAGES,
  BookingRules,
  Hold,
  RentalDuration,
  StartDateProblem,
  bookableStartRange,
  bookingRulesRefusal,
  fullDays,
  heldUnitsByDay,
  holdWindow,
  startDateProblem,
  BACKUP_SIZE_MESSAGES,
} from '@dw/contracts';

/** A line someone wants to book: one dress, one size, some units, from a start date. */
export interface WantedLine {
  productId: string;
  size: string;
  duration: RentalDuration;
  quantity: number;
  startDate: string;
  /** An order's free backup size: named as such when its unit is taken. */
  isBackup?: boolean;
}

export const holdKey = (productId: string, size: string): string => `${productId}|${size}`;

/**
 * What stops each line, in order, or null. Earlier lines of the same request count against later
 * ones, so two lines of one bag cannot share the last unit.
 */
export function lineProblems(
  lines: readonly WantedLine[],
  holds: ReadonlyMap<string, readonly Hold[]>,
  units: (productId: string, size: string) => number,
  today: string,
  rules: (productId: string) => BookingRules | null | undefined = () => null,
): (StartDateProblem | null)[] {
  const taken = new Map<string, Hold[]>();
  return lines.map((line) => {
    const early = startDateProblem(line.startDate, line.duration, today, new Set(), rules(line.productId));
    if (early) return early;
    const key = holdKey(line.productId, line.size);
    const window = holdWindow(line.startDate, line.duration);
    const all = [...(holds.get(key) ?? []), ...(taken.get(key) ?? [])];
    if (fullDays(all, units(line.productId, line.size), window, line.quantity).length > 0) return 'unavailable';
    taken.set(key, [...(taken.get(key) ?? []), { ...window, units: line.quantity }]);
    return null;
  });
}

/**
 * How many units of the line's size are free on every day its rental would hold one, given the
 * bookings and the other lines wanted with it. Never below zero.
 */
export function freeUnits(line: WantedLine, holds: readonly Hold[], others: readonly WantedLine[], units: number): number {
  const window = holdWindow(line.startDate, line.duration);
  const alongside = others
    .filter((other) => other.productId === line.productId && other.size === line.size)
    .map((other) => ({ ...holdWindow(other.startDate, other.duration), units: other.quantity }));
  const held = heldUnitsByDay([...holds, ...alongside], window);
  const busiest = Math.max(0, ...held.values());
  return Math.max(0, units - busiest);
}

/** The sentence for a line's problem; `name` is the dress as the renter knows it, `rules` its booking rules. */
export function lineProblemMessage(
  problem: StartDateProblem,
  line: WantedLine,
  name: string,
  today: string,
  rules?: BookingRules | null,
): string {
  const range = bookableStartRange(today);
  switch (problem) {
    case 'invalid':
      return AVAILABILITY_MESSAGES.invalidDate;
    case 'tooSoon':
      return AVAILABILITY_MESSAGES.tooSoon(range.from);
    case 'tooFar':
      return AVAILABILITY_MESSAGES.tooFar(range.to);
    case 'bookingRules':
      return bookingRulesRefusal(line.startDate, today, rules) ?? AVAILABILITY_MESSAGES.invalidDate;
    case 'unavailable':
      return line.isBackup
        ? BACKUP_SIZE_MESSAGES.unavailable(name, line.size)
        : AVAILABILITY_MESSAGES.unavailable(name, line.size, line.startDate);
  }
}

/** Dates that can never work are the renter's input to fix (400); a taken unit is a conflict (409). */
export const isConflict = (problem: StartDateProblem): boolean => problem === 'unavailable';
