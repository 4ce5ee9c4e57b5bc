import { REVIEW_FIT_LABELS, type ReviewView, formatDay } from '@dw/contracts';
import { RatingStars } from '../../shared/ui/RatingStars';
import styles from './ProductReviews.module.css';

/** One review as the product page lists it: stars, who and when, the fit, her words and her photo. */
export function ReviewItem({ review }: { review: ReviewView }) {
  return (
    <article className={styles.review}>
      <header className={styles.reviewHead}>
        <RatingStars average={review.rating} />
        <p className={styles.byline}>
          <span className={styles.author}>{review.author}</span>
          <time dateTime={review.createdAt}>{formatDay(review.createdAt.slice(0, 10))}</time>
        </p>
      </header>
      <p className={styles.fit}>
        <span className={styles.fitLabel}>Fit:</span> {REVIEW_FIT_LABELS[review.fit]}
      </p>
      {/* Plain text: React prints it as text, line breaks kept by CSS. */}
      <p className={styles.text}>{review.text}</p>
      {review.photoUrl && (
        <img className={styles.photo} src={review.photoUrl} alt={`Photo by ${review.author}`} loading="lazy" width={160} height={213} />
      )}
    </article>
  );
}
