import { formatPounds, toPence } from '@dw/contracts';

/** An API money string ('45.00') as the admin shows it: '£1,234.50', or a dash when there is none. */
export function moneyText(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return formatPounds(toPence(amount));
}

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** When something happened (an ISO instant), as a UK date. */
export function dateText(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : LONDON_DATE.format(d);
}
