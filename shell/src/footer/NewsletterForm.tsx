import { useId, useRef, useState, type FormEvent } from 'react';
import { NOTICES, toast } from '@dw/contracts';
import { failedWith } from '@dw/web-kit';
import { subscribeToNewsletter } from './subscribe';
import styles from './NewsletterForm.module.css';

/**
 * Newsletter sign-up. The form checks emptiness itself (noValidate) so the visitor
 * gets the 'Email Required' toast; a malformed address still gets the browser's message.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const value = email.trim();
    if (!value) {
      toast({ ...NOTICES.newsletterEmailRequired, variant: 'destructive' });
      input.current?.focus();
      return;
    }
    if (input.current && !input.current.checkValidity()) {
      input.current.reportValidity();
      return;
    }
    setSubmitting(true);
    const failure = await subscribeToNewsletter(value);
    setSubmitting(false);
    if (!failure) {
      // Double opt-in: nothing counts until the e-mailed link is followed.
      toast({ ...NOTICES.subscribeCheckInbox, variant: 'success' });
      setEmail('');
    } else if (failedWith(failure, 'VALIDATION_FAILED')) {
      toast({ ...NOTICES.subscriptionEmailInvalid, variant: 'destructive' });
      input.current?.focus();
    } else if (failedWith(failure, 'RATE_LIMITED')) {
      toast({ ...NOTICES.subscriptionLimited, variant: 'destructive' });
    } else {
      toast({ ...NOTICES.subscriptionFailed, variant: 'destructive' });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <label htmlFor={inputId} className={styles.srOnly}>
        Email address
      </label>
      <input
        ref={input}
        id={inputId}
        className={styles.input}
        type="email"
        name="email"
        required
        autoComplete="email"
        inputMode="email"
        placeholder="Your email address"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className={styles.button} disabled={submitting}>
        {submitting && <span className={styles.spinner} aria-hidden="true" />}
        <span>{submitting ? 'Subscribing…' : 'Subscribe'}</span>
      </button>
    </form>
  );
}
