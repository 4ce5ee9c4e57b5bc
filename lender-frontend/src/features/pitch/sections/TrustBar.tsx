import { LenderCounter } from '../LenderCounter';
import styles from './TrustBar.module.css';

function Stars() {
  return (
    <span className={styles.stars} aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="14" height="14" focusable="false">
          <path d="m10 1.5 2.6 5.5 6 .8-4.4 4.1 1.1 6L10 15l-5.3 2.9 1.1-6L1.4 7.8l6-.8Z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

export function TrustBar() {
  return (
    <section className={styles.trust} aria-label="Trusted by lenders">
      <ul className={styles.list}>
        <li className={styles.item}>
          <LenderCounter className={styles.figure} />
          <span className={styles.caption}>lenders across the UK</span>
        </li>
        <li className={styles.item}>
          <span className={styles.figure}>4.9/5</span>
          <span className={styles.caption}>
            <Stars /> average lender rating
          </span>
        </li>
        <li className={styles.item}>
          <span className={styles.badge}>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M10 1.8 3.5 4.3v5c0 4.1 2.8 7.4 6.5 8.9 3.7-1.5 6.5-4.8 6.5-8.9v-5Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
              />
              <path d="m7 10 2.2 2.2L13.4 8" fill="none" stroke="currentColor" strokeWidth="1.4" />
            </svg>
            Insured up to £2,000
          </span>
          <span className={styles.caption}>on every single rental</span>
        </li>
      </ul>
    </section>
  );
}
