import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A newsletter sign-up. Double opt-in: a row is only a subscriber once its address confirmed it
 * from the e-mailed link (`confirmedAt`); unconfirmed rows are deleted by the hourly clean-up.
 */
@Entity('newsletter_subscribers')
/** The clean-up's read: unconfirmed sign-ups by when their link was sent. */
@Index('IDX_newsletter_subscribers_unconfirmed', ['confirmedAt', 'confirmRequestedAt'])
export class Subscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased: subscribing twice is one subscription. */
  @Index('UQ_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** Set by the unsubscribe link; confirming a new sign-up clears it. */
  @Column({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null;

  /** When the address confirmed; null until then (it receives nothing and counts nowhere). */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  /** SHA-256 of the newest confirmation link's token; the token itself is only in the e-mail. */
  @Index('UQ_newsletter_subscribers_confirm_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmTokenHash: string | null;

  /** When the newest confirmation link was sent: it works for NEWSLETTER_CONFIRM_DAYS. */
  @Column({ type: 'datetime', nullable: true })
  confirmRequestedAt: Date | null;

  /** What the sign-up asked to pass on to the form service, kept until it is confirmed. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  forwardSubject: string | null;

  @Column({ type: 'text', nullable: true })
  forwardMessage: string | null;
}
