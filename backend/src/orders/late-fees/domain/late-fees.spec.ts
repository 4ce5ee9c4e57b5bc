import { LATE_FEE_DEFAULT_PENCE_PER_DAY } from '@dw/contracts';
import {
  type CappedLine,
  feesToAdd,
  lateFeeCapPence,
  lateFeeRunDay,
  lateness,
  latestLateRentalEnd,
  notReturnedDue,
  overdueNoticeDue,
} from './late-fees';

const line = (over: Partial<CappedLine>): CappedLine => ({
  duration: 4,
  quantity: 1,
  unitPricePence: 11900,
  isBackup: false,
  fourDayPricePence: null,
  ...over,
});

describe('late fees', () => {
  it('runs from 09:00 UK (BST in summer, GMT in winter)', () => {
    expect(lateFeeRunDay(new Date('2026-07-10T07:59:00Z'))).toBeNull(); // 08:59 BST
    expect(lateFeeRunDay(new Date('2026-07-10T08:00:00Z'))).toBe('2026-07-10');
    expect(lateFeeRunDay(new Date('2026-12-10T08:59:00Z'))).toBeNull();
    expect(lateFeeRunDay(new Date('2026-12-10T09:00:00Z'))).toBe('2026-12-10');
  });

  it('counts fee days only after the return post (the day after the last rental day) and the 2 days in the post', () => {
    expect(lateness('2026-12-05', '2026-12-06')).toEqual({
      returnPost: '2026-12-06',
      firstLateDay: '2026-12-09',
      daysLate: 0,
      feeDays: -2,
    });
    // Posted on the day and still in the post: late by the calendar, but no fee day yet.
    expect(lateness('2026-12-05', '2026-12-07')).toMatchObject({ daysLate: 1, feeDays: -1 });
    expect(lateness('2026-12-05', '2026-12-08')).toMatchObject({ daysLate: 2, feeDays: 0 });
    expect(lateness('2026-12-05', '2026-12-09')).toMatchObject({ daysLate: 3, feeDays: 1 });
    expect(lateness('2026-12-05', '2027-01-05')).toMatchObject({ daysLate: 30, feeDays: 28 });
    // The job reads the rentals whose first fee day has come: ended on the 5th, first fee day the 9th.
    expect(latestLateRentalEnd('2026-12-09')).toBe('2026-12-05');
    expect(latestLateRentalEnd('2026-12-08')).toBe('2026-12-04');
  });

  it("caps at the lines' 4-day prices: paid for 4-day lines, the dress's 4-day price for 2-day lines, backups free", () => {
    expect(lateFeeCapPence([line({})])).toBe(11900);
    expect(lateFeeCapPence([line({ quantity: 2 })])).toBe(23800);
    expect(lateFeeCapPence([line({ duration: 2, unitPricePence: 7000, fourDayPricePence: 13000 })])).toBe(13000);
    // The dress is gone: 4-day price by the pricing rule (× 1.7, whole pounds) from the 2-day price.
    expect(lateFeeCapPence([line({ duration: 2, unitPricePence: 7000, fourDayPricePence: null })])).toBe(11900);
    expect(lateFeeCapPence([line({}), line({ isBackup: true, unitPricePence: 0 }), line({ unitPricePence: 5000 })])).toBe(16900);
  });

  it('adds a fee per late day, makes up missed days, and stops at the cap (the last day pays what is left)', () => {
    const base = { firstLateDay: '2026-12-07', dailyPence: LATE_FEE_DEFAULT_PENCE_PER_DAY, capPence: 4000, feesSoFarPence: 0 };
    expect(feesToAdd({ ...base, today: '2026-12-07', daysWithFee: new Set() })).toEqual([{ day: '2026-12-07', amountPence: 1500 }]);
    expect(feesToAdd({ ...base, today: '2026-12-08', daysWithFee: new Set(['2026-12-07']), feesSoFarPence: 1500 })).toEqual([
      { day: '2026-12-08', amountPence: 1500 },
    ]);
    expect(feesToAdd({ ...base, today: '2026-12-12', daysWithFee: new Set() })).toEqual([
      { day: '2026-12-07', amountPence: 1500 },
      { day: '2026-12-08', amountPence: 1500 },
      { day: '2026-12-09', amountPence: 1000 },
    ]);
    expect(
      feesToAdd({ ...base, today: '2026-12-12', daysWithFee: new Set(['2026-12-07', '2026-12-08', '2026-12-09']), feesSoFarPence: 4000 }),
    ).toEqual([]);
    // Not late yet: nothing.
    expect(feesToAdd({ ...base, today: '2026-12-06', daysWithFee: new Set() })).toEqual([]);
  });

  it('tells the renter on her first late day, then every third day', () => {
    expect(overdueNoticeDue(null, '2026-12-07')).toBe(true);
    expect(overdueNoticeDue('2026-12-07', '2026-12-07')).toBe(false);
    expect(overdueNoticeDue('2026-12-07', '2026-12-09')).toBe(false);
    expect(overdueNoticeDue('2026-12-07', '2026-12-10')).toBe(true);
  });

  it('reports a dress not back 14 days after its return post', () => {
    expect(notReturnedDue('2026-12-06', '2026-12-19')).toBe(false);
    expect(notReturnedDue('2026-12-06', '2026-12-20')).toBe(true);
  });
});
