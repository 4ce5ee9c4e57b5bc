import { usePageMeta } from '@dw/web-kit';
import {
  LINE_REQUEST_RELEASED,
  type OrderReceiptView,
  formatDayRange,
  formatPounds,
  orderStatusLabel,
  pageTitle,
  toPence,
  totalsPence,
} from '@dw/contracts';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { OrderSummary } from '../checkout/OrderSummary';
import { OrderLateFees } from './OrderLateFees';
import { DispatchPhotos } from './DispatchPhotos';
import { OrderClaims } from './OrderClaims';
import { OrderMessages } from './messages/OrderMessages';
import { OrderLine } from './OrderLine';
import { OrderPayment } from './OrderPayment';
import { ParcelTracking } from './ParcelTracking';
import { nextStepText } from './orderStatus';
import { StatusTrack } from './StatusTrack';
import styles from './OrderReceipt.module.css';

const placedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

function placedText(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : placedOn.format(date);
}

export function OrderReceipt({ order, token }: { order: OrderReceiptView; token: string }) {
  usePageMeta(
    pageTitle(`Order ${order.reference}`),
    'Your Designer Wardrobe order: where it is, your dresses and rental dates, and where we are delivering.',
  );
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <div className={styles.main}>
        <header className={styles.header}>
          <span className={layout.eyebrow}>
            Order <span className={styles.reference}>#{order.reference}</span>
          </span>
          <h1 className={styles.title}>{orderStatusLabel(order.status)}</h1>
          <p className={styles.next}>{nextStepText(order)}</p>
          <ParcelTracking order={order} />
          <p className={styles.placed}>
            Placed on {placedText(order.createdAt)} by {order.customerName}
          </p>
        </header>
        <StatusTrack status={order.status} />
        <section className={styles.selection} aria-labelledby="order-lines">
          <h2 id="order-lines" className={styles.sectionTitle}>
            Your selection
          </h2>
          <ul className={styles.list}>
            {order.lines.map((line, i) => (
              <OrderLine key={i} index={i} line={line} order={order} />
            ))}
          </ul>
        </section>
        <DispatchPhotos order={order} />
        {order.status === 'completed' ? <OrderClaims id={order.id} token={token} /> : null}
        <OrderMessages id={order.id} token={token} />
      </div>
      <aside className={styles.aside}>
        <OrderSummary totals={totalsPence(order)} promoCode={order.promoCode} />
        {order.payment && order.lines.some((line) => LINE_REQUEST_RELEASED.includes(line.requestState)) ? (
          <p className={styles.placed} data-testid="amount-due">
            {`You pay ${formatPounds(toPence(order.payment.amountDue))}: dresses a lender could not confirm are not charged.`}
          </p>
        ) : null}
        {order.payment ? <OrderPayment payment={order.payment} /> : null}
        {order.lateFees ? <OrderLateFees lateFees={order.lateFees} returned={order.status !== 'processing'} /> : null}
        <section className={styles.delivery} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className={styles.deliveryTitle}>
            Delivery
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Delivering to</dt>
              <dd className={styles.address}>
                {order.customerName}
                {'\n'}
                {order.deliveryAddress}
              </dd>
            </div>
            <div>
              <dt>Rental dates</dt>
              <dd>{formatDayRange(order.rentalStartDate, order.rentalEndDate)}</dd>
            </div>
          </dl>
        </section>
        <Link href="/all-dresses" className={`${buttons.textLink} ${styles.more}`}>
          Discover more dresses
        </Link>
      </aside>
    </div>
  );
}
