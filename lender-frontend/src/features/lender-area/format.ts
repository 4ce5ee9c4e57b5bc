import { isIsoDate } from '@dw/contracts';

// Rental days are calendar days ('YYYY-MM-DD'): they are drawn in UTC so no time zone moves a day.
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const INSTANT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

function utc(date: string): Date {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
}

/** A payout's period: '2026-10' → 'October 2026'. */
export function formatPeriod(period: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(period) ? MONTH.format(utc(`${period}-01`)) : period;
}

/** An instant the API stamped (a payout's paid date), as the UK day it fell on: '1 November 2026'. */
export function formatUkDate(instant: string): string {
  const date = isIsoDate(instant) ? utc(instant) : new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return isIsoDate(instant) ? MONTH_DAY.format(date) : INSTANT.format(date);
}
