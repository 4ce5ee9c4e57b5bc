import { useParams } from 'wouter';
import layout from '../../shared/ui/layout.module.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { useGetProductQuery } from '../products/productsApi';
import { ProductDetail } from './ProductDetail';
import { ProductNotFound } from './ProductNotFound';
import styles from './ProductPage.module.css';

export function ProductPage() {
  const { identifier = '' } = useParams<{ identifier: string }>();
  const { data: product, error, isLoading, refetch } = useGetProductQuery(identifier);

  if (isLoading) {
    return (
      <div className={`${layout.container} ${styles.loading}`} role="status">
        Loading dress…
      </div>
    );
  }
  if (error && 'status' in error && (error.status === 404 || error.status === 400)) return <ProductNotFound />;
  if (error || !product) {
    return (
      <div className={`${layout.container} ${styles.loading}`}>
        <LoadFailed what="this dress" onRetry={refetch} />
      </div>
    );
  }
  // Keyed by product: moving between two dresses starts with no size chosen and 2 days again.
  return <ProductDetail key={product.id} product={product} />;
}
