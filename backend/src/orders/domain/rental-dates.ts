import { AVAILABILITY_MESSAGES, DayRange } from '@dw/contracts';

export interface SentRentalDates {
  rentalStartDate?: string;
  rentalEndDate?: string;
}

/**
 * The order's dates come from its lines (first start, last rental day). A client may still send
 * them, as the original checkout form did; then they must say the same, so nobody is told one thing and
 * booked for another.
 */
export function orderDatesMessage(sent: SentRentalDates, derived: DayRange): string | null {
  const differs = (value: string | undefined, expected: string) => value !== undefined && value !== '' && value !== expected;
  return differs(sent.rentalStartDate, derived.from) || differs(sent.rentalEndDate, derived.to)
    ? AVAILABILITY_MESSAGES.orderDatesMismatch
    : null;
}

/**
 * The original API's order puts its dates on `order` and none on the lines: a line without its own start
 * takes `rentalStartDate`. Null when a line has neither: the renter has not chosen a date.
 */
export function datedLines<L extends { startDate?: string | null }>(
  lines: readonly L[],
  rentalStartDate: string | undefined,
): (L & { startDate: string })[] | null {
  const dated = lines.map((line) => ({ ...line, startDate: line.startDate || rentalStartDate || '' }));
  return dated.every((line) => line.startDate !== '') ? dated : null;
}
