import { daysFreedByMove, orderDispatchDate, prematureOrderMove } from './order-moves';

// A 4-day rental starting Saturday 12 December: dispatched Thursday 10th, back and clean by Thursday 18th.
const order = { rentalStartDate: '2026-12-12', items: [{ startDate: '2026-12-12', duration: 4 as const }] };

describe('prematureOrderMove', () => {
  it('warns when a dress is marked returned before its rental has started', () => {
    expect(prematureOrderMove('completed', order, '2026-11-28')).toEqual({
      kind: 'returned-before-start',
      startDate: '2026-12-12',
      daysEarly: 14,
    });
    expect(prematureOrderMove('completed', order, '2026-12-11')).toMatchObject({ daysEarly: 1 });
  });

  it('lets a return through from the first rental day on', () => {
    expect(prematureOrderMove('completed', order, '2026-12-12')).toBeNull();
    expect(prematureOrderMove('completed', order, '2026-12-20')).toBeNull();
  });

  it('warns when a dress is marked dispatched more than a week before its dispatch day', () => {
    expect(orderDispatchDate(order)).toBe('2026-12-10');
    expect(prematureOrderMove('processing', order, '2026-12-02')).toEqual({
      kind: 'dispatched-too-early',
      dispatchDate: '2026-12-10',
      daysEarly: 8,
    });
  });

  it('lets a dispatch through up to a week before the dispatch day, and any time after', () => {
    expect(prematureOrderMove('processing', order, '2026-12-03')).toBeNull();
    expect(prematureOrderMove('processing', order, '2026-12-10')).toBeNull();
    expect(prematureOrderMove('processing', order, '2026-12-14')).toBeNull();
  });

  it('judges by the earliest line, and by the order date for a line without its own', () => {
    const mixed = {
      rentalStartDate: '2026-12-05',
      items: [
        { startDate: '2026-12-20', duration: 2 as const },
        { startDate: null, duration: 2 as const },
      ],
    };
    expect(prematureOrderMove('completed', mixed, '2026-12-06')).toBeNull();
    expect(prematureOrderMove('completed', mixed, '2026-12-04')).toMatchObject({ startDate: '2026-12-05' });
  });

  it('never calls a cancellation premature', () => {
    expect(prematureOrderMove('cancelled', order, '2026-11-01')).toBeNull();
  });
});

describe('daysFreedByMove', () => {
  it('frees every held day, dispatch to cleaning, when cancelled', () => {
    expect(daysFreedByMove('cancelled', order, '2026-11-28')).toEqual({ from: '2026-12-10', to: '2026-12-18' });
  });

  it('frees the days after today when completed', () => {
    expect(daysFreedByMove('completed', order, '2026-11-28')).toEqual({ from: '2026-12-10', to: '2026-12-18' });
    expect(daysFreedByMove('completed', order, '2026-12-15')).toEqual({ from: '2026-12-16', to: '2026-12-18' });
    expect(daysFreedByMove('completed', order, '2026-12-18')).toBeNull();
  });

  it('frees nothing when dispatched', () => {
    expect(daysFreedByMove('processing', order, '2026-12-09')).toBeNull();
  });

  it('spans every line of the order', () => {
    const two = {
      rentalStartDate: '2026-12-12',
      items: [
        { startDate: '2026-12-12', duration: 2 as const },
        { startDate: '2026-12-19', duration: 4 as const },
      ],
    };
    expect(daysFreedByMove('cancelled', two, '2026-11-28')).toEqual({ from: '2026-12-10', to: '2026-12-25' });
  });
});
