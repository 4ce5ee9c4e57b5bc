import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Money the renter owes after her order (a damage claim decided against her), recorded here until
 * it is taken: collecting it (an off-session card charge, or the admin recording a transfer) sets
 * collectedAt. One row per source, so deciding twice never owes twice.
 */
@Entity('owed_charges')
export class OwedCharge {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_owed_charges_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'int' })
  amountPence: number;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** What made it owed, e.g. `claim:{id}`. */
  @Index('UQ_owed_charges_source', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  source: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  collectedAt: Date | null;
}
