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

/**
 * Why `period` cannot be run, or null when it can: a run pays what was earned in one month, so the
 * month must lie from the shop's first earning month (`firstEarned`, null while nothing has been
 * earned) to the last month that has ended in the UK. Before the first, nobody can be owed anything.
 */
export type PeriodProblem = { problem: 'not-ended'; now: string } | { problem: 'before-first'; first: string | null };

export function unpayablePeriod(period: string, firstEarned: string | null, now: Date): PeriodProblem | null {
  if (!periodHasEnded(period, now)) return { problem: 'not-ended', now: ukPeriod(now) };
  if (firstEarned === null || period < firstEarned) return { problem: 'before-first', first: firstEarned };
  return null;
}
