const FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-05' -> 'Sat 5 Dec 2026'; a calendar day, so no time zone can move it. */
export function ukDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  const parts = FORMAT.formatToParts(new Date(Date.UTC(y, m - 1, d)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** '2026-12-05' and '2026-12-06' -> 'Sat 5 Dec 2026 – Sun 6 Dec 2026'. */
export function ukDateRange(from: string, to: string): string {
  return `${ukDate(from)} – ${ukDate(to)}`;
}
