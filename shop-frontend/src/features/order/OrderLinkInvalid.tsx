import { Link } from 'wouter';
import { pageTitle } from '@dw/contracts';
import { usePageMeta } from '@dw/web-kit';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import styles from './OrderLinkInvalid.module.css';

/**
 * An order link that does not open an order: mistyped, cut short by a mail program, or changed. It
 * says what to do and never whether an order with that id exists (the API answers the same 404).
 */
export function OrderLinkInvalid() {
  usePageMeta(
    pageTitle('Order Link Not Valid'),
    'This order link is not valid. Open your order from the link in your confirmation e-mail.',
  );
  return (
    <section className={`${layout.narrow} ${styles.panel}`} aria-labelledby="order-link-title">
      <span className={layout.eyebrow}>Your order</span>
      <h1 id="order-link-title" className={styles.title}>
        This order link is not valid
      </h1>
      <div className={styles.body}>
        <p>We could not open an order from this link. It may have been copied only in part, or changed.</p>
        <ul className={styles.steps}>
          <li>Open the link in your order confirmation e-mail again, or copy the whole of it into your browser.</li>
          <li>Cannot find the e-mail? Check your spam folder for a message from Designer Wardrobe.</li>
          <li>Still stuck? Reply to any e-mail from us with your name and the date you ordered, and we will help.</li>
        </ul>
        <Link href="/all-dresses" className={buttons.secondary}>
          Browse the collection
        </Link>
      </div>
    </section>
  );
}
