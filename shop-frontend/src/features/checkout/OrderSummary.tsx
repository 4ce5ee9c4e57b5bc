import { type OrderTotalsPence, formatPounds } from '@dw/contracts';
import type { ReactNode } from 'react';
import styles from './OrderSummary.module.css';

interface Props {
  /** The server's figures in pence (the shop computes none itself); undefined while they are on their way. */
  totals: OrderTotalsPence | undefined;
  promoCode?: string | null;
  /** The promo code box, between the figures' heading and the rows. */
  promo?: ReactNode;
  children?: ReactNode;
}

/** Subtotal, the promo code's discount, the two per-order fees and the total, as the server will charge them. */
export function OrderSummary({ totals, promoCode, promo, children }: Props) {
  const discount = totals?.discount ?? 0;
  const money = (pence: number | undefined) => (pence === undefined ? '…' : formatPounds(pence));
  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.title}>
        Order summary
      </h2>
      {promo}
      <dl className={styles.rows} aria-busy={totals ? undefined : true}>
        <div>
          <dt>Subtotal</dt>
          <dd>{money(totals?.subtotal)}</dd>
        </div>
        {discount > 0 && (
          <div className={styles.discount}>
            <dt>{promoCode ? `Promo code ${promoCode}` : 'Discount'}</dt>
            <dd>{formatPounds(-discount)}</dd>
          </div>
        )}
        <div>
          <dt>Dry cleaning</dt>
          <dd>{money(totals?.cleaningFee)}</dd>
        </div>
        <div>
          <dt>Damage insurance</dt>
          <dd>{money(totals?.insurance)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{money(totals?.total)}</dd>
        </div>
      </dl>
      <p className={styles.small}>Free UK delivery in 1-3 business days and a prepaid return label.</p>
      {children}
    </section>
  );
}
