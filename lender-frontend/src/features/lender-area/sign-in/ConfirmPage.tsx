import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SIGN_IN_LINK_TTL_MINUTES, type ErrorCode } from '@dw/contracts';
import { failureText, isApiFailure, type ApiFailure } from '@dw/web-kit';
import { useDispatch } from 'react-redux';
import { api } from '../../../app/api';
import type { AppDispatch } from '../../../app/store';
import { usePageSetup } from '../../../shared/usePageSetup';
import { useSignInWithLinkMutation } from '../lenderAreaApi';
import { SignInForm } from './SignInForm';
import { takeNext } from './nextPath';
import styles from '../Area.module.css';

/** What each refused link means to the lender. */
const REFUSALS: Partial<Record<ErrorCode, { title: string; text: string }>> = {
  SIGN_IN_LINK_EXPIRED: {
    title: 'This sign-in link has expired',
    text: `For your safety a link works for ${SIGN_IN_LINK_TTL_MINUTES} minutes only. Ask for a new one below.`,
  },
  SIGN_IN_LINK_USED: {
    title: 'This sign-in link has already been used',
    text: 'Each link signs you in once. If that was not you, nothing is lost: ask for a new link below.',
  },
  SIGN_IN_LINK_INVALID: {
    title: 'This sign-in link is not valid',
    text: 'It may have been cut short by your email app. Ask for a new link below, and open it in full.',
  },
};

/**
 * Tokens being spent. A token works once, so React's strict mode (which runs an effect twice) must
 * never send it a second time: the second run waits for the first one's answer.
 */
const spending = new Map<string, Promise<unknown>>();

/** /lender/sign-in/confirm?token=…: spends the e-mailed link and opens the area. */
export function ConfirmPage() {
  usePageSetup('Signing you in', 'Your lender sign-in link.');
  const search = new URLSearchParams(useSearch());
  const token = search.get('token') ?? '';
  const nextParam = search.get('next');
  const [signIn] = useSignInWithLinkMutation();
  const [, navigate] = useLocation();
  const dispatch = useDispatch<AppDispatch>();
  const [failure, setFailure] = useState<ApiFailure | null>(token ? null : { status: 400, code: 'SIGN_IN_LINK_INVALID', message: '' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    let attempt = spending.get(token);
    if (!attempt) {
      attempt = signIn({ token }).unwrap();
      spending.set(token, attempt);
      const forget = () => spending.delete(token);
      attempt.then(forget, forget);
    }
    attempt.then(
      () => {
        if (!live) return;
        // Whatever this tab knew of another session goes; the area loads as this lender.
        dispatch(api.util.resetApiState());
        navigate(`~${takeNext(nextParam)}`, { replace: true });
      },
      (error: unknown) => {
        if (live) setFailure(isApiFailure(error) ? error : { status: 0, code: 'ERROR', message: '' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, nextParam, signIn, navigate, dispatch]);

  if (!failure) {
    return (
      <div className={styles.page}>
        <div className={styles.narrow}>
          <p className={styles.eyebrow}>Lender area</p>
          <h1 className={styles.title}>Signing you in…</h1>
          <p className={styles.lead} role="status">
            One moment while we check your link.
          </p>
        </div>
      </div>
    );
  }

  const refusal = REFUSALS[failure.code];
  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <p className={styles.eyebrow}>Lender area</p>
        <h1 className={styles.title}>{refusal?.title ?? 'We could not sign you in'}</h1>
        <p className={styles.lead}>
          {refusal?.text ?? failureText(failure, 'Something went wrong on our side. Please ask for a new link below.')}
        </p>
        <SignInForm submitLabel="Email me a new link" next={nextParam ?? undefined} />
      </div>
    </div>
  );
}
