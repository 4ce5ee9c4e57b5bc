import { BOOKING_RULES_MESSAGES, type BookingRules, type BookingRulesProblems, bookingRulesProblems } from '@dw/contracts';

/** The form's text boxes: empty means no limit. */
export interface BookingRulesValues {
  minNoticeDays: string;
  availableFrom: string;
  availableUntil: string;
}

export const BOOKING_RULE_FIELDS = ['minNoticeDays', 'availableFrom', 'availableUntil'] as const;

export function valuesOf(rules: BookingRules | null): BookingRulesValues {
  return {
    minNoticeDays: rules?.minNoticeDays === null || rules?.minNoticeDays === undefined ? '' : String(rules.minNoticeDays),
    availableFrom: rules?.availableFrom ?? '',
    availableUntil: rules?.availableUntil ?? '',
  };
}

/** The body for PUT .../booking-rules; notice that is not a number stays text so the shared rule names it. */
export function rulesOf(values: BookingRulesValues): { [K in keyof BookingRules]: unknown } {
  const notice = values.minNoticeDays.trim();
  return {
    minNoticeDays: notice === '' ? null : /^\d+$/.test(notice) ? Number(notice) : notice,
    availableFrom: values.availableFrom.trim() || null,
    availableUntil: values.availableUntil.trim() || null,
  };
}

export const problemsOf = (values: BookingRulesValues): BookingRulesProblems => bookingRulesProblems(rulesOf(values));

/** The field a server refusal is about, from its message (the API and the form share the sentences). */
export function fieldOfMessage(message: string): keyof BookingRules | null {
  if (message === BOOKING_RULES_MESSAGES.minNoticeDays) return 'minNoticeDays';
  if (message === BOOKING_RULES_MESSAGES.availableFrom) return 'availableFrom';
  if (message === BOOKING_RULES_MESSAGES.availableUntil || message === BOOKING_RULES_MESSAGES.order) return 'availableUntil';
  return null;
}
