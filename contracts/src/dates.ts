/** Calendar dates as 'YYYY-MM-DD' strings: rentals are days, not instants. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`: when UK clocks change. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Today's date in the UK, whatever the server's time zone. Worked out from the UK's clock rule
 * (British Summer Time from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October, the Summer Time Order 2002) rather than with Intl's Europe/London: a time-zone
 * formatter costs a storefront page's start-up tens of ms on a phone, and every catalogue page
 * asks for today. dates.spec.ts checks it against Intl hour by hour.
 */
export function todayInLondon(now: Date = new Date()): string {
  return new Date(londonClockMs(now)).toISOString().slice(0, 10);
}

/** The hour on the UK clock at `now`, 0–23, by the same rule as todayInLondon. */
export function londonHour(now: Date = new Date()): number {
  return new Date(londonClockMs(now)).getUTCHours();
}

/** `now` shifted by the UK's offset from UTC, so its UTC fields read as the UK clock. */
function londonClockMs(now: Date): number {
  const at = now.getTime();
  const year = now.getUTCFullYear();
  const summer = at >= lastSundayOneAmUtc(year, 2) && at < lastSundayOneAmUtc(year, 9);
  return at + (summer ? HOUR_MS : 0);
}

/** The UK month an instant falls in, 'YYYY-MM' (an order placed at 23:30 UTC on 31 July is August's in summer). */
export function londonMonthOf(instant: Date): string {
  return todayInLondon(instant).slice(0, 7);
}

/**
 * English day and month names, as en-GB's Intl writes them (September is 'Sept'), written out
 * rather than asked of Intl: building a formatter costs a storefront page tens of ms on a phone,
 * and the same text then comes out of every browser and the server. dates.spec.ts and
 * calendar-month.spec.ts check them against Intl day by day.
 */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const shortMonth = (month: number) => (month === 8 ? 'Sept' : MONTH_NAMES[month].slice(0, 3));

/**
 * How every screen and e-mail writes a day: 'Mon 14 Dec 2026', or 'Mon 14 Dec' where the year is
 * plain from what stands beside it. The day is a UK calendar day, drawn in UTC so no time zone or
 * clock change moves it.
 */
export function formatDay(day: string, { year = true }: { year?: boolean } = {}): string {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()].slice(0, 3);
  const written = `${weekday} ${d} ${shortMonth(m - 1)}`;
  return year ? `${written} ${y}` : written;
}

/** 'Sat 5 Dec 2026 – Sun 6 Dec 2026', or the one day when both ends are the same. */
export function formatDayRange(from: string, to: string, options?: { year?: boolean }): string {
  return from === to ? formatDay(from, options) : `${formatDay(from, options)} – ${formatDay(to, options)}`;
}
