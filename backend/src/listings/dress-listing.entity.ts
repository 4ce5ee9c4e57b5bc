import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LISTING_STATUSES, ListingStatus } from '@dw/contracts';
import { moneyColumn } from '../common/money.transformer';

@Entity('dress_listings')
@Index('IDX_dress_listings_status_created_at', ['status', 'createdAt'])
/** The admin list's sort by name, ties by id (its pages never overlap). */
@Index('IDX_dress_listings_name_id', ['name', 'id'])
export class DressListing {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_dress_listings_lender')
  @Column({ type: 'uuid' })
  lenderAccountId: string;

  /** The foreign key to the lenders' table, named by string and never loaded (LendersService has the lender). */
  @ManyToOne('LenderAccount', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'lenderAccountId' })
  lenderAccount?: never;

  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'varchar', length: 80 })
  brand: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Column({ type: 'varchar', length: 40 })
  condition: string;

  @Column({ type: 'varchar', length: 40 })
  occasion: string;

  @Column({ type: 'simple-json' })
  sizes: string[];

  @Column(moneyColumn())
  originalPrice: string;

  @Column(moneyColumn())
  rentalPrice2Day: string;

  @Column(moneyColumn())
  rentalPrice4Day: string;

  @Column({ type: 'text' })
  careInstructions: string;

  @Column({ type: 'simple-json' })
  imageUrls: string[];

  @Column({ type: 'simple-enum', enum: LISTING_STATUSES, default: 'pending' })
  status: ListingStatus;

  /** The catalogue product created when the listing went live. */
  @Column({ type: 'uuid', nullable: true })
  productId: string | null;

  /** Why the admin rejected it, shown to the lender; null unless rejected. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectionReason: string | null;

  @Index('IDX_dress_listings_created_at')
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
