import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { PROMOTION_KINDS, PromotionKind } from '@dw/contracts';
import { moneyColumn } from '../common/money.transformer';

/** A promo code (docs/decisions/0030-promotions-are-the-shops-cost.md). */
@Entity('promotions')
export class Promotion {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Upper case (normalisePromoCode), unique. */
  @Index('UQ_promotions_code', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 160, default: '' })
  description: string;

  @Column({ type: 'simple-enum', enum: PROMOTION_KINDS })
  kind: PromotionKind;

  @Column(moneyColumn(true))
  amountOff: string | null;

  @Column({ type: 'int', nullable: true })
  percentOff: number | null;

  @Column(moneyColumn(true))
  minSpend: string | null;

  /** UK days, 'YYYY-MM-DD', inclusive; null is open-ended. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  validFrom: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  validTo: string | null;

  @Column({ type: 'int', nullable: true })
  totalLimit: number | null;

  @Column({ type: 'int', nullable: true })
  perRenterLimit: number | null;

  @Column({ type: 'boolean', default: false })
  firstOrderOnly: boolean;

  @Column({ type: 'datetime', nullable: true })
  endedAt: Date | null;

  /**
   * Redemptions so far, raised by one conditional UPDATE inside the checkout's transaction: the row
   * lock it takes is what stops two orders redeeming a one-use code's last use.
   */
  @Column({ type: 'int', default: 0 })
  redemptionCount: number;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
