import { usePageMeta } from '@dw/web-kit';
import { type OrderView, toast, pageTitle } from '@dw/contracts';
import { useEffect, useState } from 'react';
import { peekCartSessionId } from '../../shared/cartSession';
import layout from '../../shared/ui/layout.module.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { CheckoutForm } from '../checkout/CheckoutForm';
import { OrderConfirmation } from '../checkout/OrderConfirmation';
import { useGetCartQuery } from './cartApi';
import { CartLine } from './CartLine';
import { EmptyCart } from './EmptyCart';
import styles from './CartPage.module.css';

export function CartPage() {
  usePageMeta(pageTitle('Your Cart'), 'Review your designer dress rentals, choose your dates and place your order.');
  // Read once: a visitor who never added anything has no session and no cart to fetch.
  const [sessionId] = useState(peekCartSessionId);
  const [placedOrder, setPlacedOrder] = useState<OrderView | null>(null);
  const { data: items, isLoading, isError, refetch } = useGetCartQuery(sessionId ?? '', { skip: !sessionId });

  useEffect(() => {
    if (isError)
      toast({ title: 'Failed to fetch cart', description: 'Please check your connection and try again.', variant: 'destructive' });
  }, [isError]);

  if (placedOrder) return <OrderConfirmation order={placedOrder} />;

  let content;
  if (!sessionId || (items && items.length === 0)) content = <EmptyCart />;
  else if (isLoading) content = <p className={styles.loading}>Loading your cart…</p>;
  else if (isError || !items) content = <LoadFailed what="your cart" onRetry={refetch} />;
  else {
    content = (
      <CheckoutForm sessionId={sessionId} items={items} onPlaced={setPlacedOrder}>
        <section aria-labelledby="cart-items">
          <h2 id="cart-items" className={styles.sectionTitle}>
            Your selection
          </h2>
          <ul className={styles.list}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} sessionId={sessionId} />
            ))}
          </ul>
        </section>
      </CheckoutForm>
    );
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <span className={layout.eyebrow}>Checkout</span>
        <h1 className={styles.title}>Your Cart</h1>
      </header>
      {content}
    </div>
  );
}
