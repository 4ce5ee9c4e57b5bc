import { PRODUCT_REVIEWS_PAGE_SIZE, type ProductView, fitSummaryText } from '@dw/contracts';
import { useState } from 'react';
import buttons from '../../shared/ui/buttons.module.css';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { RatingStars } from '../../shared/ui/RatingStars';
import { ReviewItem } from './ReviewItem';
import { useGetProductReviewsQuery } from './reviewsApi';
import styles from './ProductReviews.module.css';

/** One server page of reviews; each "Show more" adds the next. */
function ReviewsPage({ productId, page }: { productId: string; page: number }) {
  const { data, isLoading, isError, refetch } = useGetProductReviewsQuery({ productId, page });
  if (isLoading) {
    return (
      <p className={styles.loading} role="status">
        Loading reviews…
      </p>
    );
  }
  if (isError || !data) return <LoadFailed what="the reviews" onRetry={refetch} />;
  return (
    <>
      {data.items.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </>
  );
}

/** The stars beside the dress's name, linking down to its reviews (only when it has some). */
export function RatingLink({ product }: { product: ProductView }) {
  const { count, average } = product.rating;
  if (count === 0 || average === null) return null;
  return (
    <a href="#reviews" className={styles.ratingLink}>
      <RatingStars average={average} count={count} />
    </a>
  );
}

/**
 * The product page's reviews, below its first screen and in a chunk of its own ("product-reviews").
 * The summary comes with the product (its rating totals), the list from the API a page at a time.
 */
export function ProductReviews({ product }: { product: ProductView }) {
  const { count, average, fit } = product.rating;
  const [pages, setPages] = useState(1);
  // The first page tells the total; skipped for a dress nobody has reviewed.
  const first = useGetProductReviewsQuery({ productId: product.id, page: 1 }, { skip: count === 0 });
  const total = first.data?.total ?? count;
  const shown = Math.min(total, pages * PRODUCT_REVIEWS_PAGE_SIZE);
  const more = first.data !== undefined && shown < total;
  const fitText = fitSummaryText(fit);

  return (
    <section className={styles.section} aria-labelledby="reviews-heading" id="reviews">
      <h2 id="reviews-heading" className={styles.heading}>
        Reviews
      </h2>
      {count === 0 || average === null ? (
        <p className={styles.empty}>No reviews yet. Renters review a dress once their rental is complete.</p>
      ) : (
        <>
          <div className={styles.summary}>
            <p className={styles.average}>
              {average.toFixed(1)}
              <span className={styles.outOf}> out of 5</span>
            </p>
            <div className={styles.summaryText}>
              <RatingStars average={average} size="large" />
              <p className={styles.count}>{total === 1 ? 'Based on 1 verified rental' : `Based on ${total} verified rentals`}</p>
              {fitText && <p className={styles.fitSummary}>{fitText}</p>}
            </div>
          </div>
          <ol className={styles.list} aria-label="Reviews, newest first">
            {Array.from({ length: pages }, (_, i) => (
              <ReviewsPage key={i + 1} productId={product.id} page={i + 1} />
            ))}
          </ol>
          {more && (
            <button
              type="button"
              className={`${buttons.secondary} ${styles.more}`}
              onClick={() => setPages((p) => p + 1)}
              aria-label={`Show more reviews (${shown} of ${total} shown)`}
            >
              Show more
            </button>
          )}
        </>
      )}
    </section>
  );
}
