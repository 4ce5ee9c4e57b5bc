import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CLAIM_DECISIONS, CLAIM_STATUSES, ClaimDecision, ClaimStatus, RECORDERS, Recorder } from '@dw/contracts';

/**
 * A damage claim on one rental line, opened within 48 hours of its return by its lender or the
 * admin, answered by the renter within 72 hours, decided by the admin. At most one per line.
 */
@Entity('claims')
@Index('IDX_claims_status_opened', ['status', 'openedAt', 'id'])
@Index('IDX_claims_lender_opened', ['lenderAccountId', 'openedAt', 'id'])
export class Claim {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_claims_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Index('UQ_claims_order_item', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  orderItemId: string;

  /** The lender whose dress it is; null for the shop's own stock. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  lenderAccountId: string | null;

  @Column({ type: 'varchar', length: 160 })
  productName: string;

  @Column({ type: 'varchar', length: 4 })
  size: string;

  @Column({ type: 'simple-enum', enum: CLAIM_STATUSES, default: 'open' })
  status: ClaimStatus;

  @Column({ type: 'simple-enum', enum: RECORDERS })
  openedBy: Recorder;

  @Column({ type: 'varchar', length: 2000 })
  description: string;

  /** Photos from the line's condition records. */
  @Column({ type: 'simple-json' })
  photos: string[];

  @Column({ type: 'int' })
  amountPence: number;

  @Column({ type: 'datetime' })
  openedAt: Date;

  @Column({ type: 'datetime' })
  answerDueAt: Date;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  answer: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  answerPhoto: string | null;

  @Column({ type: 'datetime', nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'simple-enum', enum: CLAIM_DECISIONS, nullable: true })
  decision: ClaimDecision | null;

  @Column({ type: 'int', nullable: true })
  decidedPence: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  decisionNote: string | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;
}
