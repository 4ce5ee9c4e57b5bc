import { LISTING_STATUS_TEXT, LISTING_TRANSITIONS, type ListingStatus } from '@dw/contracts';
import { transitionActions, type StatusAction } from '../../app/statusActions';

/** Approve / Reject from pending, Make Live from approved; rejected and live are final (LISTING_TRANSITIONS in contracts). */
export function listingActions(status: ListingStatus): StatusAction<ListingStatus>[] {
  return transitionActions(LISTING_TRANSITIONS, status, LISTING_STATUS_TEXT, ['rejected']);
}

/** How the toast describes what just happened to a listing. */
export function listingOutcome(status: ListingStatus): string {
  return status === 'live' ? 'is now live in the catalogue' : `has been ${status}`;
}
