import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { moneyColumn } from '../common/money.transformer';

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_products_slug', { unique: true })
  @Column({ type: 'varchar', length: 190 })
  slug: string;

  @Index('IDX_products_name')
  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** Equality on MariaDB's case-insensitive collation; SQLite compares it COLLATE NOCASE. */
  @Index('IDX_products_brand')
  @Column({ type: 'varchar', length: 80, nullable: true })
  brand: string | null;

  @Index('IDX_products_category')
  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Column({ type: 'simple-json' })
  occasions: string[];

  @Index('IDX_products_base_price')
  @Column(moneyColumn())
  basePrice: string;

  /** Set when a lender's listing goes live with its own 4-day price. */
  @Column(moneyColumn(true))
  rentalPrice4Day: string | null;

  @Column(moneyColumn(true))
  retailPrice: string | null;

  @Column({ type: 'simple-json' })
  imageUrls: string[];

  /** Older records carried a single image; kept as the card's fallback. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'simple-json' })
  availableSizes: string[];

  /** Units per size where the admin set other than one (common/stock.ts). */
  @Column({ type: 'simple-json', nullable: true })
  stock: Record<string, number> | null;

  @Column({ type: 'uuid', nullable: true })
  listingId: string | null;

  /** Days of notice the dress needs before a rental starts (contracts BookingRules); null: the shop's own. */
  @Column({ type: 'int', nullable: true })
  minNoticeDays: number | null;

  /** First start date it can be rented for, 'YYYY-MM-DD' (text compares as dates on both databases). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  availableFrom: string | null;

  /** Last start date it can be rented for. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  availableUntil: string | null;

  /**
   * The visible reviews' running totals (reviews/), changed in the transaction that writes or hides
   * a review, so the catalogue's snapshot carries the rating without counting reviews per request.
   */
  @Column({ type: 'int', default: 0 })
  ratingCount: number;

  @Column({ type: 'int', default: 0 })
  ratingSum: number;

  @Column({ type: 'int', default: 0 })
  fitRunsSmall: number;

  @Column({ type: 'int', default: 0 })
  fitTrueToSize: number;

  @Column({ type: 'int', default: 0 })
  fitRunsLarge: number;
  /** The shop's own dress waits for the admin's answer like a lender's (a booking request) instead of being accepted at once. */
  @Column({ type: 'boolean', default: false })
  requiresApproval: boolean;

  @Index('IDX_products_created_at')
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
