/**
 * Rules the lender area's listings, bookings and the admin's rejections share between the API and
 * the apps (docs/decisions/0021-lender-listings-and-bookings.md).
 */
import { REJECTION_REASON_MAX } from './lender-area';
import type { ListingStatus } from './status';

export const REJECTION_MESSAGES = {
  required: `A reason is required to reject: tell the lender why, in at most ${REJECTION_REASON_MAX} characters.`,
  onlyWhenRejecting: 'A reason is only given when rejecting.',
} as const;

export type RejectionReasonCheck = { reason: string | null; problem: null } | { reason: null; problem: keyof typeof REJECTION_MESSAGES };

/**
 * The reason stored with a status change. The admin's screen always asks for one when rejecting; the
 * API also takes the spec's own `{ status: 'rejected' }` without one (stored as none), but a reason
 * given must be non-blank and at most REJECTION_REASON_MAX characters (trimmed). Any other status takes none.
 */
export function checkRejectionReason(status: string, reason: string | undefined | null): RejectionReasonCheck {
  const given = reason === undefined || reason === null ? null : reason.trim();
  if (status !== 'rejected') return given === null ? { reason: null, problem: null } : { reason: null, problem: 'onlyWhenRejecting' };
  if (given === null) return { reason: null, problem: null };
  if (!given || given.length > REJECTION_REASON_MAX) return { reason: null, problem: 'required' };
  return { reason: given, problem: null };
}

export const LENDER_AREA_MESSAGES = {
  listingNotEditable: 'Only a pending or rejected listing can be edited; this one is already approved.',
  /** Booking rules belong to the catalogue dress, which exists once the listing is live. */
  listingNotLive: 'Booking rules can be set once this dress is live in the shop.',
  /** The admin's calendar shows a lender's block with this note. */
  lenderBlockNote: 'Blocked by the lender',
  /** A block over days a rental (or another block) already holds, refused by the calendar and the API alike. */
  blockHeldDays: 'A rental already holds some of those days, so they cannot be blocked. Please choose other dates.',
  /** PUT /api/lender/listings/{id}/prices on a dress that is not (or no longer) in the shop: 409 LISTING_NOT_LIVE. */
  pricesOnlyWhenLive: 'Prices can be changed once the dress is live in the shop.',
} as const;

/**
 * A lender changes her dress's prices and booking rules herself only while it is live: before that the
 * admin is still reviewing what she submitted (she edits and resubmits instead), and only a live dress
 * has a product in the shop to change.
 */
export function canChangeLiveDress(status: ListingStatus): boolean {
  return status === 'live';
}
