import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscribers')
export class Subscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased: subscribing twice is one subscription. */
  @Index('UQ_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** Set by the unsubscribe link; subscribing again clears it. */
  @Column({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null;
}
