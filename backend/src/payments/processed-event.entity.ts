import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A provider event already handled: its id is the key, so a second delivery, on any replica, is a duplicate key. */
@Entity('processed_payment_events')
export class ProcessedPaymentEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'datetime' })
  processedAt: Date;
}
