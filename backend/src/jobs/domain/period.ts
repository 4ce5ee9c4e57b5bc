/** How often a scheduled job runs: once per five minutes of the UTC clock, or per UTC hour, day or month. */
export type JobSchedule = 'every-5-minutes' | 'hourly' | 'daily' | 'monthly';

/**
 * The period `now` falls in, as the key of its lease: `2026-11-25T08:05` (every 5 minutes, from
 * :00, :05 … :55), `2026-11-25T08` (hourly), `2026-11-25` (daily), `2026-11` (monthly), in UTC so
 * every replica names the same period whatever its zone.
 */
export function periodKey(schedule: JobSchedule, now: Date): string {
  const iso = now.toISOString();
  switch (schedule) {
    case 'every-5-minutes':
      return `${iso.slice(0, 14)}${String(Math.floor(now.getUTCMinutes() / 5) * 5).padStart(2, '0')}`;
    case 'hourly':
      return iso.slice(0, 13);
    case 'daily':
      return iso.slice(0, 10);
    case 'monthly':
      return iso.slice(0, 7);
  }
}
