import { formatPeriod, formatUkDate } from './format';

describe('lender area dates', () => {
  it('names a payout period by its month', () => {
    expect(formatPeriod('2026-10')).toBe('October 2026');
    expect(formatPeriod('2027-01')).toBe('January 2027');
    expect(formatPeriod('2026-13')).toBe('2026-13');
  });

  it('gives an instant as the UK day it fell on (23:30 UTC on 31 July is already 1 August in London)', () => {
    expect(formatUkDate('2026-07-31T23:30:00.000Z')).toBe('1 August 2026');
    expect(formatUkDate('2026-11-01')).toBe('1 November 2026');
  });
});
