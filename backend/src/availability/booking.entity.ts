import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { BookingKind } from '@dw/contracts';

/**
 * Units of one size held for some days: an order line (rental days plus dispatch and return +
 * cleaning buffers) or an admin block. Days are UK calendar days as 'YYYY-MM-DD' text, which
 * compares and sorts the same on SQLite and MariaDB.
 * The foreign keys to products and orders name their entities by string: those tables belong to
 * the catalogue and orders, so these relations exist for the constraints and are never loaded.
 */
@Entity('bookings')
@Index('IDX_bookings_product_hold', ['productId', 'holdUntil'])
/** Every hold touching a window, whatever the product (the catalogue's "available on"). */
@Index('IDX_bookings_window', ['holdUntil', 'holdFrom'])
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  productId: string;

  /** A deleted product takes its calendar with it; orders keep their own copy of the line. */
  @ManyToOne('Product', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product?: never;

  @Column({ type: 'varchar', length: 4 })
  size: string;

  @Column({ type: 'int' })
  units: number;

  @Column({ type: 'simple-enum', enum: ['order', 'block'] })
  kind: BookingKind;

  /** Rental days of an order line, or the blocked days. */
  @Column({ type: 'varchar', length: 10 })
  startDate: string;

  @Column({ type: 'varchar', length: 10 })
  endDate: string;

  /** The days the units are held; completing an order moves holdUntil back to that day. */
  @Column({ type: 'varchar', length: 10 })
  holdFrom: string;

  @Column({ type: 'varchar', length: 10 })
  holdUntil: string;

  @Column({ type: 'uuid', nullable: true })
  orderId: string | null;

  /** Cancelling an order deletes its bookings; deleting it (never done today) would too. */
  @ManyToOne('Order', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'orderId' })
  order?: never;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  /** The lender who blocked days of her own dress; null for the admin's blocks and for orders. */
  @Column({ type: 'uuid', nullable: true })
  lenderAccountId: string | null;

  /** An order's free backup size (the lender's bookings name it). */
  @Column({ type: 'boolean', default: false })
  isBackup: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
