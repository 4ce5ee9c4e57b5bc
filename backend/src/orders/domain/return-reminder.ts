import { RETURN_REMINDER_HOUR, londonHour, rentalSchedule, todayInLondon } from '@dw/contracts';

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
