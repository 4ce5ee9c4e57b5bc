import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One conversation per (order, lender of a dress in it), made by its first message; its id is derived
 * from the pair (domain/conversation-parties.ts). The e-mail times carry the one-e-mail-per-window rule.
 */
@Entity('conversations')
@Index('UQ_conversations_order_lender', ['orderId', 'lenderAccountId'], { unique: true })
// The lender's Messages tab: hers, most recent first, ties by id.
@Index('IDX_conversations_lender_last', ['lenderAccountId', 'lastMessageAt', 'id'])
export class Conversation {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @Column({ type: 'uuid' })
  lenderAccountId: string;

  @Column({ type: 'datetime' })
  lastMessageAt: Date;

  /** Messages so far: the next one's seq. */
  @Column({ type: 'int', default: 0 })
  messageCount: number;

  /** When the renter, and the lender, were last e-mailed about this conversation; null: never. */
  @Column({ type: 'datetime', nullable: true })
  renterEmailedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lenderEmailedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
