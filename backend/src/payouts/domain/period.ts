import { PAYOUT_PERIOD_PATTERN, todayInLondon } from '@dw/contracts';

/**
 * Payout periods are UK calendar months, 'YYYY-MM': an order completed at 23:30 on 31 October in
 * London belongs to October whatever UTC says (docs/decisions/0022-earnings-and-payouts.md).
 */

export function isPeriod(value: unknown): value is string {
  return typeof value === 'string' && PAYOUT_PERIOD_PATTERN.test(value);
}

/** The month after `period`. */
export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
}

/** The month before `period`. */
export function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** The UK month `now` falls in. */
export function ukPeriod(now: Date): string {
  return todayInLondon(now).slice(0, 7);
}

/** The days of `period` as a half-open range of 'YYYY-MM-DD' strings (text order is date order). */
export function periodDays(period: string): { from: string; before: string } {
  return { from: `${period}-01`, before: `${nextPeriod(period)}-01` };
}

/** A month can be paid once it is over in the UK. */
export function periodHasEnded(period: string, now: Date): boolean {
  return period < ukPeriod(now);
}

/** Payouts are made on the 1st: the next one after `now`, 'YYYY-MM-DD'. */
export function nextPayoutDate(now: Date): string {
  return `${nextPeriod(ukPeriod(now))}-01`;
}
