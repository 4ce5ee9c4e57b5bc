import { usePageMeta } from '@dw/web-kit';
import { SITE_NAME, pageTitle } from '@dw/contracts';
import { Link, useSearchParams } from 'wouter';
import buttons from '../../shared/ui/buttons.module.css';
import layout from '../../shared/ui/layout.module.css';
import { useNoIndex } from '../../shared/useNoIndex';
import { useGetSubscriptionQuery, useUnsubscribeMutation } from './unsubscribeApi';
import { Panel } from './NewsletterPanel';
import styles from './UnsubscribePage.module.css';

/** The unsubscribe link of the newsletter's messages (`/unsubscribe?token=…`): one button, no login. */
export function UnsubscribePage() {
  usePageMeta(pageTitle('Newsletter'), `Manage your subscription to the ${SITE_NAME} newsletter.`);
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const subscription = useGetSubscriptionQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeMutation();

  const failedStatus = subscription.error && 'status' in subscription.error ? subscription.error.status : null;
  if (!token || failedStatus === 404 || failedStatus === 400) {
    return (
      <Panel eyebrow="Newsletter" title="This link is not valid" role="alert">
        <p>We could not recognise this unsubscribe link. It may have been copied only in part.</p>
        <p>Use the link in the latest e-mail from us, or reply to it and we will take you off the list.</p>
        <Link href="/" className={buttons.primary}>
          Back to home
        </Link>
      </Panel>
    );
  }
  if (subscription.isLoading) {
    return (
      <div className={`${layout.narrow} ${styles.panel}`} role="status">
        <p>Checking your subscription…</p>
      </div>
    );
  }
  if (subscription.error || !subscription.data) {
    return (
      <Panel eyebrow="Newsletter" title="Something went wrong" role="alert">
        <p>We could not reach the server. Please check your connection and try again.</p>
        <button type="button" className={buttons.secondary} onClick={() => void subscription.refetch()}>
          Try again
        </button>
      </Panel>
    );
  }
  if (result.isSuccess || !subscription.data.subscribed) {
    return (
      <Panel eyebrow="Newsletter" title="You have been unsubscribed" role="status">
        <p>
          <strong className={styles.email}>{subscription.data.email}</strong> will receive no more newsletters from us. Messages about your
          orders will still arrive.
        </p>
        <Link href="/all-dresses" className={buttons.secondary}>
          Browse the collection
        </Link>
      </Panel>
    );
  }
  return (
    <Panel eyebrow="Newsletter" title="Leaving so soon?">
      <p>
        You are subscribed as <strong className={styles.email}>{subscription.data.email}</strong>.
      </p>
      <p>Unsubscribe and we will stop sending you new arrivals, styling notes and offers.</p>
      {result.isError && (
        <p className={styles.error} role="alert">
          We could not unsubscribe you just now. Please try again.
        </p>
      )}
      <button type="button" className={buttons.primary} disabled={result.isLoading} onClick={() => void unsubscribe(token)}>
        {result.isLoading ? 'Unsubscribing…' : 'Unsubscribe'}
      </button>
    </Panel>
  );
}
