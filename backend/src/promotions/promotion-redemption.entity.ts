import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { moneyColumn } from '../common/money.transformer';

/** One order's use of a promo code, written in the order's own transaction. */
@Entity('promotion_redemptions')
@Index('IDX_promotion_redemptions_renter', ['promotionId', 'renterEmail'])
export class PromotionRedemption {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  promotionId: string;

  @Index('UQ_promotion_redemptions_order', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  /** The renter's e-mail, normalised as the order's clientEmail: the per-renter and first-order rules count by it. */
  @Column({ type: 'varchar', length: 254 })
  renterEmail: string;

  @Column(moneyColumn())
  discount: string;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
