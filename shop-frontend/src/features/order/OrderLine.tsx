import {
  LINE_REQUEST_RELEASED,
  type OrderReceiptLine,
  type OrderReceiptView,
  formatDayRange,
  formatPounds,
  lineRequestText,
  sizeLabel,
  toPence,
} from '@dw/contracts';
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
  // A declined or expired dress is not sent and not charged: she pays nothing for it.
  const released = LINE_REQUEST_RELEASED.includes(line.requestState);
  const state = line.isBackup ? null : lineRequestText(line.requestState, line.declineReason);
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
        {state ? (
          <p className={`${styles.state} ${styles[line.requestState]}`} data-testid="line-state">
            {state}
          </p>
        ) : null}
      </div>
      <p
        className={styles.total}
        aria-label={released ? `You pay ${formatPounds(0)} for this dress` : `You pay ${lineTotal} for this dress`}
      >
        {released ? (
          <>
            <s className={styles.struck}>{lineTotal}</s> {formatPounds(0)}
          </>
        ) : (
          lineTotal
        )}
      </p>
    </li>
  );
}
