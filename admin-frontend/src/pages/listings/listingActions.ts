import { LISTING_TRANSITIONS, type ListingStatus } from '@dw/contracts';
import { transitionActions, type StatusAction } from '../../app/statusActions';

/** Approve / Reject from pending, Make Live from approved; rejected and live are final (spec §4). */
export function listingActions(status: ListingStatus): StatusAction<ListingStatus>[] {
  return transitionActions(LISTING_TRANSITIONS, status, { approved: 'Approve', rejected: 'Reject', live: 'Make Live' }, ['rejected']);
}

/** How the toast describes what just happened to a listing. */
export function listingOutcome(status: ListingStatus): string {
  return status === 'live' ? 'is now live in the catalogue' : `has been ${status}`;
}
