import { LENDER_SHARE_PERCENT } from '@dw/contracts';
import { Link } from 'wouter';
import buttons from '../../../shared/ui/Button.module.css';
import { GownArt } from './GownArt';
import styles from './Hero.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="pitch-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Monetise Your Wardrobe</p>
          <h1 id="pitch-title" className={styles.title}>
            Your wardrobe, <em>working for you</em>
          </h1>
          <p className={styles.lead}>
            Lend your designer dresses to ID-verified renters across the UK. Keep {LENDER_SHARE_PERCENT}% of every rental, with each one
            insured up to £2,000 and professionally dry-cleaned at no cost to you.
          </p>
          <div className={styles.actions}>
            <Link href="~/list-dress" className={`${buttons.button} ${buttons.primary}`}>
              Start Listing Today
            </Link>
            <Link href="~/how-it-works" className={`${buttons.button} ${buttons.secondary}`}>
              Learn More
            </Link>
          </div>
        </div>
        <div className={styles.art} aria-hidden="true">
          <GownArt className={styles.gown} />
          <p className={styles.artNote}>
            <span className={styles.artFigure}>{LENDER_SHARE_PERCENT}%</span>
            <span>of every rental fee is yours</span>
          </p>
        </div>
      </div>
    </section>
  );
}
