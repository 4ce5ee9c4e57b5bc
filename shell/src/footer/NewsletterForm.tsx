import { useId, useRef, useState, type FormEvent } from 'react';
import { NOTICES, toast } from '@dw/contracts';
import { subscribeToNewsletter } from './subscribe';
import styles from './NewsletterForm.module.css';

/**
 * Newsletter sign-up (spec §5, §8). The form checks emptiness itself (noValidate) so the visitor
 * gets the spec's 'Email Required' toast; a malformed address still gets the browser's message.
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
    try {
      await subscribeToNewsletter(value);
      toast({ ...NOTICES.subscribed, variant: 'success' });
      setEmail('');
    } catch {
      toast({ ...NOTICES.subscriptionFailed, variant: 'destructive' });
    } finally {
      setSubmitting(false);
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
