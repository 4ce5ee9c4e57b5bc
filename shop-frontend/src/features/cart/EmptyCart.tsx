import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import styles from './EmptyCart.module.css';

export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.icon}>
        <path d="M10 16h28l-2 26H12zM17 16v-3a7 7 0 0 1 14 0v3" />
      </svg>
      <h2 className={styles.title}>Your cart is empty</h2>
      <p>Find the dress for your next occasion: hire it for 2 or 4 days, delivered free across the UK.</p>
      <Link href="/catalog" className={buttons.primary}>
        Continue Shopping
      </Link>
    </div>
  );
}
