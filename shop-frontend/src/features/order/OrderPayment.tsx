import { type OrderPaymentView, PAYMENT_STATUS_LABELS, formatPounds, toPence } from '@dw/contracts';
import buttons from '../../shared/ui/buttons.module.css';
import styles from './OrderReceipt.module.css';

const heldUntil = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

/** What the renter owes or was given back: paid, awaiting payment (with how to pay), refunded. */
export function OrderPayment({ payment }: { payment: OrderPaymentView }) {
  const refunded = toPence(payment.refunded);
  return (
    <section className={styles.delivery} aria-labelledby="order-payment">
      <h2 id="order-payment" className={styles.deliveryTitle}>
        Payment
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd data-testid="payment-status">{PAYMENT_STATUS_LABELS[payment.status]}</dd>
        </div>
        {payment.bankTransfer ? (
          <div>
            <dt>Pay by bank transfer</dt>
            <dd className={styles.address}>
              {`${formatPounds(toPence(payment.bankTransfer.amount))} to ${payment.bankTransfer.accountName}\n`}
              {`Sort code ${payment.bankTransfer.sortCode}\nAccount ${payment.bankTransfer.accountNumber}\n`}
              {`Reference ${payment.bankTransfer.reference}`}
            </dd>
          </div>
        ) : null}
        {payment.status === 'authorised' ? (
          <div>
            <dt>Your card</dt>
            <dd>{`${formatPounds(toPence(payment.authorised))} is held on your card and charged when we confirm your order.`}</dd>
          </div>
        ) : null}
        {refunded > 0 ? (
          <div>
            <dt>Refunded</dt>
            <dd>{formatPounds(refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {payment.redirectUrl ? (
        <>
          {payment.holdExpiresAt ? (
            <p className={styles.next}>{`Your dates are held until ${heldUntil.format(new Date(payment.holdExpiresAt))}.`}</p>
          ) : null}
          <a href={payment.redirectUrl} className={buttons.primary}>
            Pay by card
          </a>
        </>
      ) : null}
    </section>
  );
}
