import { type OrderView, orderReference, orderStatusLabel } from '@dw/contracts';
import { Link } from 'wouter';
import { poundsExact } from '../../shared/money';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import styles from './OrderConfirmation.module.css';

const ukDate = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : ukDate.format(date);
}

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
          <dd>
            {formatDay(order.rentalStartDate)} – {formatDay(order.rentalEndDate)}
          </dd>
        </div>
        <div>
          <dt>Delivering to</dt>
          <dd>{order.deliveryAddress}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{poundsExact(order.total)}</dd>
        </div>
      </dl>
      <Link href="/catalog" className={buttons.primary}>
        Continue Shopping
      </Link>
    </section>
  );
}
