import { type LateFeesView, formatPounds, lateFeeLine, toPence } from '@dw/contracts';
import styles from './OrderReceipt.module.css';

/** The late return fee on the renter's order page ("Late return fee: £45 — 3 days"): what was charged or paid and what she still owes. */
export function OrderLateFees({ lateFees, returned }: { lateFees: LateFeesView; returned: boolean }) {
  const charged = toPence(lateFees.charged);
  const due = toPence(lateFees.owed) + toPence(lateFees.failed);
  const paid = toPence(lateFees.collected);
  return (
    <section className={styles.delivery} aria-labelledby="order-late-fees">
      <h2 id="order-late-fees" className={styles.deliveryTitle}>
        Late return
      </h2>
      <p className={styles.lateFee} data-testid="late-fee">
        {lateFeeLine(lateFees)}
      </p>
      <dl className={styles.facts}>
        {charged > 0 ? (
          <div>
            <dt>Charged to your card</dt>
            <dd>{formatPounds(charged)}</dd>
          </div>
        ) : null}
        {paid > 0 ? (
          <div>
            <dt>Paid to us</dt>
            <dd>{formatPounds(paid)}</dd>
          </div>
        ) : null}
        {due > 0 ? (
          <div>
            <dt>Still to pay</dt>
            <dd>{`${formatPounds(due)}: we will be in touch about paying it.`}</dd>
          </div>
        ) : null}
      </dl>
      {returned ? null : (
        <p
          className={styles.next}
        >{`Please post the dress back today: the fee stops once it is with us, and never comes to more than ${formatPounds(toPence(lateFees.cap))}.`}</p>
      )}
    </section>
  );
}
