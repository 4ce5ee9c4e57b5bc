import { type OrderReceiptLine, type OrderReceiptView, formatDayRange, formatPounds, sizeLabel, toPence } from '@dw/contracts';
import { Link } from 'wouter';
import styles from './OrderLine.module.css';

interface Props {
  index: number;
  line: OrderReceiptLine;
  /** A line saved without its own dates takes the order's. */
  order: Pick<OrderReceiptView, 'rentalStartDate' | 'rentalEndDate'>;
}

export function OrderLine({ index, line, order }: Props) {
  const start = line.startDate ?? order.rentalStartDate;
  const end = line.endDate ?? order.rentalEndDate;
  const lineTotal = formatPounds(toPence(line.unitPrice) * line.quantity);
  return (
    <li className={styles.line}>
      <span className={styles.index} aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      <div className={styles.details}>
        <h3 className={styles.name}>
          {line.productSlug ? <Link href={`/product/${line.productSlug}`}>{line.productName}</Link> : line.productName}
        </h3>
        <p className={styles.meta}>
          {line.isBackup ? `Backup size ${sizeLabel(line.size)} (free)` : `Size ${sizeLabel(line.size)}`} · {line.duration}-day rental
        </p>
        <p className={styles.dates}>{formatDayRange(start, end)}</p>
        <p className={styles.meta}>
          Qty {line.quantity} × {formatPounds(toPence(line.unitPrice))}
        </p>
      </div>
      <p className={styles.total}>{lineTotal}</p>
    </li>
  );
}
