import { type ReviewView, type ReviewableLine, pageTitle } from '@dw/contracts';
import { usePageMeta } from '@dw/web-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import layout from '../../shared/ui/layout.module.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { useNoIndex } from '../../shared/useNoIndex';
import { ReviewForm } from './ReviewForm';
import { useGetReviewInvitationQuery } from './reviewsApi';
import styles from './ReviewPage.module.css';

function LinkInvalid() {
  return (
    <section className={`${layout.narrow} ${styles.page}`} aria-labelledby="review-title">
      <span className={layout.eyebrow}>Reviews</span>
      <h1 id="review-title" className={styles.title}>
        This review link is not valid
      </h1>
      <p className={styles.lead}>
        Reviews are written from the link in the e-mail we send once a rental is complete. Open that link again, or copy the whole of it
        into your browser.
      </p>
      <Link href="/all-dresses">Browse the collection</Link>
    </section>
  );
}

/** A dress already reviewed, or just now: thanks, and the way to see it on the dress's page. */
function Reviewed({ line }: { line: ReviewableLine }) {
  return (
    <p className={styles.done} role="status">
      Thank you: your review of {line.productName} is on{' '}
      {line.productSlug ? <Link href={`/product/${line.productSlug}#reviews`}>its page</Link> : 'its page'}.
    </p>
  );
}

/**
 * The review page, opened from the e-mail sent when a rental completes (`/review?token=…`), with no
 * login: each dress of the rental with its form, or its thanks once reviewed. Never indexed.
 */
export function ReviewPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isLoading, refetch } = useGetReviewInvitationQuery(token, { skip: !token });
  const [done, setDone] = useState<Record<string, ReviewView>>({});
  usePageMeta(pageTitle('Review Your Rental'), 'Tell other renters how your dress looked and fitted.');
  useNoIndex();

  if (!token) return <LinkInvalid />;
  if (isLoading) {
    return (
      <div className={`${layout.narrow} ${styles.page}`} role="status">
        Loading your rental…
      </div>
    );
  }
  if (error && 'status' in error && (error.status === 404 || error.status === 400)) return <LinkInvalid />;
  if (error || !data) {
    return (
      <div className={`${layout.narrow} ${styles.page}`}>
        <LoadFailed what="your rental" onRetry={refetch} />
      </div>
    );
  }
  return (
    <section className={`${layout.narrow} ${styles.page}`} aria-labelledby="review-title">
      <span className={layout.eyebrow}>Order {data.orderReference}</span>
      <h1 id="review-title" className={styles.title}>
        How did it fit, {data.firstName}?
      </h1>
      <p className={styles.lead}>Your review helps the next renter choose her dress and her size. Verified: only renters can review.</p>
      {data.lines.length === 0 && <p>The dresses of this rental are no longer in the shop.</p>}
      {data.lines.map((line) => (
        <article key={line.orderItemId} className={styles.line} aria-labelledby={`line-${line.orderItemId}`}>
          <header className={styles.lineHead}>
            {line.imageUrl && <img src={line.imageUrl} alt="" className={styles.thumb} width={72} height={96} />}
            <div>
              <h2 id={`line-${line.orderItemId}`} className={styles.lineName}>
                {line.productName}
              </h2>
              <p className={styles.size}>UK {line.size}</p>
            </div>
          </header>
          {line.reviewed || done[line.orderItemId] ? (
            <Reviewed line={line} />
          ) : (
            <ReviewForm token={token} line={line} onReviewed={(review) => setDone((d) => ({ ...d, [line.orderItemId]: review }))} />
          )}
        </article>
      ))}
    </section>
  );
}
