import { Link } from 'wouter';
import { LENDER_AREA_PATHS, LENDER_SHARE_PERCENT } from '@dw/contracts';
import buttons from '../../shared/ui/Button.module.css';
import styles from './SuccessScreen.module.css';

const NEXT_STEPS = [
  { title: 'Quality review', text: 'Our stylists check your photos, description and pricing.' },
  { title: 'Email with your approval status', text: 'You will hear from us within 24-48 hours.' },
  { title: 'Your dress goes live', text: 'Once approved, it joins the collection with the photos you uploaded.' },
  { title: 'Start earning', text: `Keep ${LENDER_SHARE_PERCENT}% of every rental, paid on the 1st of each month.` },
] as const;

export function SuccessScreen({ onListAnother }: { onListAnother: () => void }) {
  return (
    <section className={styles.success} aria-labelledby="success-title">
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
          <path d="m11 21 6 6 12-13" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
      <h2 id="success-title" className={styles.title} tabIndex={-1}>
        Listing Submitted Successfully!
      </h2>
      <p className={styles.text}>
        Thank you. Your dress is now under quality review, and we will email you within 24-48 hours to let you know whether it has been
        approved.
      </p>
      <p className={styles.text}>
        You can follow it, and later its bookings and your earnings, in your{' '}
        <Link href={`~${LENDER_AREA_PATHS.overview}`}>lender area</Link>. Next time, sign in there with just your email address.
      </p>

      <div className={styles.next}>
        <h3 className={styles.nextTitle}>What happens next</h3>
        <ol className={styles.list}>
          {NEXT_STEPS.map((step) => (
            <li key={step.title} className={styles.item}>
              <strong>{step.title}</strong>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
      </div>

      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onListAnother}>
          List Another Dress
        </button>
        <Link href={`~${LENDER_AREA_PATHS.listings}`} className={`${buttons.button} ${buttons.secondary}`}>
          Follow it in your lender area
        </Link>
      </div>
    </section>
  );
}
