import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { ORDER_STATUSES, OrderStatus } from '@dw/contracts';
import { moneyColumn } from '../common/money.transformer';
import { OrderItem } from './order-item.entity';

@Entity('orders')
// The admin list filters by status within a period and sorts by date or total, ties broken by id:
// each index ends in the id, so SQLite (whose indexes end in the rowid) never sorts a run of ties;
// the dashboard's month revenue is kept in order_tallies (docs/decisions/0025-admin-orders-at-scale.md).
@Index('IDX_orders_status_created_at_id', ['status', 'createdAt', 'id'])
@Index('IDX_orders_created_at_id', ['createdAt', 'id'])
@Index('IDX_orders_total_id', ['total', 'id'])
@Index('IDX_orders_status_total_id', ['status', 'total', 'id'])
// The admin's "Not returned" list, newest report first.
@Index('IDX_orders_not_returned_id', ['notReturnedReportedAt', 'id'])
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 120 })
  customerName: string;

  @Index('IDX_orders_customer_email')
  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 20 })
  customerPhone: string;

  @Column({ type: 'varchar', length: 500 })
  deliveryAddress: string;

  /** Calendar dates, 'YYYY-MM-DD'. */
  @Column({ type: 'varchar', length: 10 })
  rentalStartDate: string;

  @Column({ type: 'varchar', length: 10 })
  rentalEndDate: string;

  @Column(moneyColumn())
  subtotal: string;

  @Column(moneyColumn())
  cleaningFee: string;

  @Column(moneyColumn())
  insurance: string;

  /** A promo code's discount off the rental fees ('0.00' without one): the shop's cost, lenders earn on the fees before it. */
  @Column({ ...moneyColumn(), default: 0 })
  discount: string;

  /** The promo code used, upper case; null without one. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  promoCode: string | null;

  @Column(moneyColumn())
  total: string;

  /**
   * SHA-256 (hex) of the renter's order-page token; the token itself is only in their confirmation
   * e-mail. Null for orders placed before the order page existed.
   */
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  accessTokenHash: string | null;

  @Column({ type: 'simple-enum', enum: ORDER_STATUSES, default: 'pending' })
  status: OrderStatus;

  /**
   * Who placed it, normalised (client address, email, phone), so what one client holds in orders
   * not yet confirmed can be counted and bounded. Null on orders from before they were recorded.
   */
  @Index('IDX_orders_client_address')
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @Index('IDX_orders_client_email')
  @Column({ type: 'varchar', length: 254, nullable: true })
  clientEmail: string | null;

  @Index('IDX_orders_client_phone')
  @Column({ type: 'varchar', length: 20, nullable: true })
  clientPhone: string | null;

  /** Who carries the dispatched parcel (contracts CARRIER_IDS); null before dispatch or when dispatched without a reference. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  carrier: string | null;

  /** The carrier's parcel reference, normalised (normaliseTrackingReference); null when none was given. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  trackingReference: string | null;

  /** When the return reminder was queued (orders/return-reminders.service.ts): set with the queue, so it goes once. */
  @Column({ type: 'datetime', nullable: true })
  returnReminderSentAt: Date | null;

  /** The first fee day, 'YYYY-MM-DD' (after the return post and RETURN_TRANSIT_DAYS in the post), written by the late-fee job. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  overdueSince: string | null;

  /** Its late fees stop at this (the sum of its dresses' 4-day prices), fixed on the first late day. */
  @Column({ type: 'int', nullable: true })
  lateFeeCapPence: number | null;

  /** The last late day the renter was e-mailed about it, so the notice goes once on its days. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  overdueNoticeDay: string | null;

  /** When the admin was told it is not back NOT_RETURNED_AFTER_DAYS after the return post: once per order. */
  @Column({ type: 'datetime', nullable: true })
  notReturnedReportedAt: Date | null;
  /**
   * SHA-256 of the review link's token (derived like the order page's, orders/order-links.ts),
   * written when the order completes; the link is looked up by it. Null before completion.
   */
  @Index('UQ_orders_review_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true, select: false })
  reviewTokenHash: string | null;

  @OneToMany(() => OrderItem, (item) => item.order, { cascade: ['insert'] })
  items: Relation<OrderItem[]>;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
