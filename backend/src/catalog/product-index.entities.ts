import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Product } from './product.entity';

/*
 * Narrow tables the catalogue query filters, counts and searches by index (GET /api/catalogue).
 * They restate what a product row holds (its sizes, occasions and words), are written in the
 * same transaction as the product (product-index.ts) and go with it (ON DELETE CASCADE).
 */

/** One row per size a product is offered in. */
@Entity('product_sizes')
@Index('IDX_product_sizes_size', ['size', 'productId'])
export class ProductSize {
  @PrimaryColumn({ type: 'uuid' })
  productId: string;

  @PrimaryColumn({ type: 'varchar', length: 4 })
  size: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product?: never;
}

/** One row per occasion a product is tagged with. */
@Entity('product_occasions')
@Index('IDX_product_occasions_occasion', ['occasion', 'productId'])
export class ProductOccasion {
  @PrimaryColumn({ type: 'uuid' })
  productId: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  occasion: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product?: never;
}

/**
 * The search index: one row per distinct word of a product's name, brand and description
 * (catalog/domain/search-words.ts), found by prefix through the (word, productId) index.
 */
@Entity('product_words')
@Index('IDX_product_words_word', ['word', 'productId'])
export class ProductWord {
  @PrimaryColumn({ type: 'uuid' })
  productId: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  word: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product?: never;
}
