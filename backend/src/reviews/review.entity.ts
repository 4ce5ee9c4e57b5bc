import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ReviewFit } from '@dw/contracts';

/**
 * A verified review: one per rented line of a completed order (the unique index makes a second
 * attempt a 409 even when two arrive at once). The product's name and the reviewer's public name
 * are copied when it is written, so later edits and erasures never rewrite it.
 */
@Entity('reviews')
@Index('IDX_reviews_product_visible', ['productId', 'hidden', 'createdAt'])
@Index('IDX_reviews_created', ['createdAt'])
export class Review {
  /** A UUID the service makes (randomUUID). */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Index('UQ_reviews_order_item', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  orderItemId: string;

  @Column({ type: 'varchar', length: 160 })
  productName: string;

  /** 1-5 stars. */
  @Column({ type: 'int' })
  rating: number;

  @Column({ type: 'varchar', length: 16 })
  fit: ReviewFit;

  /** Plain text as written (trimmed); the apps print it as text, never as markup. */
  @Column({ type: 'text' })
  text: string;

  /** A stored upload, `/objects/uploads/{id}`. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  photoUrl: string | null;

  /** "Ada L.": the renter's first name and initial when she wrote it. */
  @Column({ type: 'varchar', length: 80 })
  author: string;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  hiddenReason: string | null;

  @Column({ type: 'datetime', nullable: true })
  hiddenAt: Date | null;

  /** Milliseconds, so "newest first" holds for reviews written within the same second. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
