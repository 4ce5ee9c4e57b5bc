import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Order } from './order.entity';

/**
 * The admin's order search index: one row per distinct word of an order's customer name, email
 * and reference (orderSearchWords), found by prefix through the (word, orderId) index; written with
 * the order at checkout and gone with it (ON DELETE CASCADE). docs/decisions/0025-admin-orders-at-scale.md
 */
@Entity('order_words')
@Index('IDX_order_words_word', ['word', 'orderId'])
export class OrderWord {
  @PrimaryColumn({ type: 'uuid' })
  orderId: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  word: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'orderId' })
  order?: never;
}
