import { useLocation } from 'wouter';
import { isPromoShown } from './nav-links';
import styles from './PromoBanner.module.css';

/** Banner text only: the cart applies no discount. */
export function PromoBanner() {
  const [path] = useLocation();
  if (!isPromoShown(path)) return null;
  return (
    <aside className={styles.banner} aria-label="Offer">
      <p className={styles.text}>
        £10 off your first rental with code <strong className={styles.code}>GETDRESSED</strong>
      </p>
    </aside>
  );
}
