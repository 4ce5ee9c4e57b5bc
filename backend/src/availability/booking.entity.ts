import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import type { BookingKind } from '@dw/contracts';
import { Product } from '../catalog/product.entity';
import { Order } from '../orders/order.entity';

/**
 * Units of one size held for some days: an order line (rental days plus dispatch and return +
 * cleaning buffers) or an admin block. Days are UK calendar days as 'YYYY-MM-DD' text, which
 * compares and sorts the same on SQLite and MariaDB.
 */
@Entity('bookings')
@Index('IDX_bookings_product_hold', ['productId', 'holdUntil'])
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  productId: string;

  /** A deleted product takes its calendar with it; orders keep their own copy of the line. */
  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product: Relation<Product>;

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
  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'orderId' })
  order: Relation<Order> | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
