import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LATE_FEE_STATES, LateFeeState } from '@dw/contracts';

/**
 * One late day's fee of an overdue order. The unique (order, day) key is what makes the daily job
 * safe to run twice or on two replicas: the second insert of a day fails and adds nothing.
 */
@Entity('late_fees')
@Index('UQ_late_fees_order_day', ['orderId', 'day'], { unique: true })
// The admin's list of fees by state, newest first, ties broken by id.
@Index('IDX_late_fees_state_created_id', ['state', 'createdAt', 'id'])
export class LateFee {
  /** A UUID written by the job (varchar on both databases, as payment_movements). */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  /** The late day it is for, 'YYYY-MM-DD' (UK). */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'int' })
  amountPence: number;

  @Column({ type: 'simple-enum', enum: LATE_FEE_STATES })
  state: LateFeeState;

  /** The provider's payment id when the card was charged or declined. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerReference: string | null;

  /** Why it is owed: the provider's decline code, or 'no-card'. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  failureCode: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
