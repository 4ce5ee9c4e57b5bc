import { anAvailability } from '../../test/fixtures';
import { dayRange, firstBookableDay, keptStartDate, startDateRules, startProblem } from './startDates';

// Friday 27 Nov 2026: the earliest start is Sunday 29 Nov (two days to deliver).
const TODAY = '2026-11-27';
const product = { id: 'p1', availableSizes: ['8', '10', '12'] };

function rules(full: Record<string, string[]>) {
  return startDateRules(anAvailability(product, TODAY, full), product.availableSizes);
}

describe('start dates', () => {
  it('refuses starts before the delivery days and past a year ahead', () => {
    const free = rules({});
    expect(startProblem(free, '10', 2, '2026-11-28')).toBe('tooSoon');
    expect(startProblem(free, '10', 2, '2026-11-29')).toBeNull();
    expect(startProblem(free, '10', 2, '2027-11-27')).toBeNull();
    expect(startProblem(free, '10', 2, '2027-11-28')).toBe('tooFar');
  });

  it('greys every start whose dispatch-to-cleaning window touches a full day, across a month end', () => {
    // Size 10 has no unit on New Year's Eve: a 2-day rental holds start-2 .. start+4.
    const newYear = rules({ '10': ['2026-12-31'] });
    expect(startProblem(newYear, '10', 2, '2026-12-26')).toBeNull();
    expect(startProblem(newYear, '10', 2, '2026-12-27')).toBe('unavailable');
    expect(startProblem(newYear, '10', 2, '2027-01-02')).toBe('unavailable');
    expect(startProblem(newYear, '10', 2, '2027-01-03')).toBeNull();
    // Four days reach two days further back.
    expect(startProblem(newYear, '10', 4, '2026-12-25')).toBe('unavailable');
    expect(startProblem(newYear, '10', 4, '2026-12-24')).toBeNull();
  });

  it('before a size is chosen, opens a day when any size can start then', () => {
    expect(startProblem(rules({ '10': ['2026-12-31'] }), null, 2, '2026-12-31')).toBeNull();
    const allTaken = rules({ '8': ['2026-12-31'], '10': ['2026-12-31'], '12': ['2026-12-30'] });
    expect(startProblem(allTaken, null, 2, '2026-12-31')).toBe('unavailable');
    expect(startProblem(allTaken, null, 2, '2026-11-28')).toBe('tooSoon');
  });

  it('keeps a chosen date only while it can still be booked', () => {
    const taken = rules({ '10': ['2026-12-31'] });
    expect(keptStartDate(taken, '8', 4, '2026-12-30')).toBe('2026-12-30');
    expect(keptStartDate(taken, '10', 4, '2026-12-30')).toBeNull();
    expect(keptStartDate(taken, '10', 2, null)).toBeNull();
  });

  it('finds the first day a rental can start', () => {
    expect(firstBookableDay(rules({}), null, 2)).toBe('2026-11-29');
    expect(firstBookableDay(rules({ '10': ['2026-11-30'] }), '10', 2)).toBe('2026-12-03');
  });

  it("refuses the days the dress's own rules leave out, and finds the first day inside them", () => {
    const bookingRules = { minNoticeDays: 10, availableFrom: null, availableUntil: '2027-01-15' };
    const ruled = startDateRules(anAvailability({ ...product, bookingRules }, TODAY), product.availableSizes);
    expect(startProblem(ruled, '10', 2, '2026-12-06')).toBe('bookingRules');
    expect(startProblem(ruled, '10', 2, '2026-12-07')).toBeNull();
    expect(startProblem(ruled, null, 2, '2027-01-16')).toBe('bookingRules');
    expect(firstBookableDay(ruled, null, 2)).toBe('2026-12-07');
    const over = startDateRules(
      anAvailability({ ...product, bookingRules: { ...bookingRules, availableUntil: '2026-12-01' } }, TODAY),
      product.availableSizes,
    );
    expect(firstBookableDay(over, null, 2)).toBeNull();
  });

  it('writes the rental days without the year the calendar shows', () => {
    expect(dayRange('2026-12-05', '2026-12-08')).toBe('Sat 5 – Tue 8 Dec');
    expect(dayRange('2026-11-30', '2026-12-03')).toBe('Mon 30 Nov – Thu 3 Dec');
  });
});
