import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LENDER_AREA_PATHS, type StatusTone } from '@dw/contracts';
import { failedWith, failureText } from '@dw/web-kit';
import buttons from '../../shared/ui/Button.module.css';
import styles from './Area.module.css';

/** Only a path inside the lender area may be a `next`: a link never sends the lender elsewhere. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/lender') || next.startsWith('//') || next.startsWith(LENDER_AREA_PATHS.signIn)) {
    return LENDER_AREA_PATHS.overview;
  }
  return next;
}

/** '/lender/sign-in?next=/lender/bookings' */
export function signInPath(next?: string): string {
  return next ? `${LENDER_AREA_PATHS.signIn}?next=${encodeURIComponent(next)}` : LENDER_AREA_PATHS.signIn;
}

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** True when the API says the lender is not (or no longer) signed in. */
export function isSignedOut(error: unknown): boolean {
  return (
    failedWith(error, 'LENDER_SIGN_IN_REQUIRED') ||
    (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401)
  );
}

/** Any 401 sends the lender to the sign-in page, which brings her back here afterwards. */
export function useSignInWhenSignedOut(error: unknown): void {
  const [, navigate] = useLocation();
  const signedOut = isSignedOut(error);
  useEffect(() => {
    if (signedOut) navigate(`~${signInPath(here())}`, { replace: true });
  }, [signedOut, navigate]);
}

/** A list that failed to load: the sign-in page for a 401, the API's sentence otherwise. */
export function LoadFailure({ error, what }: { error: unknown; what: string }) {
  useSignInWhenSignedOut(error);
  if (isSignedOut(error)) return null;
  return (
    <p className={styles.alert} role="alert">
      {failureText(error, `We could not load ${what}. Please try again in a moment.`)}
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className={styles.loading} role="status">
      Loading {what}…
    </p>
  );
}

/** The status tones of contracts (waiting and moving keep the badge's own colour), and neutral. */
export type Tone = StatusTone | 'neutral';

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}

/** The page's title block; the h1 takes focus when the page is reached from the area's nav. */
export function PageHead({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      <div>
        <h1 className={styles.title} tabIndex={-1} data-area-heading="">
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

export function LoadMore({
  hasMore,
  loading,
  onMore,
  label = 'Load more',
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  label?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className={styles.more}>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onMore} disabled={loading}>
        {loading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
