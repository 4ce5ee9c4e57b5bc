import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { EARNING_STATUSES, EarningStatus } from '@dw/contracts';

/**
 * One order line's share for the lender whose dress it rented, in integer pence. Written with the
 * order (the line's name, size and days are copied, as the order line itself keeps them), moved by
 * the order process and by the payout that pays it.
 */
@Entity('earnings')
@Index('IDX_earnings_lender_created', ['lenderAccountId', 'createdAt'])
@Index('IDX_earnings_status_earned_on', ['status', 'earnedOn'])
export class Earning {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  lenderAccountId: string;

  @Index('IDX_earnings_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  /** One earning per order line. */
  @Index('UQ_earnings_order_item', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  orderItemId: string;

  @Column({ type: 'varchar', length: 160 })
  productName: string;

  @Column({ type: 'varchar', length: 4 })
  size: string;

  @Column({ type: 'varchar', length: 10 })
  startDate: string;

  @Column({ type: 'varchar', length: 10 })
  endDate: string;

  /** Unit price × quantity; cleaning and insurance are the shop's. */
  @Column({ type: 'int' })
  rentalFeePence: number;

  /** lenderSharePence(rentalFeePence): rounded down per line (docs/decisions/0022-earnings-and-payouts.md). */
  @Column({ type: 'int' })
  amountPence: number;

  @Column({ type: 'simple-enum', enum: EARNING_STATUSES, default: 'pending' })
  status: EarningStatus;

  /** The UK day the order was completed, 'YYYY-MM-DD'; its month is the payout period. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  earnedOn: string | null;

  /** True once the order's money is taken (captured or recorded): only funded earnings are paid out. */
  @Column({ type: 'boolean', default: false })
  funded: boolean;

  /**
   * When the line's damage-claim window closes (48 h after the dress was received back): until then
   * the earning is not payable. Null for lines received before claims existed, and for adjustments.
   */
  @Column({ type: 'datetime', nullable: true })
  claimWindowEndsAt: Date | null;

  /** A claim on the line is open: the earning waits for the admin's decision. */
  @Column({ type: 'boolean', default: false })
  claimOpen: boolean;

  @Index('IDX_earnings_payout')
  @Column({ type: 'varchar', length: 36, nullable: true })
  payoutId: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
