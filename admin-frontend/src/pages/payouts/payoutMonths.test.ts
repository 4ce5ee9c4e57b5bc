import { endedMonths, monthText } from './payoutMonths';

describe('payout months', () => {
  it('offers the months that have ended on the UK clock, last month first', () => {
    expect(endedMonths(new Date('2027-01-01T00:10:00Z'), 3)).toEqual(['2026-12', '2026-11', '2026-10']);
    // 23:30 UTC on 30 June is already July in London: June has ended.
    expect(endedMonths(new Date('2026-06-30T23:30:00Z'), 1)).toEqual(['2026-06']);
  });

  it('names a month as a person reads it', () => {
    expect(monthText('2026-10')).toBe('October 2026');
  });
});
