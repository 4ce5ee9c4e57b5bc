import { addDays, heldUnitsByDay, Hold } from '@dw/contracts';
import { BookingState, HoldLedger, PeakHold, SHORT_HOLD_SPAN, dayNo } from './hold-ledger';

const today = '2026-12-01';
const state = (over: Partial<BookingState> & { bookingId: string }): BookingState => ({
  productId: 'p1',
  size: '10',
  units: 1,
  holdFrom: '2026-12-10',
  holdUntil: '2026-12-17',
  removed: false,
  ...over,
});
const sorted = (peaks: PeakHold[]) => [...peaks].sort((a, b) => `${a.productId}${a.size}`.localeCompare(`${b.productId}${b.size}`));

/** The same question answered from the plain list of bookings. */
function bruteForce(bookings: ReadonlyMap<string, BookingState>, window: { from: string; to: string }): PeakHold[] {
  const byPair = new Map<string, { productId: string; size: string; holds: Hold[] }>();
  for (const b of bookings.values()) {
    if (b.holdUntil < window.from || b.holdFrom > window.to) continue;
    const key = `${b.productId}|${b.size}`;
    const pair = byPair.get(key) ?? { productId: b.productId, size: b.size, holds: [] };
    pair.holds.push({ from: b.holdFrom, to: b.holdUntil, units: b.units });
    byPair.set(key, pair);
  }
  return sorted(
    [...byPair.values()].map((p) => ({
      productId: p.productId,
      size: p.size,
      peak: Math.max(...heldUnitsByDay(p.holds, window).values()),
    })),
  );
}

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

describe('HoldLedger', () => {
  it('finds the holds touching a window, and the most units held on one of its days', () => {
    const ledger = new HoldLedger(dayNo(today));
    ledger.apply(state({ bookingId: 'a', holdFrom: '2026-12-10', holdUntil: '2026-12-17' }));
    ledger.apply(state({ bookingId: 'b', holdFrom: '2026-12-17', holdUntil: '2026-12-20' }));
    ledger.apply(state({ bookingId: 'c', size: '12', holdFrom: '2026-12-01', holdUntil: '2026-12-09' }));
    expect(sorted(ledger.peaks({ from: '2026-12-17', to: '2026-12-18' }))).toEqual([{ productId: 'p1', size: '10', peak: 2 }]);
    expect(sorted(ledger.peaks({ from: '2026-12-18', to: '2026-12-25' }))).toEqual([{ productId: 'p1', size: '10', peak: 1 }]);
    // Back to back: the day after a hold ends is free.
    expect(ledger.peaks({ from: '2026-12-21', to: '2026-12-28' })).toEqual([]);
    expect(ledger.peaks({ from: '2026-12-09', to: '2026-12-09' })).toEqual([{ productId: 'p1', size: '12', peak: 1 }]);
  });

  it('replaces a booking by its new state, forgets a removed one, and applying a change twice changes nothing', () => {
    const ledger = new HoldLedger(dayNo(today));
    const first = state({ bookingId: 'a', units: 2 });
    ledger.apply(first);
    ledger.apply(first);
    expect(ledger.size).toBe(1);
    expect(ledger.peaks({ from: '2026-12-12', to: '2026-12-12' })).toEqual([{ productId: 'p1', size: '10', peak: 2 }]);
    // Completed early: the hold now ends on the 11th.
    ledger.apply({ ...first, holdUntil: '2026-12-11' });
    expect(ledger.peaks({ from: '2026-12-12', to: '2026-12-20' })).toEqual([]);
    ledger.apply({ ...first, removed: true });
    ledger.apply({ ...first, removed: true });
    expect(ledger.size).toBe(0);
    expect(ledger.peaks({ from: '2026-12-01', to: '2027-01-01' })).toEqual([]);
  });

  it('finds a long block that started long before the window', () => {
    const ledger = new HoldLedger(dayNo(today));
    ledger.apply(state({ bookingId: 'repair', holdFrom: '2026-12-02', holdUntil: '2027-02-20' }));
    expect(ledger.peaks({ from: '2027-02-14', to: '2027-02-21' })).toEqual([{ productId: 'p1', size: '10', peak: 1 }]);
    expect(ledger.peaks({ from: '2027-02-21', to: '2027-02-28' })).toEqual([]);
  });

  it('keeps nothing that ended before today, and forgets holds as the days pass', () => {
    const ledger = new HoldLedger(dayNo(today));
    ledger.apply(state({ bookingId: 'past', holdFrom: '2026-11-20', holdUntil: '2026-11-30' }));
    ledger.apply(state({ bookingId: 'soon', holdFrom: '2026-11-28', holdUntil: '2026-12-03' }));
    ledger.apply(state({ bookingId: 'block', holdFrom: '2026-11-01', holdUntil: '2026-12-05' }));
    expect(ledger.size).toBe(2);
    ledger.advanceTo(dayNo('2026-12-04'));
    expect(ledger.size).toBe(1);
    ledger.advanceTo(dayNo('2026-12-06'));
    expect(ledger.size).toBe(0);
    // A later change for a forgotten booking that ended is not taken back in.
    ledger.apply(state({ bookingId: 'soon', holdFrom: '2026-11-28', holdUntil: '2026-12-03' }));
    expect(ledger.size).toBe(0);
  });

  it('answers like a brute force over the same bookings through random writes, removals and passing days', () => {
    const rand = prng(17);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    let floor = today;
    const ledger = new HoldLedger(dayNo(floor));
    const bookings = new Map<string, BookingState>();
    for (let step = 0; step < 3000; step++) {
      const roll = rand();
      if (roll < 0.6 || bookings.size === 0) {
        const from = addDays(floor, Math.floor(rand() * 60) - 10);
        const span = rand() < 0.9 ? Math.floor(rand() * (SHORT_HOLD_SPAN + 1)) : SHORT_HOLD_SPAN + 1 + Math.floor(rand() * 80);
        const b = state({
          bookingId: `b${step}`,
          productId: pick(['p1', 'p2', 'p3', 'p4']),
          size: pick(['8', '10', '12']),
          units: 1 + Math.floor(rand() * 3),
          holdFrom: from,
          holdUntil: addDays(from, span),
        });
        ledger.apply(b);
        if (b.holdUntil >= floor) bookings.set(b.bookingId, b);
      } else if (roll < 0.75) {
        const b = pick([...bookings.values()]);
        ledger.apply({ ...b, removed: true });
        bookings.delete(b.bookingId);
      } else if (roll < 0.9) {
        // Ended early (completed): the hold now ends on a day between its first and last.
        const b = pick([...bookings.values()]);
        const until = addDays(b.holdFrom, Math.floor(rand() * 5));
        const moved = { ...b, holdUntil: until < b.holdUntil ? until : b.holdUntil };
        ledger.apply(moved);
        if (moved.holdUntil >= floor) bookings.set(b.bookingId, moved);
        else bookings.delete(b.bookingId);
      } else if (roll < 0.92) {
        floor = addDays(floor, 1 + Math.floor(rand() * 3));
        ledger.advanceTo(dayNo(floor));
        for (const [id, b] of bookings) if (b.holdUntil < floor) bookings.delete(id);
      }
      if (step % 25 === 0) {
        const from = addDays(floor, Math.floor(rand() * 50));
        const window = { from, to: addDays(from, Math.floor(rand() * 10)) };
        expect(sorted(ledger.peaks(window))).toEqual(bruteForce(bookings, window));
        expect(ledger.size).toBe(bookings.size);
      }
    }
  });
});
