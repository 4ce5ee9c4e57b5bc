import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per Idempotency-Key: inserted in the order's transaction, so the primary key decides
 * which of two racing requests creates the order.
 */
@Entity('idempotency_keys')
export class IdempotencyRecord {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  key: string;

  /** SHA-256 of the request body: the same key with a different body is refused. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
