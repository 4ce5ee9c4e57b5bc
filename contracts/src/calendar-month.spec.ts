import { CALENDAR_KEY_MOVES, addMonths, dayLabel, lastDayOf, monthLabel, monthWeeks, sameDayIn, weekdayIndex } from './calendar-month';

describe('calendar month', () => {
  it('adds months across year ends, both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
  });

  it('keeps the day of the month, or falls back to the month end', () => {
    expect(sameDayIn('2027-01-31', '2027-02')).toBe('2027-02-28');
    expect(sameDayIn('2028-01-31', '2028-02')).toBe('2028-02-29');
    expect(sameDayIn('2026-11-15', '2026-12')).toBe('2026-12-15');
    expect(sameDayIn('2028-01-30', '2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-11')).toBe('2026-11-30');
  });

  it('lays a month out in weeks from Monday, blank before the 1st and after the last day', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('names months and days the UK way', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(dayLabel('2026-11-28')).toBe('Saturday 28 November 2026');
  });

  it('labels every day and month as en-GB Intl does', () => {
    const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
      const iso = new Date(at).toISOString();
      expect(dayLabel(iso.slice(0, 10))).toBe(day.format(new Date(at)).replace(',', ''));
      expect(monthLabel(iso.slice(0, 7))).toBe(month.format(new Date(at)));
    }
  });

  it('moves the focused day by key: a day, a week, the week ends and a month', () => {
    expect(CALENDAR_KEY_MOVES.ArrowRight('2026-11-30')).toBe('2026-12-01');
    expect(CALENDAR_KEY_MOVES.ArrowUp('2026-12-03')).toBe('2026-11-26');
    expect(CALENDAR_KEY_MOVES.Home('2026-12-03')).toBe('2026-11-30');
    expect(CALENDAR_KEY_MOVES.End('2026-12-03')).toBe('2026-12-06');
    expect(CALENDAR_KEY_MOVES.PageDown('2027-01-31')).toBe('2027-02-28');
  });
});
