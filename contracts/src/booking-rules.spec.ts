import { NO_BOOKING_RULES, bookableStartRange, isEmptyRange, startDateProblem } from './availability';
import { BOOKING_RULES_MESSAGES, bookingRulesHint, bookingRulesProblems, bookingRulesRefusal } from './booking-rules';

const today = '2026-12-01';
const rules = (r: Partial<typeof NO_BOOKING_RULES>) => ({ ...NO_BOOKING_RULES, ...r });

describe('bookableStartRange with a dress rules', () => {
  it('is the shop range without rules', () => {
    expect(bookableStartRange(today, NO_BOOKING_RULES)).toEqual(bookableStartRange(today));
    expect(bookableStartRange(today)).toEqual({ from: '2026-12-03', to: '2027-12-01' });
  });

  it('starts later with more notice, and intersects the window', () => {
    expect(bookableStartRange(today, rules({ minNoticeDays: 10 }))).toEqual({ from: '2026-12-11', to: '2027-12-01' });
    expect(bookableStartRange(today, rules({ availableFrom: '2027-01-03', availableUntil: '2027-02-01' }))).toEqual({
      from: '2027-01-03',
      to: '2027-02-01',
    });
    // A window starting before the notice ends: the notice wins.
    expect(bookableStartRange(today, rules({ minNoticeDays: 10, availableFrom: '2026-12-05' })).from).toBe('2026-12-11');
  });

  it('is empty when the window has passed or the notice runs past it', () => {
    expect(isEmptyRange(bookableStartRange(today, rules({ availableUntil: '2026-11-20' })))).toBe(true);
    expect(isEmptyRange(bookableStartRange(today, rules({ minNoticeDays: 30, availableUntil: '2026-12-20' })))).toBe(true);
    expect(isEmptyRange(bookableStartRange(today, rules({ minNoticeDays: 30 })))).toBe(false);
  });
});

describe('startDateProblem with rules', () => {
  it('refuses days outside the dress range as bookingRules, the shop limits as before', () => {
    const r = rules({ minNoticeDays: 7, availableUntil: '2027-01-31' });
    expect(startDateProblem('2026-12-02', 2, today, new Set(), r)).toBe('tooSoon');
    expect(startDateProblem('2026-12-05', 2, today, new Set(), r)).toBe('bookingRules');
    expect(startDateProblem('2026-12-08', 2, today, new Set(), r)).toBeNull();
    expect(startDateProblem('2027-02-01', 2, today, new Set(), r)).toBe('bookingRules');
    expect(startDateProblem('2028-02-01', 2, today, new Set(), r)).toBe('tooFar');
  });
});

describe('bookingRulesRefusal', () => {
  it('says how much notice, and from and until when', () => {
    expect(bookingRulesRefusal('2026-12-05', today, rules({ minNoticeDays: 7 }))).toBe(
      "This dress needs 7 days' notice: the earliest start date is Tue 8 Dec 2026.",
    );
    expect(bookingRulesRefusal('2026-12-20', today, rules({ availableFrom: '2027-01-02' }))).toBe(
      'This dress is available from Sat 2 Jan 2027.',
    );
    expect(bookingRulesRefusal('2027-02-01', today, rules({ availableUntil: '2027-01-31' }))).toBe(
      'This dress is available until Sun 31 Jan 2027.',
    );
    expect(bookingRulesRefusal('2026-12-20', today, rules({ minNoticeDays: 7, availableUntil: '2027-01-31' }))).toBeNull();
    expect(bookingRulesRefusal('2026-12-20', today, null)).toBeNull();
  });

  it('names the first date as the earliest when the window opens after the notice', () => {
    expect(bookingRulesRefusal('2026-12-04', today, rules({ minNoticeDays: 5, availableFrom: '2026-12-24' }))).toBe(
      "This dress needs 5 days' notice: the earliest start date is Thu 24 Dec 2026.",
    );
  });
});

describe('bookingRulesProblems', () => {
  it('accepts empty rules and limits at their bounds', () => {
    expect(bookingRulesProblems(NO_BOOKING_RULES)).toEqual({});
    expect(bookingRulesProblems({})).toEqual({});
    expect(bookingRulesProblems({ minNoticeDays: 2, availableFrom: '2027-01-01', availableUntil: '2027-01-01' })).toEqual({});
    expect(bookingRulesProblems({ minNoticeDays: 60 })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(bookingRulesProblems({ minNoticeDays: 1 })).toEqual({ minNoticeDays: BOOKING_RULES_MESSAGES.minNoticeDays });
    expect(bookingRulesProblems({ minNoticeDays: 61 })).toEqual({ minNoticeDays: BOOKING_RULES_MESSAGES.minNoticeDays });
    expect(bookingRulesProblems({ minNoticeDays: 3.5 })).toEqual({ minNoticeDays: BOOKING_RULES_MESSAGES.minNoticeDays });
    expect(bookingRulesProblems({ minNoticeDays: '7' })).toEqual({ minNoticeDays: BOOKING_RULES_MESSAGES.minNoticeDays });
    expect(bookingRulesProblems({ availableFrom: '2027-02-30' })).toEqual({ availableFrom: BOOKING_RULES_MESSAGES.availableFrom });
    expect(bookingRulesProblems({ availableUntil: 'soon' })).toEqual({ availableUntil: BOOKING_RULES_MESSAGES.availableUntil });
    expect(bookingRulesProblems({ availableFrom: '2027-02-02', availableUntil: '2027-02-01' })).toEqual({
      availableUntil: BOOKING_RULES_MESSAGES.order,
    });
  });
});

describe('bookingRulesHint', () => {
  it('names the limits in a line, or nothing', () => {
    expect(bookingRulesHint(NO_BOOKING_RULES)).toBeNull();
    expect(bookingRulesHint(rules({ minNoticeDays: 2 }))).toBeNull();
    expect(bookingRulesHint(rules({ minNoticeDays: 7 }))).toBe("Needs 7 days' notice.");
    expect(bookingRulesHint(rules({ minNoticeDays: 7, availableUntil: '2027-01-31' }))).toBe(
      "Needs 7 days' notice, available until Sun 31 Jan 2027.",
    );
    expect(bookingRulesHint(rules({ availableFrom: '2027-01-02', availableUntil: '2027-01-31' }))).toBe(
      'Available Sat 2 Jan 2027 – Sun 31 Jan 2027.',
    );
  });
});
