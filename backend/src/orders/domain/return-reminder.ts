import { RETURN_REMINDER_HOUR, rentalSchedule, todayInLondon } from '@dw/contracts';

// The backend may build Intl's zone formatter (contracts avoid it for phones); it is made once.
const LONDON_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' });

/** The hour of the UK clock at `now`, 0–23. */
export function londonHour(now: Date): number {
  return Number(LONDON_HOUR.format(now));
}

/**
 * The last rental day whose orders are reminded at `now`, and their return-post day; null before
 * RETURN_REMINDER_HOUR on the UK clock (a reminder that lands at midnight is read by nobody).
 * The end day is today: the return post is the day after the last rental day.
 */
export function returnReminderDay(now: Date): { rentalEndDate: string; returnPost: string } | null {
  if (londonHour(now) < RETURN_REMINDER_HOUR) return null;
  const rentalEndDate = todayInLondon(now);
  return { rentalEndDate, returnPost: rentalSchedule({ start: rentalEndDate, end: rentalEndDate }).returnPost };
}
