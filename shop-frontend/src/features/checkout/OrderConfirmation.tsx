import { type OrderView, formatDayRange, formatPounds, orderReference, orderStatusLabel, toPence } from '@dw/contracts';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import styles from './OrderConfirmation.module.css';

export function OrderConfirmation({ order }: { order: OrderView }) {
  const firstName = order.customerName.split(' ')[0];
  return (
    <section className={`${layout.narrow} ${styles.confirmation}`} aria-labelledby="confirmation-title">
      <span className={layout.eyebrow}>{orderStatusLabel(order.status)}</span>
      <h1 id="confirmation-title">Thank you, {firstName}</h1>
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
