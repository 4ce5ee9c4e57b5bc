import { formatDay, formatDayRange, isIsoDate, londonHour, todayInLondon } from './dates';

describe('rental dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('27-01-01')).toBe(false);
  });

  it('takes today from the UK calendar', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(todayInLondon(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(todayInLondon(new Date('2027-12-31T23:30:00Z'))).toBe('2027-12-31');
  });

  it('agrees with the Europe/London time zone at every hour and either side of each clock change', () => {
    const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
    const HOUR = 3_600_000;
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2033, 0, 1); at += HOUR) {
      for (const instant of [at, at + HOUR - 1]) {
        const now = new Date(instant);
        if (todayInLondon(now) !== london.format(now))
          throw new Error(`${now.toISOString()}: ${todayInLondon(now)} ≠ ${london.format(now)}`);
      }
    }
  });
});

describe('londonHour', () => {
  it('reads the UK clock as Europe/London does, every hour 2024-2032, either side of each change', () => {
    const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' });
    const HOUR = 3_600_000;
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2033, 0, 1); at += HOUR) {
      for (const instant of [at, at + HOUR - 1]) {
        const now = new Date(instant);
        if (londonHour(now) !== Number(london.format(now)))
          throw new Error(`${now.toISOString()}: ${londonHour(now)} ≠ ${london.format(now)}`);
      }
    }
  });
});

describe('formatDay', () => {
  it('writes every day as en-GB Intl does (Mon 14 Dec 2026, Sept for September)', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
      const parts = intl.formatToParts(new Date(at));
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
      const day = new Date(at).toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(`${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`);
    }
  });

  it('writes a day the way a person reads it, with or without the year', () => {
    expect(formatDay('2026-12-05')).toBe('Sat 5 Dec 2026');
    expect(formatDay('2026-12-14')).toBe('Mon 14 Dec 2026');
    expect(formatDay('2026-12-14', { year: false })).toBe('Mon 14 Dec');
    expect(formatDay('2028-02-29')).toBe('Tue 29 Feb 2028');
  });

  it('keeps the day on the clock-change Sundays, in any time zone', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Auckland', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(formatDay('2026-03-29')).toBe('Sun 29 Mar 2026');
        expect(formatDay('2026-10-25')).toBe('Sun 25 Oct 2026');
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it('writes a range, or one day once', () => {
    expect(formatDayRange('2026-12-31', '2027-01-01')).toBe('Thu 31 Dec 2026 – Fri 1 Jan 2027');
    expect(formatDayRange('2026-12-05', '2026-12-05')).toBe('Sat 5 Dec 2026');
    expect(formatDayRange('2026-12-05', '2026-12-06', { year: false })).toBe('Sat 5 Dec – Sun 6 Dec');
  });
});
