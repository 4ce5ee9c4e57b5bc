import { ukDate, ukDateRange } from './uk-date';

describe('ukDate', () => {
  it('writes a day the British way', () => {
    expect(ukDate('2026-12-05')).toBe('Sat 5 Dec 2026');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(ukDate('2027-03-28')).toBe('Sun 28 Mar 2027');
  });

  it('joins a range with a dash', () => {
    expect(ukDateRange('2026-12-05', '2026-12-06')).toBe('Sat 5 Dec 2026 – Sun 6 Dec 2026');
  });
});
