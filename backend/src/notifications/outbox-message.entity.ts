import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { EMAIL_STATUSES, EmailKind, EmailStatus } from '@dw/contracts';
import type { NotificationMessage } from './notification-message';

/**
 * One e-mail in the transactional outbox: written in the same transaction as the change that causes
 * it (addressed, its bodies not yet rendered), rendered and sent later by OutboxSender. While `sending`, `nextAttemptAt` equals `claimedUntil` (the lease),
 * so one index serves the sender's "what is due" query for new, retried and abandoned messages.
 */
@Entity('outbox_messages')
@Index('IDX_outbox_messages_due', ['status', 'nextAttemptAt'])
export class OutboxMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  kind: EmailKind;

  @Column({ type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  /** The bodies, rendered by the sender before its first attempt (null until then). */
  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** The message's facts (storedFacts) until the sender has rendered its bodies; then null. */
  @Column({ type: 'simple-json', nullable: true })
  facts: NotificationMessage | null;

  /** Extra headers such as List-Unsubscribe, already free of CR/LF. */
  @Column({ type: 'simple-json' })
  headers: Record<string, string>;

  @Column({ type: 'simple-enum', enum: EMAIL_STATUSES, default: 'queued' })
  status: EmailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'datetime', nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  /** The lender a message names, so erasing the lender's personal data erases these messages too. */
  @Index('IDX_outbox_messages_about')
  @Column({ type: 'varchar', length: 36, nullable: true })
  aboutRef: string | null;

  /** Set by the service (not the database) so SQLite keeps milliseconds for "newest first". */
  @Index('IDX_outbox_messages_created_at')
  @Column({ type: 'datetime' })
  createdAt: Date;
}
