import type { ProductCardView } from '@dw/contracts';
import type { CarriedChoice } from './carriedChoice';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface Props {
  products: readonly ProductCardView[];
  /** How many cards sit in the first screenful and load their image at once; the first one's is the page's largest picture. */
  eagerCount?: number;
  label?: string;
  /** The catalogue's size and date, carried to each dress's page. */
  choice?: CarriedChoice;
}

export function ProductGrid({ products, eagerCount = 0, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      <ProductGridItems products={products} eagerCount={eagerCount} />
    </ul>
  );
}

/** The cards as list items, for a grid built of several pages (the catalogue's Load more). */
export function ProductGridItems({ products, eagerCount = 0, choice }: Omit<Props, 'label'>) {
  return products.map((product, index) => (
    <li key={product.id}>
      <ProductCard product={product} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} choice={choice} />
    </li>
  ));
}

/** The grid's list element's class, for a list rendered elsewhere. */
export const productGridClass = styles.grid;

/** Grey cards while the catalogue loads, so the page does not jump when it arrives. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      <SkeletonItems count={count} />
    </ul>
  );
}

/** Grey cards as list items, hidden from assistive technology. */
export function SkeletonItems({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} className={styles.skeleton} aria-hidden="true">
      <span className={styles.skeletonImage} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLineShort} />
    </li>
  ));
}
