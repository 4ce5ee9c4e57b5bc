import { AVAILABILITY_MESSAGES, LENDER_AREA_MESSAGES, addDays, type ProductAvailabilityView } from '@dw/contracts';
import { aBooking } from '../../../test/lenderArea';
import { blockDays, blockSummary, dayState, rangeProblem, validateBlock } from './blockRules';

const TODAY = '2026-11-26';
const VIEW: ProductAvailabilityView = {
  productId: 'prod-1',
  today: TODAY,
  from: TODAY,
  to: addDays(TODAY, 400),
  sizes: [
    { size: '10', units: 1, fullDays: ['2026-12-03', '2026-12-04', '2026-12-10'] },
    { size: '12', units: 1, fullDays: [] },
  ],
  bookingRules: { minNoticeDays: null, availableFrom: null, availableUntil: null },
};
const block = (size: string, startDate: string, endDate: string) =>
  aBooking({ kind: 'block', size, startDate, endDate, orderStatus: null, orderReference: null });

describe('block days', () => {
  const days = blockDays(VIEW, '10', [block('10', '2026-12-10', '2026-12-10'), block('12', '2026-12-20', '2026-12-21')]);

  it('tells rentals from her own blocks of the same size, and closes past days and days beyond a year', () => {
    expect(dayState(days, '2026-11-25')).toBe('past');
    expect(dayState(days, TODAY)).toBe('free');
    expect(dayState(days, '2026-12-03')).toBe('rented');
    expect(dayState(days, '2026-12-10')).toBe('blocked');
    // Her block of another size leaves this one free.
    expect(dayState(days, '2026-12-20')).toBe('free');
    expect(dayState(days, addDays(TODAY, 365))).toBe('free');
    expect(dayState(days, addDays(TODAY, 366))).toBe('closed');
  });

  it('refuses a range over a held day, backwards or past MAX_BLOCK_DAYS, with the API messages', () => {
    expect(rangeProblem(days, '2026-12-01', '2026-12-05')).toBe(LENDER_AREA_MESSAGES.blockHeldDays);
    expect(rangeProblem(days, '2026-12-05', '2026-12-09')).toBeNull();
    expect(rangeProblem(days, '2026-12-05', '2026-12-04')).toBe(AVAILABILITY_MESSAGES.blockRange);
    expect(rangeProblem(days, '2027-01-01', addDays('2027-01-01', 89))).toBeNull();
    expect(rangeProblem(days, '2027-01-01', addDays('2027-01-01', 90))).toBe(AVAILABILITY_MESSAGES.blockRange);
  });

  it('blocks one day when only the first is chosen', () => {
    const values = { productId: 'prod-1', size: '10', startDate: '2026-12-05', endDate: '' };
    expect(validateBlock(values, TODAY, days)).toEqual({});
    expect(validateBlock({ ...values, startDate: '2026-12-03' }, TODAY, days)).toEqual({ startDate: LENDER_AREA_MESSAGES.blockHeldDays });
    expect(validateBlock({ ...values, startDate: '2026-11-25' }, TODAY, days).startDate).toMatch(/cannot be in the past/);
  });

  it('sums the days up, writing the year once unless the block crosses one', () => {
    expect(blockSummary('2026-12-05', '2026-12-07')).toBe('Sat 5 Dec – Mon 7 Dec 2026 · 3 days');
    expect(blockSummary('2026-12-05', '2026-12-05')).toBe('Sat 5 Dec 2026 · 1 day');
    expect(blockSummary('2026-12-31', '2027-01-01')).toBe('Thu 31 Dec 2026 – Fri 1 Jan 2027 · 2 days');
  });
});
