import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LATE_FEE_STATES, LateFeeState } from '@dw/contracts';

/**
 * Money the renter owes after her order (a damage claim decided against her), recorded here until
 * it is taken: collecting it (an off-session card charge, or the admin recording a transfer) sets
 * collectedAt. One row per source, so deciding twice never owes twice. Its states are a late fee's:
 * `failed` until the card was asked (or while the provider does not answer), then `charged`, `owed`
 * (declined, no card) or `collected` by hand.
 */
@Entity('owed_charges')
// The admin's owed list and the collection sweep: by state, oldest or newest first.
@Index('IDX_owed_charges_state_created_id', ['state', 'createdAt', 'id'])
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

  @Column({ type: 'simple-enum', enum: LATE_FEE_STATES, default: 'failed' })
  state: LateFeeState;

  /** The provider's payment id (charged or declined), or the reference the admin gave (collected). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerReference: string | null;

  /** Why it is owed: the provider's decline code, no-card, or provider-unavailable while it is retried. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  failureCode: string | null;

  @Column({ type: 'datetime', nullable: true })
  collectedAt: Date | null;
}
