import { Link } from 'wouter';
import { BagIcon } from '../ui/icons';
import { useCartCount } from './use-cart-count';
import styles from './Header.module.css';

export function CartLink() {
  const count = useCartCount();
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link href="/cart" className={styles.iconButton} aria-label={label}>
      <BagIcon />
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
