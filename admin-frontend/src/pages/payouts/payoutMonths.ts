import { todayInLondon } from '@dw/contracts';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-10' → 'October 2026'. */
export function monthText(period: string): string {
  const d = new Date(`${period}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? period : MONTH.format(d);
}

/** The months that have ended in the UK, newest first: the ones a run may be asked for. */
export function endedMonths(now: Date, count = 24): string[] {
  const [y, m] = todayInLondon(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - 2 - i, 1)).toISOString().slice(0, 7));
}
