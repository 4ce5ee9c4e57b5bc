import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../common/bigint.transformer';

/**
 * A booking's state after one write, under the bookings version that write took
 * (docs/decisions/0026-holds-ledger.md): the replicas' hold ledgers replay these in version order.
 * Kept 24 hours (housekeeping); a replica further behind reloads the bookings instead.
 */
@Entity('booking_changes')
@Index('IDX_booking_changes_created_at', ['createdAt'])
export class BookingChange {
  @PrimaryColumn({ type: 'bigint', transformer: bigintNumber })
  version: number;

  /** No foreign key: the change of a booking outlives the booking it removed. */
  @PrimaryColumn({ type: 'uuid' })
  bookingId: string;

  @Column({ type: 'uuid' })
  productId: string;

  @Column({ type: 'varchar', length: 4 })
  size: string;

  @Column({ type: 'int' })
  units: number;

  @Column({ type: 'varchar', length: 10 })
  holdFrom: string;

  @Column({ type: 'varchar', length: 10 })
  holdUntil: string;

  /** The booking was deleted (a cancelled order, a block taken away, days freed on return). */
  @Column({ type: 'boolean' })
  removed: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
