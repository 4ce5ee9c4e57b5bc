import {
  BOOKING_BUFFERS,
  addDays,
  bookableStartRange,
  daysBetween,
  eachDay,
  fullDays,
  heldUnitsByDay,
  holdWindow,
  orderRentalDates,
  rentalEndDate,
  rentalSchedule,
  startDateProblem,
} from './availability';
import { todayInLondon } from './dates';

describe('date arithmetic', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2027-04-30', 1)).toBe('2027-05-01');
  });

  it('knows leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
  });

  it('counts whole days across the UK clock changes', () => {
    // Clocks go forward on 29 March 2026 and back on 25 October 2026: days stay whole days.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(eachDay('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    // Just after midnight in London is still the previous day in UTC, on both sides of the changes.
    expect(todayInLondon(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29'); // GMT, before the change
    expect(todayInLondon(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30'); // BST
    expect(todayInLondon(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25'); // BST
    expect(todayInLondon(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25'); // GMT again
  });

  it('lists no days for an inverted range', () => {
    expect(eachDay('2026-05-02', '2026-05-01')).toEqual([]);
  });
});

describe('rental windows', () => {
  it('ends a 2-day rental the next day and a 4-day rental three days on', () => {
    expect(rentalEndDate('2026-12-05', 2)).toBe('2026-12-06');
    expect(rentalEndDate('2026-12-05', 4)).toBe('2026-12-08');
  });

  it('sends the dress two days before, and has it posted back the day after the last rental day', () => {
    // The case renters saw disagree: a 4-day rental from Thu 10 Dec ends on Sun 13 Dec and goes back on Mon 14 Dec.
    expect(rentalSchedule({ start: '2026-12-10', duration: 4 })).toEqual({
      dispatch: '2026-12-08',
      arrivesBy: '2026-12-09',
      start: '2026-12-10',
      end: '2026-12-13',
      returnPost: '2026-12-14',
    });
    expect(rentalSchedule({ start: '2026-12-05', duration: 2 })).toMatchObject({ end: '2026-12-06', returnPost: '2026-12-07' });
  });

  it('gives an order (first start to last rental day) the same days as a line', () => {
    expect(rentalSchedule({ start: '2026-12-10', end: '2026-12-13' })).toEqual(rentalSchedule({ start: '2026-12-10', duration: 4 }));
    expect(rentalSchedule({ start: '2026-12-05', end: '2026-12-05' })).toMatchObject({ dispatch: '2026-12-03', returnPost: '2026-12-06' });
  });

  it('crosses month and year ends both ways', () => {
    expect(rentalSchedule({ start: '2027-01-01', duration: 4 })).toEqual({
      dispatch: '2026-12-30',
      arrivesBy: '2026-12-31',
      start: '2027-01-01',
      end: '2027-01-04',
      returnPost: '2027-01-05',
    });
    expect(rentalSchedule({ start: '2026-12-30', duration: 2 })).toMatchObject({ end: '2026-12-31', returnPost: '2027-01-01' });
    expect(rentalSchedule({ start: '2026-11-29', duration: 2 })).toMatchObject({ end: '2026-11-30', returnPost: '2026-12-01' });
    expect(rentalSchedule({ start: '2028-02-28', duration: 2 })).toMatchObject({ end: '2028-02-29', returnPost: '2028-03-01' });
    expect(rentalSchedule({ start: '2027-03-01', duration: 2 })).toMatchObject({ dispatch: '2027-02-27', arrivesBy: '2027-02-28' });
  });

  it('counts UK calendar days across the clock changes (a 23- or 25-hour day is still one day)', () => {
    // Clocks go forward on Sun 29 Mar 2026 and back on Sun 25 Oct 2026.
    expect(rentalSchedule({ start: '2026-03-28', duration: 2 })).toEqual({
      dispatch: '2026-03-26',
      arrivesBy: '2026-03-27',
      start: '2026-03-28',
      end: '2026-03-29',
      returnPost: '2026-03-30',
    });
    expect(rentalSchedule({ start: '2026-10-24', duration: 4 })).toMatchObject({ end: '2026-10-27', returnPost: '2026-10-28' });
    expect(rentalSchedule({ start: '2026-03-31', duration: 2 })).toMatchObject({ dispatch: '2026-03-29', arrivesBy: '2026-03-30' });
    expect(rentalSchedule({ start: '2026-10-27', duration: 2 })).toMatchObject({ dispatch: '2026-10-25', arrivesBy: '2026-10-26' });
  });

  it('gives the same days whatever time zone the computer is in', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'Europe/London']) {
        process.env.TZ = zone;
        expect(rentalSchedule({ start: '2026-03-28', duration: 2 }).returnPost).toBe('2026-03-30');
        expect(rentalSchedule({ start: '2026-10-24', duration: 2 }).returnPost).toBe('2026-10-26');
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it('holds the unit from dispatch until it is back and cleaned', () => {
    expect(BOOKING_BUFFERS).toEqual({ dispatchDays: 2, returnDays: 3 });
    expect(holdWindow('2026-12-05', 2)).toEqual({ from: '2026-12-03', to: '2026-12-09' });
    expect(holdWindow('2026-12-05', 4)).toEqual({ from: '2026-12-03', to: '2026-12-11' });
    // Over a year end and a leap day.
    expect(holdWindow('2027-01-01', 2)).toEqual({ from: '2026-12-30', to: '2027-01-05' });
    expect(holdWindow('2028-02-28', 4)).toEqual({ from: '2028-02-26', to: '2028-03-05' });
  });

  it('opens start dates two days out, for a year', () => {
    expect(bookableStartRange('2026-11-21')).toEqual({ from: '2026-11-23', to: '2027-11-21' });
  });

  it('derives the order dates from its lines', () => {
    expect(
      orderRentalDates([
        { startDate: '2026-12-12', duration: 2 },
        { startDate: '2026-12-05', duration: 4 },
      ]),
    ).toEqual({ from: '2026-12-05', to: '2026-12-13' });
    expect(orderRentalDates([])).toBeNull();
  });
});

describe('held units', () => {
  const range = { from: '2026-12-01', to: '2026-12-31' };

  it('adds overlapping holds per day, clipped to the range', () => {
    const held = heldUnitsByDay(
      [
        { from: '2026-11-29', to: '2026-12-02', units: 1 },
        { from: '2026-12-02', to: '2026-12-03', units: 2 },
      ],
      range,
    );
    expect([...held.entries()]).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 3],
      ['2026-12-03', 2],
    ]);
  });

  it('marks a day full only when no unit is left', () => {
    const holds = [
      { from: '2026-12-03', to: '2026-12-09', units: 1 },
      { from: '2026-12-08', to: '2026-12-12', units: 1 },
    ];
    expect(fullDays(holds, 1, range)).toEqual(eachDay('2026-12-03', '2026-12-12'));
    expect(fullDays(holds, 2, range)).toEqual(['2026-12-08', '2026-12-09']);
    expect(fullDays(holds, 3, range)).toEqual([]);
    // Wanting two units at once fills the days where only one is free.
    expect(fullDays(holds, 3, range, 2)).toEqual(['2026-12-08', '2026-12-09']);
  });
});

describe('start date problems', () => {
  const today = '2026-11-21';
  // Someone holds the only unit for a 2-day rental from Sat 5 Dec: 3 Dec .. 9 Dec.
  const full = new Set(eachDay('2026-12-03', '2026-12-09'));

  it('refuses dates that are not real, too soon or beyond a year', () => {
    expect(startDateProblem('2026-02-30', 2, today, new Set())).toBe('invalid');
    expect(startDateProblem('2026-11-22', 2, today, new Set())).toBe('tooSoon');
    expect(startDateProblem('2026-11-23', 2, today, new Set())).toBeNull();
    expect(startDateProblem('2027-11-21', 2, today, new Set())).toBeNull();
    expect(startDateProblem('2027-11-22', 2, today, new Set())).toBe('tooFar');
  });

  it('refuses a start whose hold touches a full day, back-to-back is fine', () => {
    expect(startDateProblem('2026-12-05', 2, today, full)).toBe('unavailable');
    // A 2-day rental from 30 Nov holds 28 Nov .. 4 Dec: overlaps.
    expect(startDateProblem('2026-11-30', 2, today, full)).toBe('unavailable');
    // From 29 Nov it holds 27 Nov .. 3 Dec: touches the first held day.
    expect(startDateProblem('2026-11-29', 2, today, full)).toBe('unavailable');
    // From 28 Nov it holds 26 Nov .. 2 Dec: just clear.
    expect(startDateProblem('2026-11-28', 2, today, full)).toBeNull();
    // 4 days from 27 Nov holds 25 Nov .. 3 Dec: touches the first held day.
    expect(startDateProblem('2026-11-27', 4, today, full)).toBe('unavailable');
    // After: the dress is clean on 10 Dec, so a rental starting 12 Dec (dispatched 10 Dec) fits.
    expect(startDateProblem('2026-12-12', 2, today, full)).toBeNull();
    expect(startDateProblem('2026-12-11', 2, today, full)).toBe('unavailable');
  });
});
