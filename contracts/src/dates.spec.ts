import { isIsoDate, todayInLondon } from './dates';

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
});
