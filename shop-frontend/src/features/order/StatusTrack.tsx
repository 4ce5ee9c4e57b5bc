import { orderStatusLabel, type OrderStatus } from '@dw/contracts';
import { ORDER_JOURNEY } from './orderStatus';
import styles from './StatusTrack.module.css';

/** Received, dispatched, returned: where the order is on its way. A cancelled order has left the way, so none shows. */
export function StatusTrack({ status }: { status: OrderStatus }) {
  const at = ORDER_JOURNEY.indexOf(status);
  if (at < 0) return null;
  return (
    <ol className={styles.track} aria-label="Order progress">
      {ORDER_JOURNEY.map((step, i) => (
        <li
          key={step}
          className={i < at ? styles.done : i === at ? styles.current : styles.ahead}
          aria-current={i === at ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.label}>{orderStatusLabel(step)}</span>
        </li>
      ))}
    </ol>
  );
}
