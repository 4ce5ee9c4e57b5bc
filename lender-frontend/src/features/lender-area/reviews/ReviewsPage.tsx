import { REVIEW_FIT_LABELS, type LenderReviewView } from '@dw/contracts';
import { Link } from 'wouter';
import { usePageSetup } from '../../../shared/usePageSetup';
import { LoadFailure, LoadMore, Loading, PageHead } from '../areaParts';
import { formatUkDate } from '../format';
import { useLenderReviewsInfiniteQuery } from '../lenderAreaApi';
import styles from '../Area.module.css';

function ReviewCard({ review }: { review: LenderReviewView }) {
  return (
    <li className={styles.panel}>
      <p className={styles.tileLabel}>
        {review.productSlug ? <Link href={`~/product/${review.productSlug}`}>{review.productName}</Link> : review.productName}
      </p>
      <h2 className={styles.cardTitle}>
        <span role="img" aria-label={`${review.rating} out of 5 stars`}>
          <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
        </span>
      </h2>
      <p className={styles.muted}>
        {review.author}, {formatUkDate(review.createdAt)} · Fit: {REVIEW_FIT_LABELS[review.fit]}
      </p>
      <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</p>
      {review.photoUrl ? (
        <img
          src={review.photoUrl}
          alt={`Photo by ${review.author}`}
          width={120}
          height={160}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      ) : null}
    </li>
  );
}

/** /lender/reviews: what renters said about her dresses, newest first, a page at a time. */
export function ReviewsPage() {
  usePageSetup('Reviews', 'What renters said about your dresses.');
  const reviews = useLenderReviewsInfiniteQuery();
  const items = reviews.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHead title="Reviews" lead="Renters review a dress once their rental is complete. Only verified rentals can review." />
      {reviews.error && !reviews.data ? (
        <LoadFailure error={reviews.error} what="your reviews" />
      ) : !reviews.data ? (
        <Loading what="your reviews" />
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p>No reviews yet. Renters are invited to review your dress once their rental is complete.</p>
        </div>
      ) : (
        <>
          <ul className={styles.stack}>
            {items.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
          {reviews.error ? <LoadFailure error={reviews.error} what="more reviews" /> : null}
          <LoadMore hasMore={reviews.hasNextPage} loading={reviews.isFetchingNextPage} onMore={() => void reviews.fetchNextPage()} />
        </>
      )}
    </>
  );
}
