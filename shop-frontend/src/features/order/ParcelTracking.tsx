import type { OrderReceiptView } from '@dw/contracts';
import buttons from '../../shared/ui/buttons.module.css';
import styles from './OrderReceipt.module.css';

/** While the dress is on its way: who carries it, its reference, and the carrier's own tracking page. */
export function ParcelTracking({ order }: { order: OrderReceiptView }) {
  const { shipment } = order;
  if (order.status !== 'processing' || !shipment) return null;
  return (
    <p className={styles.tracking}>
      <span>
        {shipment.carrierName} <span className={styles.trackingReference}>{shipment.reference}</span>
      </span>
      <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className={buttons.textLink}>
        Track your parcel
      </a>
    </p>
  );
}
