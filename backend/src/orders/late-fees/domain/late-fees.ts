import {
  NOT_RETURNED_AFTER_DAYS,
  OVERDUE_NOTICE_EVERY_DAYS,
  OVERDUE_RUN_HOUR,
  RETURN_TRANSIT_DAYS,
  addDays,
  daysBetween,
  fourDayPence,
  londonHour,
  rentalSchedule,
  todayInLondon,
} from '@dw/contracts';

/** The UK day a run at `now` works for; null before OVERDUE_RUN_HOUR (a fee or an e-mail at midnight helps nobody). */
export function lateFeeRunDay(now: Date): string | null {
  return londonHour(now) < OVERDUE_RUN_HOUR ? null : todayInLondon(now);
}

/**
 * The last rental day whose first fee day is `today` or earlier: the return post is the day after
 * the rental, and the parcel's RETURN_TRANSIT_DAYS in the post come before the first fee day.
 */
export function latestLateRentalEnd(today: string): string {
  return addDays(today, -2 - RETURN_TRANSIT_DAYS);
}

/**
 * Where a rental ending on `rentalEndDate` stands on `today`: its return post day, how many days
 * have passed since it (`daysLate`, what the renter and the admin are told), and the fee days: those
 * after the return post plus the parcel's time in the post (`firstLateDay` is the first; 0 or less
 * in `feeDays`: no fee yet, so a dress back within the allowance never pays).
 */
export function lateness(
  rentalEndDate: string,
  today: string,
): { returnPost: string; firstLateDay: string; daysLate: number; feeDays: number } {
  const { returnPost } = rentalSchedule({ start: rentalEndDate, end: rentalEndDate });
  const allowanceEnds = addDays(returnPost, RETURN_TRANSIT_DAYS);
  return {
    returnPost,
    firstLateDay: addDays(allowanceEnds, 1),
    daysLate: daysBetween(returnPost, today),
    feeDays: daysBetween(allowanceEnds, today),
  };
}

/** A line of an order as the cap reads it; `fourDayPricePence` is the dress's 4-day price now, or null when it is gone. */
export interface CappedLine {
  duration: number;
  quantity: number;
  unitPricePence: number;
  isBackup: boolean;
  fourDayPricePence: number | null;
}

/**
 * The most a rental's late fees come to: the sum of its lines' 4-day prices, each times its
 * quantity (a late dress never costs more than renting it again for four days). A 4-day line's
 * price is what the renter paid; a 2-day line's is the dress's 4-day price, or by the pricing rule
 * from its 2-day price when the dress is gone. Backup sizes are free and add nothing.
 */
export function lateFeeCapPence(lines: readonly CappedLine[]): number {
  return lines
    .filter((line) => !line.isBackup)
    .reduce((sum, line) => {
      const fourDay = line.duration === 4 ? line.unitPricePence : (line.fourDayPricePence ?? fourDayPence(line.unitPricePence));
      return sum + fourDay * line.quantity;
    }, 0);
}

/**
 * The fees to add for the late days from `firstLateDay` to `today` that have none yet (a day the job
 * missed is made up), oldest first, each the daily fee until the cap: the day that reaches it pays
 * what is left, and none comes after.
 */
export function feesToAdd(input: {
  firstLateDay: string;
  today: string;
  daysWithFee: ReadonlySet<string>;
  dailyPence: number;
  capPence: number;
  feesSoFarPence: number;
}): { day: string; amountPence: number }[] {
  const fees: { day: string; amountPence: number }[] = [];
  let total = input.feesSoFarPence;
  for (let day = input.firstLateDay; day <= input.today; day = addDays(day, 1)) {
    if (input.daysWithFee.has(day)) continue;
    const amountPence = Math.min(input.dailyPence, input.capPence - total);
    if (amountPence <= 0) break;
    fees.push({ day, amountPence });
    total += amountPence;
  }
  return fees;
}

/** The renter hears on her first fee day, then every OVERDUE_NOTICE_EVERY_DAYS days while the dress is out. */
export function overdueNoticeDue(lastNoticeDay: string | null, today: string): boolean {
  return lastNoticeDay === null || daysBetween(lastNoticeDay, today) >= OVERDUE_NOTICE_EVERY_DAYS;
}

/** Not back NOT_RETURNED_AFTER_DAYS days after its return post: the admin is told. */
export function notReturnedDue(returnPost: string, today: string): boolean {
  return daysBetween(returnPost, today) >= NOT_RETURNED_AFTER_DAYS;
}
