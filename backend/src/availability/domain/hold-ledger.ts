import { DayRange, RENTAL_DURATIONS, daysBetween, holdWindow } from '@dw/contracts';

/** A booking's state after a write (docs/decisions/0026-holds-ledger.md): the days it holds, or removed. */
export interface BookingState {
  bookingId: string;
  productId: string;
  size: string;
  units: number;
  holdFrom: string;
  holdUntil: string;
  removed: boolean;
}

/** The most units of one size held on any one day of a window. */
export interface PeakHold {
  productId: string;
  size: string;
  peak: number;
}

interface LedgerHold {
  id: string;
  productId: string;
  size: string;
  units: number;
  /** Day numbers (dayNo): first and last day held. */
  from: number;
  until: number;
}

const EPOCH = '2000-01-01';

/** Days since 2000-01-01: the ledger compares and buckets days as numbers. */
export function dayNo(date: string): number {
  return daysBetween(EPOCH, date);
}

/**
 * Rentals hold at most this many days past their first (the longest rental with its dispatch and
 * return buffers); holds up to this span are found by their first day, longer ones (blocks) apart.
 */
export const SHORT_HOLD_SPAN = Math.max(
  ...RENTAL_DURATIONS.map((d) => {
    const w = holdWindow(EPOCH, d);
    return daysBetween(w.from, w.to);
  }),
);

/**
 * Every hold that ends on or after `floor` (today), kept by booking id, so a booking's new state
 * replaces its old one and a change applied twice changes nothing. A window's holds are found by
 * their first day: a short hold touching [from, to] starts within [from − SHORT_HOLD_SPAN, to], so
 * a question reads that many days of holds, not all of them.
 */
export class HoldLedger {
  private readonly byId = new Map<string, LedgerHold>();
  private readonly byFirstDay = new Map<number, Set<LedgerHold>>();
  private readonly long = new Set<LedgerHold>();
  /** Product ids are shared, not one string per hold. */
  private readonly productIds = new Map<string, string>();

  constructor(private floor: number) {}

  get size(): number {
    return this.byId.size;
  }

  /** A booking's state after a write: its days replace what the ledger had for it, or it goes. */
  apply(state: BookingState): void {
    this.remove(state.bookingId);
    if (state.removed) return;
    const until = dayNo(state.holdUntil);
    if (until < this.floor) return;
    let productId = this.productIds.get(state.productId);
    if (productId === undefined) {
      productId = state.productId;
      this.productIds.set(productId, productId);
    }
    const hold: LedgerHold = { id: state.bookingId, productId, size: state.size, units: state.units, from: dayNo(state.holdFrom), until };
    this.byId.set(hold.id, hold);
    if (hold.until - hold.from > SHORT_HOLD_SPAN) {
      this.long.add(hold);
      return;
    }
    const bucket = this.byFirstDay.get(hold.from);
    if (bucket) bucket.add(hold);
    else this.byFirstDay.set(hold.from, new Set([hold]));
  }

  /** Forgets the holds that ended before `day`: no window a renter can ask about reaches them. */
  advanceTo(day: number): void {
    if (day <= this.floor) return;
    this.floor = day;
    for (const [first, bucket] of this.byFirstDay) {
      if (first >= day) continue;
      for (const hold of bucket) if (hold.until < day) this.forget(hold);
    }
    for (const hold of this.long) if (hold.until < day) this.forget(hold);
  }

  /** For every product and size held on some day of `window`, the most units held on one day. */
  peaks(window: DayRange): PeakHold[] {
    const from = dayNo(window.from);
    const to = dayNo(window.to);
    const touching = new Map<string, LedgerHold[]>();
    const add = (hold: LedgerHold) => {
      if (hold.until < from || hold.from > to) return;
      const key = `${hold.productId}\u0000${hold.size}`;
      const list = touching.get(key);
      if (list) list.push(hold);
      else touching.set(key, [hold]);
    };
    for (let day = from - SHORT_HOLD_SPAN; day <= to; day++) {
      const bucket = this.byFirstDay.get(day);
      if (bucket) for (const hold of bucket) add(hold);
    }
    for (const hold of this.long) add(hold);
    const peaks: PeakHold[] = [];
    for (const holds of touching.values()) {
      peaks.push({
        productId: holds[0].productId,
        size: holds[0].size,
        peak: holds.length === 1 ? holds[0].units : peakOf(holds, from, to),
      });
    }
    return peaks;
  }

  private remove(id: string): void {
    const hold = this.byId.get(id);
    if (hold) this.forget(hold);
  }

  private forget(hold: LedgerHold): void {
    this.byId.delete(hold.id);
    if (this.long.delete(hold)) return;
    const bucket = this.byFirstDay.get(hold.from);
    bucket?.delete(hold);
    if (bucket?.size === 0) this.byFirstDay.delete(hold.from);
  }
}

/** The most units `holds` take on one day of [from, to]. */
function peakOf(holds: readonly LedgerHold[], from: number, to: number): number {
  const perDay = new Int32Array(to - from + 1);
  for (const hold of holds) {
    for (let day = Math.max(hold.from, from); day <= Math.min(hold.until, to); day++) perDay[day - from] += hold.units;
  }
  return perDay.reduce((max, n) => (n > max ? n : max), 0);
}
