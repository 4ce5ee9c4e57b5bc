import { isPeriod, nextPayoutDate, nextPeriod, periodDays, periodHasEnded, previousPeriod, ukPeriod, unpayablePeriod } from './period';

describe('payout periods', () => {
  it('accepts only YYYY-MM months', () => {
    expect(isPeriod('2026-10')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', 202610, null]) expect(isPeriod(bad)).toBe(false);
  });

  it('steps across the year', () => {
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(previousPeriod('2027-01')).toBe('2026-12');
    expect(periodDays('2026-12')).toEqual({ from: '2026-12-01', before: '2027-01-01' });
  });

  it('reads the month on the UK clock: BST in October until the 25th, GMT after', () => {
    // 23:30 UTC on 30 June is 00:30 BST on 1 July.
    expect(ukPeriod(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07');
    // 23:30 UTC on 31 October is 23:30 GMT: still October.
    expect(ukPeriod(new Date('2026-10-31T23:30:00Z'))).toBe('2026-10');
    expect(ukPeriod(new Date('2026-11-01T00:10:00Z'))).toBe('2026-11');
  });

  it('knows when a month is over, and the next 1st', () => {
    expect(periodHasEnded('2026-10', new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(periodHasEnded('2026-10', new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(periodHasEnded('2026-06', new Date('2026-06-30T23:30:00Z'))).toBe(true);
    expect(periodHasEnded('2026-11', new Date('2026-10-15T12:00:00Z'))).toBe(false);
    expect(nextPayoutDate(new Date('2026-12-15T12:00:00Z'))).toBe('2027-01-01');
  });

  it('can run only the months from the first earning month to the last month that has ended', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    expect(unpayablePeriod('2026-08', '2026-08', now)).toBeNull();
    expect(unpayablePeriod('2026-10', '2026-08', now)).toBeNull();
    expect(unpayablePeriod('2026-07', '2026-08', now)).toEqual({ problem: 'before-first', first: '2026-08' });
    expect(unpayablePeriod('0001-01', '2026-08', now)).toEqual({ problem: 'before-first', first: '2026-08' });
    expect(unpayablePeriod('2026-10', null, now)).toEqual({ problem: 'before-first', first: null });
    expect(unpayablePeriod('2026-11', '2026-08', now)).toEqual({ problem: 'not-ended', now: '2026-11' });
    expect(unpayablePeriod('9999-12', '2026-08', now)).toEqual({ problem: 'not-ended', now: '2026-11' });
  });
});
