import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { LENDER_AREA_PATHS, LENDER_SHARE_PERCENT } from '@dw/contracts';
import { scrollToTop } from '../../shared/motion';
import { usePageSetup } from '../../shared/usePageSetup';
import { AccountForm } from '../lender-account/AccountForm';
import { clearLenderSession, readLenderSession, saveLenderSession, type LenderSession } from '../lender-account/lenderSession';
import { useLenderMeQuery } from '../lender-area/lenderAreaApi';
import { ListingForm, type ListingAuthor } from '../listing/ListingForm';
import { BENEFITS, CONTACT_EMAIL } from '../pitch/content';
import { StepIndicator, type ListDressStep } from './StepIndicator';
import { SuccessScreen } from './SuccessScreen';
import styles from './ListDressPage.module.css';

/**
 * /list-dress: 1 Create Account → 2 List Dress → success; 'List Another Dress' returns to 2. A lender
 * already signed in (the lender session cookie: GET /api/lender/me answers) starts at step 2.
 */
export function ListDressPage() {
  usePageSetup(
    'List Your Dress',
    `Create your lender account and list a designer dress for rental. Approval within 24-48 hours; keep ${LENDER_SHARE_PERCENT}% of every rental.`,
  );
  // A lender who reloads the tab keeps their account (sessionStorage) and carries on at step 2.
  const [session, setSession] = useState<LenderSession | null>(readLenderSession);
  const [chosenStep, setStep] = useState<ListDressStep>(() => (session ? 'listing' : 'account'));
  // Asked only when this tab created no account; any failure (401 when signed out) keeps step 1.
  const me = useLenderMeQuery(undefined, { skip: session !== null });
  const signedIn = session ? null : (me.data ?? null);
  const author: ListingAuthor | null = session ?? (signedIn ? { id: signedIn.id, token: null } : null);
  const step: ListDressStep = chosenStep === 'account' && signedIn ? 'listing' : chosenStep;
  const [listingRound, setListingRound] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new step starts at the top, with focus on its heading for screen-reader users.
    scrollToTop();
    contentRef.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [step, listingRound]);

  function accountCreated(created: LenderSession) {
    saveLenderSession(created);
    setSession(created);
    setStep('listing');
  }

  function startOver() {
    clearLenderSession();
    setSession(null);
    setStep('account');
  }

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Become a lender</p>
        <h1 className={styles.title}>List your designer dress</h1>
        <p className={styles.lead}>Create your account, add your dress and we will review it within 24-48 hours.</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.main} ref={contentRef}>
          <StepIndicator current={step} />
          {step === 'account' ? <AccountForm onCreated={accountCreated} /> : null}
          {step === 'listing' && author ? (
            <>
              {signedIn ? (
                <p className={styles.signedIn}>
                  Listing as <strong>{signedIn.fullName}</strong> ({signedIn.email}).{' '}
                  <Link href={`~${LENDER_AREA_PATHS.listings}`} className={styles.linkButton}>
                    Your listings
                  </Link>
                </p>
              ) : null}
              <ListingForm key={listingRound} session={author} onSubmitted={() => setStep('success')} />
              {session ? (
                <p className={styles.switch}>
                  Listing for someone else?{' '}
                  <button type="button" className={styles.linkButton} onClick={startOver}>
                    Create a different lender account
                  </button>
                </p>
              ) : null}
            </>
          ) : null}
          {step === 'success' ? (
            <SuccessScreen
              onListAnother={() => {
                setListingRound((n) => n + 1);
                setStep('listing');
              }}
            />
          ) : null}
        </div>

        <aside className={styles.aside} aria-labelledby="promise-title">
          <h2 id="promise-title" className={styles.asideTitle}>
            The lender promise
          </h2>
          <ul className={styles.promise}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title}>{benefit.title}</li>
            ))}
          </ul>
          <p className={styles.help}>
            Questions? Our lender team is here 24/7 at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
