import { HOME_NEWEST_COUNT, type ProductCardView } from '@dw/contracts';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { SectionHeading } from '../../shared/ui/SectionHeading';
import { newestProducts } from '../catalogue/catalogueQuery';
import { ProductGrid, ProductGridSkeleton } from '../products/ProductGrid';
import styles from './LatestCollection.module.css';

interface Props {
  result: { data?: ProductCardView[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
}

export function LatestCollection({ result }: Props) {
  const { data, isLoading, isError, refetch } = result;
  const newest = data ? newestProducts(data, HOME_NEWEST_COUNT) : [];
  return (
    <section className={layout.section} aria-labelledby="home-latest">
      <div className={layout.container}>
        <div className={styles.head}>
          <SectionHeading id="home-latest" eyebrow="Just arrived" title="Latest Designer Dress Collection" align="start" />
          <Link href="/all-dresses" className={buttons.textLink}>
            View All
          </Link>
        </div>
        {isLoading && <ProductGridSkeleton count={HOME_NEWEST_COUNT} />}
        {isError && <LoadFailed what="the latest dresses" onRetry={refetch} />}
        {data && newest.length > 0 && <ProductGrid products={newest} label="Latest dresses" />}
        {data && newest.length === 0 && (
          <p className={styles.empty}>New designer dresses coming soon! Check back later or browse our catalog.</p>
        )}
      </div>
    </section>
  );
}
