import type { CartItemView, OrderView } from '@dw/contracts';
import { CheckoutForm } from '../checkout/CheckoutForm';
import { CartLine } from './CartLine';
import styles from './CartPage.module.css';

export { OrderConfirmation } from '../checkout/OrderConfirmation';

interface Props {
  sessionId: string;
  items: readonly CartItemView[];
  onPlaced: (order: OrderView) => void;
}

/**
 * A cart with lines: the lines, their date pickers and the checkout form. A chunk of its own
 * (with the order confirmation), fetched while the cart is, so the cart page's initial JavaScript
 * stays small (docs/decisions/0028-first-screen-javascript.md).
 */
export function FilledCart({ sessionId, items, onPlaced }: Props) {
  return (
    <CheckoutForm sessionId={sessionId} items={items} onPlaced={onPlaced}>
      <section aria-labelledby="cart-items">
        <h2 id="cart-items" className={styles.sectionTitle}>
          Your selection
        </h2>
        <ul className={styles.list}>
          {items.map((item, i) => (
            <CartLine key={item.id} item={item} sessionId={sessionId} photo={i === 0 ? 'first' : i < 3 ? 'early' : 'later'} />
          ))}
        </ul>
      </section>
    </CheckoutForm>
  );
}
