import { useParams, useSearchParams } from 'wouter';
import layout from '../../shared/ui/layout.module.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { useNoIndex } from '../../shared/useNoIndex';
import { OrderLinkInvalid } from './OrderLinkInvalid';
import { useGetOrderReceiptQuery } from './orderApi';
import { OrderReceipt } from './OrderReceipt';
import styles from './OrderPage.module.css';

/**
 * The renter's order, opened from the link in her confirmation e-mail (`/orders/:id?token=…`), with
 * no login. A missing or wrong token gets a page of its own saying what to do: the API answers 404
 * whichever of id and token was wrong, so the page cannot tell anyone whether an order exists.
 */
export function OrderPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: order, error, isLoading, refetch } = useGetOrderReceiptQuery({ id, token }, { skip: !token });
  useNoIndex();

  if (!token) return <OrderLinkInvalid />;
  if (isLoading) {
    return (
      <div className={`${layout.container} ${styles.loading}`} role="status">
        Loading your order…
      </div>
    );
  }
  // 400 too: an id that is not an order id at all.
  if (error && 'status' in error && (error.status === 404 || error.status === 400)) return <OrderLinkInvalid />;
  if (error || !order) {
    return (
      <div className={`${layout.container} ${styles.loading}`}>
        <LoadFailed what="your order" onRetry={refetch} />
      </div>
    );
  }
  return <OrderReceipt order={order} token={token} />;
}
