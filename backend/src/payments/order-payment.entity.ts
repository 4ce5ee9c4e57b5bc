import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, PaymentProviderName, PaymentStatus } from '@dw/contracts';

/**
 * Where one order's payment stands, with running sums in integer pence kept beside the movements
 * that make them (payment_movements), so a refund is checked against what was taken with one row locked.
 */
@Entity('order_payments')
@Index('IDX_order_payments_status_hold', ['status', 'holdExpiresAt'])
@Index('IDX_order_payments_status_authorised', ['status', 'authorisedAt'])
export class OrderPayment {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'simple-enum', enum: PAYMENT_PROVIDERS })
  provider: PaymentProviderName;

  @Column({ type: 'simple-enum', enum: PAYMENT_STATUSES, default: 'awaiting-payment' })
  status: PaymentStatus;

  /** What the renter owes: the order's total when placed, less the lines declined or expired since (payable-amount.ts). */
  @Column({ type: 'int' })
  amountPence: number;

  /** Held on the card and not yet captured or released. */
  @Column({ type: 'int', default: 0 })
  authorisedPence: number;

  /** Captured or recorded. */
  @Column({ type: 'int', default: 0 })
  paidPence: number;

  @Column({ type: 'int', default: 0 })
  refundedPence: number;

  @Index('UQ_order_payments_session', { unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  checkoutSessionId: string | null;

  @Index('IDX_order_payments_intent')
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  checkoutUrl: string | null;

  /** An open card payment holds the dates until then; the sweep frees them after. */
  @Column({ type: 'datetime', nullable: true })
  holdExpiresAt: Date | null;

  /** When the card was authorised: the authorisation lapses AUTHORISATION_VALID_DAYS later. */
  @Column({ type: 'datetime', nullable: true })
  authorisedAt: Date | null;

  /** The renter agreed at checkout that the card may be charged later (late return, damage). */
  @Column({ type: 'datetime', nullable: true })
  chargesConsentAt: Date | null;

  /** The provider's customer the card was saved to, with the renter's consent, for later charges. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  customerId: string | null;

  /** The saved card (payment method) a later charge is made on, off-session. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentMethodId: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
