import { booking } from '../../test/fixtures';
import { blockEndOk, blockRangeOk, bookingsOfSize, dayDescription, dayHolds, monthBounds, monthRange, type DayHolds } from './calendarDays';

const MAY = monthRange('2026-05');
const byDay = (days: DayHolds[]) => new Map(days.map((d) => [d.date, d]));

describe('month grid', () => {
  it('spans a month from its first to its last day, leap days included', () => {
    expect(monthRange('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('goes back to the month the API history starts in, and forward to the last day a booking today can hold', () => {
    // History: 31 days back from 10 May is 9 April. The latest start is 10 May 2027; a 4-day rental
    // from it holds until 16 May 2027.
    expect(monthBounds('2026-05-10')).toEqual({ first: '2026-04', last: '2027-05' });
    expect(monthBounds('2026-05-31')).toEqual({ first: '2026-04', last: '2027-06' });
  });
});

describe('day states from bookings', () => {
  it('counts an order over its whole hold window (dispatch to cleaning), not just its rental days', () => {
    const days = byDay(
      dayHolds(
        [booking({ startDate: '2026-05-09', endDate: '2026-05-10', holdFrom: '2026-05-07', holdUntil: '2026-05-13' })],
        '10',
        1,
        MAY,
      ),
    );
    expect(days.get('2026-05-06')).toMatchObject({ held: 0, state: 'free' });
    expect(days.get('2026-05-07')).toMatchObject({ held: 1, blocked: 0, state: 'full' });
    expect(days.get('2026-05-13')).toMatchObject({ held: 1, state: 'full' });
    expect(days.get('2026-05-14')).toMatchObject({ held: 0, state: 'free' });
  });

  it('is partly held while some units are free, full when all are, and adds orders and blocks together', () => {
    const bookings = [
      booking({ holdFrom: '2026-05-07', holdUntil: '2026-05-13' }),
      booking({ kind: 'block', units: 2, startDate: '2026-05-12', endDate: '2026-05-15', holdFrom: '2026-05-12', holdUntil: '2026-05-15' }),
    ];
    const days = byDay(dayHolds(bookings, '10', 3, MAY));
    expect(days.get('2026-05-10')).toMatchObject({ held: 1, blocked: 0, state: 'partial' });
    expect(days.get('2026-05-12')).toMatchObject({ held: 3, blocked: 2, state: 'full' });
    expect(days.get('2026-05-14')).toMatchObject({ held: 2, blocked: 2, state: 'partial' });
    expect(days.get('2026-05-16')).toMatchObject({ held: 0, state: 'free' });
  });

  it('only counts the chosen size, and clips holds that run into the next month', () => {
    const bookings = [
      booking({ size: '12', holdFrom: '2026-05-01', holdUntil: '2026-05-31' }),
      booking({ holdFrom: '2026-05-29', holdUntil: '2026-06-04' }),
    ];
    const days = dayHolds(bookings, '10', 1, MAY);
    expect(days).toHaveLength(31);
    expect(days.filter((d) => d.state === 'full').map((d) => d.date)).toEqual(['2026-05-29', '2026-05-30', '2026-05-31']);
  });

  it('reads as full when more is held than the stock (stock lowered after booking)', () => {
    const days = byDay(dayHolds([booking({ units: 2 })], '10', 1, MAY));
    expect(days.get('2026-05-09')).toMatchObject({ held: 2, state: 'full' });
  });

  it('describes a day in words', () => {
    const at = (bookings: ReturnType<typeof booking>[], stock: number) => byDay(dayHolds(bookings, '10', stock, MAY)).get('2026-05-09')!;
    expect(dayDescription(at([], 1))).toBe('Sat 9 May 2026: all 1 unit free');
    expect(dayDescription(at([booking()], 2))).toBe('Sat 9 May 2026: 1 of 2 units held');
    expect(dayDescription(at([booking(), booking({ kind: 'block' })], 2))).toBe('Sat 9 May 2026: full, 2 of 2 units held, 1 blocked');
  });
});

describe('booking list and block dates', () => {
  it('lists one size by when its hold begins', () => {
    const late = booking({ holdFrom: '2026-06-01' });
    const early = booking({ kind: 'block', holdFrom: '2026-05-02' });
    const other = booking({ size: '8', holdFrom: '2026-04-01' });
    expect(bookingsOfSize([late, other, early], '10')).toEqual([early, late]);
  });

  it('accepts a block from today, up to 90 days long, ending on or after its start', () => {
    expect(blockRangeOk('2026-05-10', '2026-05-10', '2026-05-10')).toBe(true);
    expect(blockRangeOk('2026-05-10', '2026-08-07', '2026-05-10')).toBe(true); // 90 days
    expect(blockRangeOk('2026-05-10', '2026-08-08', '2026-05-10')).toBe(false); // 91 days
    expect(blockRangeOk('2026-05-12', '2026-05-11', '2026-05-10')).toBe(false);
    expect(blockRangeOk('2026-05-09', '2026-05-12', '2026-05-10')).toBe(false); // started yesterday
    expect(blockEndOk('2026-05-09', '2026-05-12')).toBe(true);
  });
});
