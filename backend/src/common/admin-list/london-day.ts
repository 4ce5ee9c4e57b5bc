/** UK calendar days as instants: a day filter or a month total means the shop's day, not UTC's. */

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far London's clock is ahead of UTC at `instant`, in milliseconds (0 or one hour). */
function londonOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(LONDON.formatToParts(instant).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a UK day 'YYYY-MM-DD' starts (midnight never falls in a clock change, which happens at 01:00 UTC). */
export function londonDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  return new Date(utcMidnight - londonOffsetMs(new Date(utcMidnight)));
}

/** The day after 'YYYY-MM-DD', as 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** [start, end) of the UK calendar month containing `now`. */
export function londonMonthBounds(now: Date): { start: Date; end: Date } {
  const today = londonToday(now);
  const [y, m] = today.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { start: londonDayStart(`${today.slice(0, 7)}-01`), end: londonDayStart(next) };
}

function londonToday(now: Date): string {
  const parts = Object.fromEntries(LONDON.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
