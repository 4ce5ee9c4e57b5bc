import { CHECKOUT_MESSAGES, RentalDateProblem, checkRentalDates } from '@dw/contracts';

const MESSAGES: Readonly<Record<RentalDateProblem, string>> = {
  invalid: CHECKOUT_MESSAGES.invalidDate,
  startInPast: CHECKOUT_MESSAGES.startDateInPast,
  endBeforeStart: CHECKOUT_MESSAGES.endBeforeStart,
};

/** The sentence for what is wrong with a rental's dates, or null; `today` is the UK date. */
export function rentalDatesMessage(start: string, end: string, today: string): string | null {
  const problem = checkRentalDates(start, end, today);
  return problem ? MESSAGES[problem] : null;
}
