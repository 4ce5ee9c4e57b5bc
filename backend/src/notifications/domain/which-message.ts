import type { EmailKind, LenderAccountStatus, ListingStatus } from '@dw/contracts';
import type { NotificationMessage, NotificationRequest } from '../notification-message';

/** The lender's message when the admin moves their account to `status`. */
export function lenderAccountStatusMessage(status: LenderAccountStatus): Extract<EmailKind, `lender-account-${string}`> | null {
  switch (status) {
    case 'approved':
      return 'lender-account-approved';
    case 'rejected':
      return 'lender-account-rejected';
    default:
      return null;
  }
}

/** The lender's message when the admin moves their listing to `status`. */
export function listingStatusMessage(status: ListingStatus): Extract<EmailKind, `listing-${string}`> | null {
  switch (status) {
    case 'approved':
      return 'listing-approved';
    case 'rejected':
      return 'listing-rejected';
    case 'live':
      return 'listing-live';
    default:
      return null;
  }
}

/** A status change becomes the message it means, or null; a plain message passes through. */
export function messageFor(request: NotificationRequest): NotificationMessage | null {
  switch (request.kind) {
    case 'lender-account-status-changed': {
      const kind = lenderAccountStatusMessage(request.status);
      const who = { to: request.to, lenderName: request.lenderName, lenderId: request.lenderId };
      if (kind === 'lender-account-rejected') return { kind, ...who, reason: request.reason ?? '' };
      return kind ? { kind, ...who } : null;
    }
    case 'listing-status-changed': {
      const kind = listingStatusMessage(request.status);
      const who = { to: request.to, lenderName: request.lenderName, dressName: request.dressName, lenderId: request.lenderId };
      if (kind === 'listing-live') return request.productSlug ? { kind, ...who, productSlug: request.productSlug } : null;
      if (kind === 'listing-rejected') return { kind, ...who, reason: request.reason ?? '' };
      return kind ? { kind, ...who } : null;
    }
    default:
      return request;
  }
}
