import type { AdminReviewView, LenderReviewView, ReviewView } from '@dw/contracts';
import type { Review } from '../review.entity';

/** Entities never leave the API raw: what the shop shows of a review. */
export function toReviewView(r: Review): ReviewView {
  return {
    id: r.id,
    rating: r.rating,
    fit: r.fit,
    text: r.text,
    photoUrl: r.photoUrl,
    author: r.author,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toLenderReviewView(r: Review, productSlug: string | null): LenderReviewView {
  return { ...toReviewView(r), productId: r.productId, productName: r.productName, productSlug };
}

export function toAdminReviewView(r: Review, productSlug: string | null): AdminReviewView {
  return {
    ...toLenderReviewView(r, productSlug),
    orderId: r.orderId,
    hidden: r.hidden,
    hiddenReason: r.hiddenReason,
    hiddenAt: r.hiddenAt ? r.hiddenAt.toISOString() : null,
  };
}

/** The first name she gave, for the review page's greeting. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'there';
}
