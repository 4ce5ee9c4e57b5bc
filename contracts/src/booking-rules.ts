/**
 * A dress's booking rules (minimum notice, first and last start date): what the lender or the admin
 * may set, and the sentences that explain a refused day, shared by the API, the product page and the forms.
 */
import { BOOKING_BUFFERS, BOOKING_RULE_LIMITS, type BookingRules, addDays } from './availability';
import { formatDay, isIsoDate } from './dates';

const { min, max } = BOOKING_RULE_LIMITS.minNoticeDays;

export const BOOKING_RULES_MESSAGES = {
  minNoticeDays: `Notice must be a whole number of days from ${min} to ${max}.`,
  availableFrom: 'The first date must be a real date in the form YYYY-MM-DD.',
  availableUntil: 'The last date must be a real date in the form YYYY-MM-DD.',
  order: 'The last date must be on or after the first date.',
  needsNotice: (days: number, earliest: string) =>
    `This dress needs ${days} days' notice: the earliest start date is ${formatDay(earliest)}.`,
  availableFromDay: (day: string) => `This dress is available from ${formatDay(day)}.`,
  availableUntilDay: (day: string) => `This dress is available until ${formatDay(day)}.`,
} as const;

export type BookingRulesProblems = Partial<Record<keyof BookingRules, string>>;

/** Each field's problem (empty when the rules can be saved); an inverted window is the last date's fault. */
export function bookingRulesProblems(rules: { [K in keyof BookingRules]?: unknown }): BookingRulesProblems {
  const problems: BookingRulesProblems = {};
  const notice = rules.minNoticeDays;
  if (notice !== null && notice !== undefined && !(Number.isInteger(notice) && (notice as number) >= min && (notice as number) <= max)) {
    problems.minNoticeDays = BOOKING_RULES_MESSAGES.minNoticeDays;
  }
  const day = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && isIsoDate(value));
  if (!day(rules.availableFrom)) problems.availableFrom = BOOKING_RULES_MESSAGES.availableFrom;
  if (!day(rules.availableUntil)) problems.availableUntil = BOOKING_RULES_MESSAGES.availableUntil;
  const { availableFrom: from, availableUntil: until } = rules;
  if (!problems.availableFrom && !problems.availableUntil && typeof from === 'string' && typeof until === 'string' && from > until) {
    problems.availableUntil = BOOKING_RULES_MESSAGES.order;
  }
  return problems;
}

/**
 * Why the dress's own rules refuse `start` today, or null. Only the dress's rules: the shop's own
 * range (dispatch days, a year ahead) has its messages in AVAILABILITY_MESSAGES.
 */
export function bookingRulesRefusal(start: string, today: string, rules: BookingRules | null | undefined): string | null {
  if (!rules) return null;
  const notice = rules.minNoticeDays ?? 0;
  if (notice > BOOKING_BUFFERS.dispatchDays && start < addDays(today, notice)) {
    return BOOKING_RULES_MESSAGES.needsNotice(notice, laterOf(addDays(today, notice), rules.availableFrom));
  }
  if (rules.availableFrom && start < rules.availableFrom) return BOOKING_RULES_MESSAGES.availableFromDay(rules.availableFrom);
  if (rules.availableUntil && start > rules.availableUntil) return BOOKING_RULES_MESSAGES.availableUntilDay(rules.availableUntil);
  return null;
}

/** A short line under the date picker naming the dress's limits, or null when it has none. */
export function bookingRulesHint(rules: BookingRules | null | undefined): string | null {
  if (!rules) return null;
  const parts: string[] = [];
  if (rules.minNoticeDays !== null && rules.minNoticeDays > BOOKING_BUFFERS.dispatchDays)
    parts.push(`Needs ${rules.minNoticeDays} days' notice`);
  if (rules.availableFrom && rules.availableUntil) {
    parts.push(`available ${formatDay(rules.availableFrom)} – ${formatDay(rules.availableUntil)}`);
  } else if (rules.availableFrom) parts.push(`available from ${formatDay(rules.availableFrom)}`);
  else if (rules.availableUntil) parts.push(`available until ${formatDay(rules.availableUntil)}`);
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

const laterOf = (a: string, b: string | null): string => (b && b > a ? b : a);
