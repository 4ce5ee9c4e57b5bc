import { addMonths, dayLabel, monthLabel, monthWeeks, sameDayIn } from './calendarMonth';

describe('calendar months', () => {
  it('lays a month out in weeks from Monday, blank before the 1st and after the last day', () => {
    const december = monthWeeks('2026-12'); // 1 Dec 2026 is a Tuesday
    expect(december[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(december.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(december.flat().filter(Boolean)).toHaveLength(31);
  });

  it('fits a February that starts on a Monday in four weeks, and knows leap years', () => {
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
  });

  it('steps months across years and keeps the day where the month allows', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 13)).toBe('2027-12');
    expect(sameDayIn('2027-01-31', '2027-02')).toBe('2027-02-28');
    expect(sameDayIn('2028-01-30', '2028-02')).toBe('2028-02-29');
    expect(sameDayIn('2027-03-15', '2027-04')).toBe('2027-04-15');
  });

  it('names months and days as a British reader says them', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(dayLabel('2026-12-05')).toBe('Saturday 5 December 2026');
  });
});
