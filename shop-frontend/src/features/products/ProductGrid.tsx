import type { ProductView } from '@dw/contracts';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface Props {
  products: readonly ProductView[];
  /** How many cards sit in the first screenful and load their image at once; the first one's is the page's largest picture. */
  eagerCount?: number;
  label?: string;
}

export function ProductGrid({ products, eagerCount = 0, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards while the catalogue loads, so the page does not jump when it arrives. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.skeleton}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}
