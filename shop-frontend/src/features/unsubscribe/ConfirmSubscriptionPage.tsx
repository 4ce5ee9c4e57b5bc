import { useEffect } from 'react';
import { NEWSLETTER_CONFIRM_DAYS, NOTICES, SITE_NAME, pageTitle } from '@dw/contracts';
import { failedWith, usePageMeta } from '@dw/web-kit';
import { Link, useSearchParams } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { useNoIndex } from '../../shared/useNoIndex';
import { Panel } from './NewsletterPanel';
import { useConfirmSubscriptionMutation } from './unsubscribeApi';
import styles from './UnsubscribePage.module.css';

/**
 * The newsletter sign-up's confirmation link (`/newsletter/confirm?token=…`). Loading the page
 * changes nothing; the page itself posts the token, so a mail scanner fetching the link subscribes no one.
 * Confirming twice answers the same, so a reload or a second tab is harmless.
 */
export function ConfirmSubscriptionPage() {
  usePageMeta(pageTitle('Newsletter'), `Confirm your subscription to the ${SITE_NAME} newsletter.`);
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, result] = useConfirmSubscriptionMutation();

  useEffect(() => {
    if (token) void confirm(token);
  }, [token, confirm]);

  if (!token || failedWith(result.error, 'NEWSLETTER_CONFIRMATION_INVALID', 'VALIDATION_FAILED')) {
    return (
      <Panel eyebrow="Newsletter" title="This link is not valid" role="alert">
        <p>
          We could not confirm a subscription with this link. It may have been copied only in part, replaced by a newer one, or be more than{' '}
          {NEWSLETTER_CONFIRM_DAYS} days old.
        </p>
        <p>Sign up again with the form at the foot of any page and we will send you a new link.</p>
        <Link href="/" className={buttons.primary}>
          Back to home
        </Link>
      </Panel>
    );
  }
  if (result.isError) {
    return (
      <Panel eyebrow="Newsletter" title="Something went wrong" role="alert">
        <p>We could not reach the server. Please check your connection and try again.</p>
        <button type="button" className={buttons.secondary} onClick={() => void confirm(token)}>
          Try again
        </button>
      </Panel>
    );
  }
  if (!result.isSuccess) {
    return (
      <div className={`${layout.narrow} ${styles.panel}`} role="status">
        <p>Confirming your subscription…</p>
      </div>
    );
  }
  return (
    <Panel eyebrow="Newsletter" title={NOTICES.subscribed.title} role="status">
      <p>{NOTICES.subscribed.description}</p>
      <p>Every newsletter carries a link to unsubscribe, whenever you like.</p>
      <Link href="/whats-new" className={buttons.secondary}>
        See what is new
      </Link>
    </Panel>
  );
}
