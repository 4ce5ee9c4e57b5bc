import { AVAILABILITY_MESSAGES } from '@dw/contracts';
import { datedLines, orderDatesMessage } from './rental-dates';

describe('orderDatesMessage', () => {
  const derived = { from: '2026-12-05', to: '2026-12-08' };

  it('accepts no dates, empty dates or the derived ones', () => {
    expect(orderDatesMessage({}, derived)).toBeNull();
    expect(orderDatesMessage({ rentalStartDate: '', rentalEndDate: '' }, derived)).toBeNull();
    expect(orderDatesMessage({ rentalStartDate: '2026-12-05', rentalEndDate: '2026-12-08' }, derived)).toBeNull();
    expect(orderDatesMessage({ rentalStartDate: '2026-12-05' }, derived)).toBeNull();
  });

  it('refuses dates that differ from the lines', () => {
    expect(orderDatesMessage({ rentalStartDate: '2026-12-04' }, derived)).toBe(AVAILABILITY_MESSAGES.orderDatesMismatch);
    expect(orderDatesMessage({ rentalStartDate: '2026-12-05', rentalEndDate: '2026-12-09' }, derived)).toBe(
      AVAILABILITY_MESSAGES.orderDatesMismatch,
    );
  });
});

describe('datedLines', () => {
  it("gives a line without its own start the order's start, and keeps a line's own", () => {
    expect(datedLines([{ startDate: undefined }, { startDate: '2026-12-09' }], '2026-12-05')).toEqual([
      { startDate: '2026-12-05' },
      { startDate: '2026-12-09' },
    ]);
  });

  it('is null when a line has no date and the order none either', () => {
    expect(datedLines([{ startDate: '2026-12-09' }, {}], undefined)).toBeNull();
    expect(datedLines([{ startDate: null }], '')).toBeNull();
  });
});
