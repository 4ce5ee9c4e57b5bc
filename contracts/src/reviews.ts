/**
 * Verified reviews (docs/decisions/0033-verified-reviews.md): a renter whose rental is completed
 * rates each dress she rented from the e-mailed link. The limits, the fit words and the summary
 * rule live here so the API, the shop and the back office agree on them.
 */

/** How a dress fitted, as the reviewer says. */
export const REVIEW_FITS = ['runs-small', 'true-to-size', 'runs-large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

export const REVIEW_FIT_LABELS: Readonly<Record<ReviewFit, string>> = {
  'runs-small': 'Runs small',
  'true-to-size': 'True to size',
  'runs-large': 'Runs large',
};

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Characters of a review's text, after trimming. */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** Characters of the admin's reason for hiding a review. */
export const REVIEW_HIDE_REASON_MAX = 500;

/** A review's photo that is not one uploaded through a review link (another's, an outside address). */
export const REVIEW_PHOTO_NOT_OWN = 'photoUrl must be a photo you uploaded.';
/** Reviews per "Show more" on the product page. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

/** The running totals kept on each product row, changed with every review written or hidden. */
export interface RatingTally {
  count: number;
  /** The sum of the visible reviews' stars. */
  sum: number;
  fit: Readonly<Record<ReviewFit, number>>;
}

/** What a product page and a card show: null average and fit when nobody has reviewed it. */
export interface RatingSummary {
  count: number;
  /** Rounded to one decimal, e.g. 4.3. */
  average: number | null;
  /** The fit most reviewers gave; null with no reviews, or when "small" and "large" tie ahead of "true to size". */
  fit: ReviewFit | null;
}

export const EMPTY_RATING: RatingSummary = { count: 0, average: null, fit: null };

/**
 * The fit most reviewers chose. A tie that includes "true to size" reads as true to size (the
 * reviews do not agree on a direction); "small" and "large" tied ahead of it give no summary.
 */
export function majorityFit(fit: Readonly<Record<ReviewFit, number>>): ReviewFit | null {
  const top = Math.max(...REVIEW_FITS.map((f) => fit[f]));
  if (top <= 0) return null;
  const tied = REVIEW_FITS.filter((f) => fit[f] === top);
  if (tied.length === 1) return tied[0];
  return tied.includes('true-to-size') ? 'true-to-size' : null;
}

/** The summary of a tally: the average to one decimal (half up), the count and the majority fit. */
export function ratingSummary(tally: RatingTally): RatingSummary {
  if (tally.count <= 0) return EMPTY_RATING;
  return {
    count: tally.count,
    average: Math.round((tally.sum * 10) / tally.count) / 10,
    fit: majorityFit(tally.fit),
  };
}

/** "Most say true to size", or null when there is no majority to state. */
export function fitSummaryText(fit: ReviewFit | null): string | null {
  return fit ? `Most say ${REVIEW_FIT_LABELS[fit].toLowerCase()}` : null;
}

/** "4.3 out of 5 (12 reviews)": how a rating is read out. */
export function ratingLabel(summary: Pick<RatingSummary, 'average' | 'count'>): string {
  const reviews = summary.count === 1 ? '1 review' : `${summary.count} reviews`;
  return `${(summary.average ?? 0).toFixed(1)} out of 5 (${reviews})`;
}

/** How a reviewer is named in public: her first name and the initial of her last ("Ada L."). */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A renter';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : '';
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}

/** Why a review's text is refused, or null. Plain text: no markup characters are interpreted, only counted. */
export function reviewTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < REVIEW_TEXT_MIN) return `Please write at least ${REVIEW_TEXT_MIN} characters about the dress.`;
  if (trimmed.length > REVIEW_TEXT_MAX) return `Please keep your review to ${REVIEW_TEXT_MAX.toLocaleString('en-GB')} characters.`;
  return null;
}

/** A review as the shop shows it. */
export interface ReviewView {
  id: string;
  rating: number;
  fit: ReviewFit;
  text: string;
  /** A stored upload (`/objects/uploads/{id}`), or null. */
  photoUrl: string | null;
  /** "Ada L." */
  author: string;
  /** ISO date-time of the review. */
  createdAt: string;
}

/** A review in the lender's area: which of her dresses it is about. */
export interface LenderReviewView extends ReviewView {
  productId: string;
  productName: string;
  productSlug: string | null;
}

/** A review in the back office, hidden or not. */
export interface AdminReviewView extends LenderReviewView {
  orderId: string;
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
}

/** A dress of a completed rental, as the review page offers it. */
export interface ReviewableLine {
  orderItemId: string;
  productId: string | null;
  productName: string;
  productSlug: string | null;
  imageUrl: string | null;
  size: string;
  /** Already reviewed: the page shows it as done. */
  reviewed: boolean;
}

/** GET /api/reviews/invitation/{token}: the rental the e-mailed link opens. */
export interface ReviewInvitationView {
  orderReference: string;
  /** The renter's first name, for the greeting. */
  firstName: string;
  lines: ReviewableLine[];
}

/** POST /api/reviews */
export interface CreateReviewRequest {
  token: string;
  orderItemId: string;
  rating: number;
  fit: ReviewFit;
  text: string;
  photoUrl?: string | null;
}

/** PUT /api/reviews/{id}/hidden */
export interface ReviewHiddenRequest {
  hidden: boolean;
  /** Required when hiding. */
  reason?: string;
}

/** The admin's Reviews tab filter. */
export const REVIEW_VISIBILITY_FILTERS = ['all', 'visible', 'hidden'] as const;
export type ReviewVisibilityFilter = (typeof REVIEW_VISIBILITY_FILTERS)[number];
