import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { PAYOUT_STATUSES, PayoutStatus } from '@dw/contracts';

/** What one lender is paid in one run: the sum of her earnings it covers. */
@Entity('payouts')
@Index('UQ_payouts_run_lender', ['runId', 'lenderAccountId'], { unique: true })
@Index('IDX_payouts_lender_period', ['lenderAccountId', 'period'])
export class Payout {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  runId: string;

  @Column({ type: 'varchar', length: 36 })
  lenderAccountId: string;

  /** The run's period, copied so a lender's payouts list without a join. */
  @Column({ type: 'varchar', length: 7 })
  period: string;

  @Column({ type: 'int' })
  amountPence: number;

  @Column({ type: 'int' })
  earningCount: number;

  @Column({ type: 'simple-enum', enum: PAYOUT_STATUSES, default: 'scheduled' })
  status: PayoutStatus;

  @Column({ type: 'datetime', nullable: true })
  paidAt: Date | null;
}
