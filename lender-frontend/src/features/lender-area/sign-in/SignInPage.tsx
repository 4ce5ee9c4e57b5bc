import { Link, useSearch } from 'wouter';
import { usePageSetup } from '../../../shared/usePageSetup';
import { safeNext } from '../areaParts';
import { SignInForm } from './SignInForm';
import styles from '../Area.module.css';

/** /lender/sign-in: no password; the lender asks for a link by e-mail. */
export function SignInPage() {
  usePageSetup('Lender sign in', 'Sign in to your lender area to follow your dresses, bookings, earnings and payouts.');
  const next = new URLSearchParams(useSearch()).get('next');
  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <p className={styles.eyebrow}>Lender area</p>
        <h1 className={styles.title}>Sign in</h1>
        <p className={styles.lead}>
          No password to remember: enter the email address of your lender account and we will send you a link that signs you in.
        </p>
        <SignInForm next={next ? safeNext(next) : undefined} />
        <p className={`${styles.muted} ${styles.section}`}>
          New here?{' '}
          <Link href="~/list-dress" className={styles.textLink}>
            List your first dress
          </Link>
        </p>
      </div>
    </div>
  );
}
