import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../common/bigint.transformer';

/**
 * One row whose version goes up once in every transaction that writes bookings, with that
 * transaction's rows in booking_changes: each replica's hold ledger compares it with its own
 * (docs/decisions/0026-holds-ledger.md). Its row lock orders the writers, so versions commit in order.
 */
@Entity('bookings_state')
export class BookingsState {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'bigint', transformer: bigintNumber })
  version: number;
}

export const BOOKINGS_STATE_ID = 1;
