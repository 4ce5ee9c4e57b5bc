import { Link } from 'wouter';
import buttons from '../../../shared/ui/Button.module.css';
import { CONTACT_EMAIL } from '../content';
import styles from './FinalCta.module.css';

export function FinalCta() {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>Start earning within 48 hours</p>
        <h2 id="cta-title" className={styles.heading}>
          Ready to let your wardrobe <em>pay you back?</em>
        </h2>
        <p className={styles.text}>
          List your first dress in minutes. Our team reviews every piece within 24-48 hours; once it is approved it goes live with your own
          photos.
        </p>
        <div className={styles.actions}>
          <Link href="~/list-dress" className={`${buttons.button} ${buttons.light}`}>
            List Your First Dress
          </Link>
          <Link href="~/catalog" className={`${buttons.button} ${buttons.outlineLight}`}>
            Browse the Collection
          </Link>
        </div>
        <p className={styles.contact}>
          Questions first? Our lender team is here 24/7 at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={styles.mail}>
            {CONTACT_EMAIL}
          </a>
        </p>
      </div>
    </section>
  );
}
