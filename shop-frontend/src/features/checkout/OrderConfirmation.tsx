import { type OrderView, formatDayRange, formatPounds, orderReference, orderStatusLabel, toPence } from '@dw/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import styles from './OrderConfirmation.module.css';

export function OrderConfirmation({ order }: { order: OrderView }) {
  const firstName = order.customerName.split(' ')[0];
  const heading = useRef<HTMLHeadingElement>(null);
  // It replaces the cart where the renter pressed Place Order, at the foot of a long form on a phone:
  // bring its top into view and put the focus on its heading, where a screen reader starts reading.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className={`${layout.narrow} ${styles.confirmation}`} aria-labelledby="confirmation-title">
      <span className={layout.eyebrow}>{orderStatusLabel(order.status)}</span>
      <h1 id="confirmation-title" ref={heading} tabIndex={-1} className={styles.heading}>
        Thank you, {firstName}
      </h1>
      <p className={styles.lead}>
        Your order reference is <strong className={styles.reference}>#{orderReference(order.id)}</strong>. Your cart is now empty, and your
        dress is being prepared.
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Rental dates</dt>
          <dd>{formatDayRange(order.rentalStartDate, order.rentalEndDate)}</dd>
        </div>
        <div>
          <dt>Delivering to</dt>
          <dd>{order.deliveryAddress}</dd>
        </div>
        {toPence(order.discount) > 0 && (
          <div>
            <dt>{order.promoCode ? `Promo code ${order.promoCode}` : 'Discount'}</dt>
            <dd>{formatPounds(-toPence(order.discount))}</dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd>{formatPounds(toPence(order.total))}</dd>
        </div>
      </dl>
      <Link href="/catalog" className={buttons.primary}>
        Continue Shopping
      </Link>
    </section>
  );
}
