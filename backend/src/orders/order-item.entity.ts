import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Relation } from 'typeorm';
import { LINE_REQUEST_ANSWERERS, LINE_REQUEST_STATES, type LineRequestAnswerer, type LineRequestState } from '@dw/contracts';
import { moneyColumn } from '../common/money.transformer';
import { Order } from './order.entity';

/** A line as it was sold: name and price are copied so later product edits never rewrite history. */
@Entity('order_items')
/** The expiry sweep: open requests by deadline. */
@Index('IDX_order_items_request_deadline', ['requestState', 'requestDeadline'])
/** A lender's Requests tab and her response stats. */
@Index('IDX_order_items_lender_request', ['lenderAccountId', 'requestState', 'requestDeadline'])
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Indexed: an order's lines are read by order (SQLite, unlike InnoDB, does not index a foreign key). */
  @Index('IDX_order_items_order_id')
  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'orderId' })
  order: Relation<Order>;

  /** Null once the product is deleted; the order keeps its name and price. */
  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  /** The foreign key to the catalogue's table, named by string and never loaded. */
  @ManyToOne('Product', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'productId' })
  product?: never;

  @Column({ type: 'varchar', length: 160 })
  productName: string;

  @Column({ type: 'varchar', length: 4 })
  size: string;

  @Column({ type: 'int' })
  duration: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column(moneyColumn())
  unitPrice: string;

  /** The line's rental days; null on orders placed before lines carried dates. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  startDate: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  endDate: string | null;

  /** The free backup size of the line before it: price 0, quantity 1, booked and returned with the order, earns nothing. */
  @Column({ type: 'boolean', default: false })
  isBackup: boolean;

  /** The lender whose dress it is (copied at placement); null for the shop's own stock. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  lenderAccountId: string | null;

  /** The line's booking request (orders/line-requests): lines from before requests existed read as accepted. */
  @Column({ type: 'simple-enum', enum: LINE_REQUEST_STATES, default: 'accepted' })
  requestState: LineRequestState;

  /** When an open request expires; null on lines accepted at placement and older ones. */
  @Column({ type: 'datetime', nullable: true })
  requestDeadline: Date | null;

  @Column({ type: 'datetime', nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'simple-enum', enum: LINE_REQUEST_ANSWERERS, nullable: true })
  answeredBy: LineRequestAnswerer | null;

  /** A DECLINE_REASONS id. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  declineReason: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  declineNote: string | null;
}
