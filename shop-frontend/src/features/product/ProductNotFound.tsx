import { pageTitle } from '@dw/contracts';
import { usePageMeta } from '@dw/web-kit';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import styles from './ProductNotFound.module.css';

export function ProductNotFound() {
  usePageMeta(pageTitle('Product Not Found'), 'This dress is no longer in our collection. Browse all our designer dresses to hire.');
  return (
    <section className={`${layout.narrow} ${styles.box}`}>
      <span className={layout.eyebrow}>Sorry</span>
      <h1>Product Not Found</h1>
      <p>This dress may have been retired from our wardrobe, or the link is not quite right.</p>
      <Link href="/all-dresses" className={buttons.primary}>
        Browse all dresses
      </Link>
    </section>
  );
}
