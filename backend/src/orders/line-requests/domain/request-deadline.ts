import { REQUEST_ANSWER_HOURS, addDays, todayInLondon } from '@dw/contracts';

const HOUR_MS = 3_600_000;

/** The instant a UK day begins (00:00 on the UK clock), whatever the season. */
export function londonDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // In summer time the UK day begins an hour before UTC midnight.
  const summerStart = new Date(utcMidnight - HOUR_MS);
  return todayInLondon(summerStart) === day ? summerStart : new Date(utcMidnight);
}

/**
 * When an unanswered request expires: 48 hours after the order, or the end of the UK day before the
 * order's dispatch day if that comes first (the dress must be ready to leave). An order placed on
 * its dispatch day itself (the least notice the shop takes) gives the lender until that day ends.
 */
export function requestDeadline(placedAt: Date, dispatchDay: string): Date {
  const answerBy = placedAt.getTime() + REQUEST_ANSWER_HOURS * HOUR_MS;
  const beforeDispatch = londonDayStart(dispatchDay).getTime();
  if (beforeDispatch > placedAt.getTime()) return new Date(Math.min(answerBy, beforeDispatch));
  return new Date(Math.min(answerBy, londonDayStart(addDays(dispatchDay, 1)).getTime()));
}
