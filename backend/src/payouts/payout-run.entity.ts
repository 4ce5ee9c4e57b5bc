import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { PAYOUT_STATUSES, PayoutStatus } from '@dw/contracts';

/** One month's payouts. The period is unique: of two runs of a month, one row exists and the other finds it. */
@Entity('payout_runs')
export class PayoutRun {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** 'YYYY-MM', the UK calendar month whose completed rentals it pays. */
  @Index('UQ_payout_runs_period', { unique: true })
  @Column({ type: 'varchar', length: 7 })
  period: string;

  @Column({ type: 'simple-enum', enum: PAYOUT_STATUSES, default: 'scheduled' })
  status: PayoutStatus;

  @Column({ type: 'int' })
  payoutCount: number;

  @Column({ type: 'int' })
  totalPence: number;

  /** Lenders with earnings in the period who got no payout (not approved, erased, no bank details). */
  @Column({ type: 'int' })
  skippedLenders: number;

  @Index('IDX_payout_runs_created')
  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  paidAt: Date | null;
}
