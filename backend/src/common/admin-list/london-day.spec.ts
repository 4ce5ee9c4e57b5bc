import { londonDayStart, londonMonthBounds, nextDay } from './london-day';

describe('UK days as instants', () => {
  it('starts a winter day at UTC midnight and a summer day an hour earlier', () => {
    expect(londonDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonDayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(londonDayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonDayStart('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonDayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(londonDayStart('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('steps to the next day across month and year ends', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it("bounds the UK month, which at 23:30 UTC on 31 July is already August's", () => {
    const { start, end } = londonMonthBounds(new Date('2026-07-31T23:30:00Z'));
    expect(start.toISOString()).toBe('2026-07-31T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-08-31T23:00:00.000Z');
    const winter = londonMonthBounds(new Date('2026-12-10T12:00:00Z'));
    expect(winter.start.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
