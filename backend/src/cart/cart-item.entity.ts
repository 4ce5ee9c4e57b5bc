import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One line of an anonymous cart; the cart is every line with the same sessionId. */
@Entity('cart_items')
@Index('IDX_cart_items_session', ['sessionId'])
// One line per dress, size, duration and start date in a cart: a second add merges into it.
@Index('UQ_cart_items_line', ['sessionId', 'productId', 'size', 'duration', 'startDate'], { unique: true })
export class CartItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 128 })
  sessionId: string;

  @Column({ type: 'uuid' })
  productId: string;

  /**
   * A deleted product takes its cart lines with it. The relation names the catalogue's entity by
   * string and is never loaded: it declares the foreign key; the product comes from ProductsService.
   */
  @ManyToOne('Product', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product?: never;

  @Column({ type: 'varchar', length: 4 })
  size: string;

  @Column({ type: 'int' })
  duration: number;

  @Column({ type: 'int' })
  quantity: number;

  /** First rental day; null when added without one (the spec's payload): the cart asks for it before checkout. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  startDate: string | null;

  /** A second size of the dress held free with this line for its dates (one unit, £0); null without one. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  backupSize: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /**
   * When the shopper last added to or changed this line: TypeORM sets it on every insert and
   * update. A cart whose lines are all untouched for 30 days is cleared (housekeeping).
   */
  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
