import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MESSAGE_SENDERS, type MessageSender } from '@dw/contracts';

/**
 * A message as written and as shown. `originalText` is for the admin alone; both sides read
 * `shownText`, which hides contact details when it was sent before the lender accepted.
 */
@Entity('conversation_messages')
// A thread in order, and unread counts by conversation.
@Index('UQ_conversation_messages_seq', ['conversationId', 'seq'], { unique: true })
export class ConversationMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  conversationId: string;

  /** Its place in the conversation, from 1: the order of the thread, however close the times. */
  @Column({ type: 'int' })
  seq: number;

  @Column({ type: 'simple-enum', enum: MESSAGE_SENDERS })
  sender: MessageSender;

  @Column({ type: 'text' })
  originalText: string;

  @Column({ type: 'text' })
  shownText: string;

  @Column({ type: 'boolean', default: false })
  masked: boolean;

  /** When the recipient opened the thread after it arrived; null: unread. */
  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;

  /** Removed by the admin: both sides see MESSAGE_REMOVED_TEXT instead. */
  @Column({ type: 'datetime', nullable: true })
  hiddenAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  hiddenReason: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
