import type { EntityManager } from 'typeorm';
import { BookingChange } from './booking-change.entity';
import { BOOKINGS_STATE_ID, BookingsState } from './bookings-state.entity';
import type { BookingState } from './domain/hold-ledger';
import type { Booking } from './booking.entity';

/** Bounded statements: SQLite allows a limited number of bound values per statement. */
const CHUNK = 200;

/**
 * Records the bookings' new states under the next bookings version, in the transaction that wrote
 * them (docs/decisions/0026-holds-ledger.md). The version row's lock is held until commit, so a
 * later version never commits before an earlier one and a replica that reads version v finds every
 * change up to v. Nothing to record, no new version.
 */
export async function logBookingChanges(manager: EntityManager, states: readonly BookingState[]): Promise<void> {
  if (states.length === 0) return;
  await manager.increment(BookingsState, { id: BOOKINGS_STATE_ID }, 'version', 1);
  const { version } = await manager.findOneByOrFail(BookingsState, { id: BOOKINGS_STATE_ID });
  const createdAt = new Date();
  const rows = states.map((s) => ({ version, createdAt, ...s }));
  for (let i = 0; i < rows.length; i += CHUNK) await manager.insert(BookingChange, rows.slice(i, i + CHUNK));
}

/** A booking as the log records it: held, or `removed`. */
export function stateOf(
  booking: Pick<Booking, 'id' | 'productId' | 'size' | 'units' | 'holdFrom' | 'holdUntil'>,
  removed = false,
): BookingState {
  const { id: bookingId, productId, size, units, holdFrom, holdUntil } = booking;
  return { bookingId, productId, size, units, holdFrom, holdUntil, removed };
}
