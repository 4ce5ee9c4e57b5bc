/** How often a scheduled job runs: once per UTC hour, day or month. */
export type JobSchedule = 'hourly' | 'daily' | 'monthly';

/**
 * The period `now` falls in, as the key of its lease: `2026-11-25T08` (hourly), `2026-11-25`
 * (daily), `2026-11` (monthly), in UTC so every replica names the same period whatever its zone.
 */
export function periodKey(schedule: JobSchedule, now: Date): string {
  const iso = now.toISOString();
  switch (schedule) {
    case 'hourly':
      return iso.slice(0, 13);
    case 'daily':
      return iso.slice(0, 10);
    case 'monthly':
      return iso.slice(0, 7);
  }
}
