import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LENDER_MESSAGES, SIGN_IN_LINK_TTL_MINUTES, isEmailAddress } from '@dw/contracts';
import { failedWith, failureText, TextField } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { useRequestSignInLinkMutation } from '../lenderAreaApi';
import { rememberNext } from './nextPath';
import styles from '../Area.module.css';

export const LINK_SENT_TEXT = `If a lender account uses this address, a sign-in link valid for ${SIGN_IN_LINK_TTL_MINUTES} minutes is on its way. It works once; open it on this device.`;

/**
 * The e-mail box that sends a sign-in link. The answer on screen is the same whether or not an
 * account has the address, so the form never tells a stranger who lends with us.
 */
export function SignInForm({
  next,
  email: givenEmail = '',
  submitLabel = 'Email me a sign-in link',
  idPrefix = 'sign-in',
}: {
  /** Where the link should bring the lender back to. */
  next?: string;
  email?: string;
  submitLabel?: string;
  idPrefix?: string;
}) {
  const [email, setEmail] = useState(givenEmail);
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestLink, { isLoading }] = useRequestSignInLinkMutation();
  const sentRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(LENDER_MESSAGES.email);
      document.getElementById(`${idPrefix}-email`)?.focus();
      return;
    }
    setError(undefined);
    setServerError(null);
    try {
      await requestLink({ email: address }).unwrap();
      rememberNext(next);
      setSentTo(address);
    } catch (failure) {
      setServerError(
        failedWith(failure, 'RATE_LIMITED')
          ? failureText(failure, 'Too many sign-in links were asked for. Please wait a few minutes before asking again.')
          : failureText(failure, 'We could not send a sign-in link. Please try again in a moment.'),
      );
    }
  }

  if (sentTo) {
    return (
      <section className={styles.sent} aria-labelledby={`${idPrefix}-sent-title`}>
        <h2 id={`${idPrefix}-sent-title`} className={styles.sentTitle} tabIndex={-1} ref={sentRef}>
          Check your inbox
        </h2>
        <p>{LINK_SENT_TEXT}</p>
        <p className={styles.muted}>
          Sent to <strong>{sentTo}</strong>. Nothing there after a few minutes? Look in your spam folder, or{' '}
          <button type="button" className={styles.textLink} onClick={() => setSentTo(null)}>
            ask for another link
          </button>
          .
        </p>
      </section>
    );
  }

  return (
    <form className={styles.panel} noValidate onSubmit={onSubmit} aria-label="Sign in by email">
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email address"
        hint="The address of your lender account."
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={setEmail}
      />
      {serverError ? (
        <p className={styles.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={isLoading}>
        {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
        {isLoading ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
