import { formatDay, formatPence, toPence } from '@dw/contracts';

/** 123450 → '£1,234.50': admin figures always show pence, grouped for reading. */
export function poundsText(pence: number): string {
  const [pounds, fraction] = formatPence(pence).split('.');
  return `£${pounds.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** An API money string ('45.00') as the admin shows it. */
export function moneyText(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return poundsText(toPence(amount));
}

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const CALENDAR_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** When something happened (an ISO instant), as a UK date. */
export function dateText(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : LONDON_DATE.format(d);
}

/** A rental day ('YYYY-MM-DD') is a calendar date, so no time zone may shift it. */
export function calendarDateText(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : CALENDAR_DATE.format(d);
}

/** An order is shown by the last 8 characters of its id. */
export function shortId(id: string): string {
  return id.slice(-8).toUpperCase();
}

/** Rental or blocked days as a person reads them: 'Sat 9 May 2026 – Sun 10 May 2026', one day once. */
export function dayRangeText(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}
