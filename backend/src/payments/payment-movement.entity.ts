import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { PAYMENT_MOVEMENT_KINDS, PaymentMovementKind } from '@dw/contracts';

/** One movement of money on an order, never changed once written: the books are these rows. */
@Entity('payment_movements')
@Index('IDX_payment_movements_order', ['orderId', 'createdAt'])
@Index('IDX_payment_movements_kind_created', ['kind', 'createdAt'])
export class PaymentMovement {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'simple-enum', enum: PAYMENT_MOVEMENT_KINDS })
  kind: PaymentMovementKind;

  @Column({ type: 'int' })
  amountPence: number;

  /** How a recorded payment came (bank-transfer…); 'card' for the provider's. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  method: string | null;

  /** The provider's id (payment intent, refund), or the admin's reference for a recorded payment. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerReference: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** To the millisecond: two refunds made in one second still list in the order they were made. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
