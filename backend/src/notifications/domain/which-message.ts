import type { EmailKind, LenderAccountStatus, ListingStatus, OrderStatus } from '@dw/contracts';

/** The renter's message when an order moves to `status`; null when that move tells them nothing. */
export function orderStatusMessage(status: OrderStatus): Exclude<Extract<EmailKind, `order-${string}`>, 'order-received'> | null {
  switch (status) {
    case 'processing':
      return 'order-dispatched';
    case 'completed':
      return 'order-returned';
    case 'cancelled':
      return 'order-cancelled';
    default:
      return null;
  }
}

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
