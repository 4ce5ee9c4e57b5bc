import { LENDER_SHARE_PERCENT } from '@dw/contracts';
import { Link } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import styles from './LenderInvite.module.css';

/** The marketplace's other side: owners of designer dresses earn by lending them. */
export function LenderInvite() {
  return (
    <section className={`${layout.sectionTight} ${layout.dark}`} aria-labelledby="home-lend">
      <div className={`${layout.container} ${styles.inner}`}>
        <div className={styles.copy}>
          <span className={layout.eyebrow}>For lenders</span>
          <h2 id="home-lend" className={styles.title}>
            Your wardrobe could be earning
          </h2>
          <p className={styles.text}>
            List the designer pieces you rarely wear. We insure every rental, handle the dry cleaning and pay you {LENDER_SHARE_PERCENT}% of
            each rental fee.
          </p>
        </div>
        <Link href="/monetise-your-wardrobe" className={buttons.light}>
          Start earning
        </Link>
      </div>
    </section>
  );
}
