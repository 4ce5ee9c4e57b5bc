/**
 * A month calendar's pure arithmetic, for every date picker (docs/architecture.md: shared rules live
 * in contracts). Months are 'YYYY-MM', days 'YYYY-MM-DD': string order is calendar order, and the
 * labels are drawn in UTC so no time zone moves a day.
 */
import { addDays } from './availability';
import { MONTH_NAMES, WEEKDAY_NAMES } from './dates';

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month. */
export function lastDayOf(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** The same day of the month in another month, or that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function sameDayIn(day: string, month: string): string {
  const last = lastDayOf(month);
  const wanted = `${month}-${day.slice(8, 10)}`;
  return wanted < last ? wanted : last;
}

/** 0 for Monday … 6 for Sunday: the UK week starts on a Monday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The month as weeks from Monday, with null before the 1st and after the last day, so the grid's
 * columns line up with the weekday headers.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** 'December 2026' */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** 'Saturday 5 December 2026', what a screen reader says for a day button. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** Short and long weekday names, Monday first, for a calendar's column headers. */
export const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

/** Where an arrow, Home/End or PageUp/PageDown key moves a calendar's focused day (the WAI-ARIA date picker). */
export const CALENDAR_KEY_MOVES: Readonly<Record<string, (day: string) => string>> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -weekdayIndex(d)),
  End: (d) => addDays(d, 6 - weekdayIndex(d)),
  PageUp: (d) => sameDayIn(d, addMonths(monthOf(d), -1)),
  PageDown: (d) => sameDayIn(d, addMonths(monthOf(d), 1)),
};
