/**
 * Transactional e-mail: what the outbox holds and the figures the messages quote. The backend's
 * notifications module writes these; the admin's Emails tab and the shop's order page read them.
 */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every message the shop sends, by template. */
export const EMAIL_KINDS = [
  'order-received',
  'order-dispatched',
  'order-returned',
  'order-cancelled',
  // The day before the return post: how to send the dress back
  'order-return-reminder',
  // Past the return post: the late fee so far and how to send it back
  'order-overdue',
  // After the return: review each dress from a private link
  'review-invitation',
  // A new message from the lender (to the renter) or the renter (to the lender), at most one per conversation per window
  'message-received',
  'lender-account-received',
  'lender-account-approved',
  'lender-account-rejected',
  'listing-received',
  'listing-approved',
  'listing-rejected',
  'listing-live',
  // The booking request to the lender (its deadline and a link to answer it)
  'lender-dress-booked',
  // To the renter: a dress of her order was declined or not answered in time, with dresses free on her dates
  'booking-request-declined',
  'admin-lender-review',
  'admin-listing-review',
  // A dress not back NOT_RETURNED_AFTER_DAYS after its return post
  'admin-order-not-returned',
  // The renter's saved card refused a late fee or a damage charge: it is owed, for the admin to collect
  'admin-charge-declined',
  'newsletter-confirm',
  'newsletter-subscribed',
  // The lender area: sign-in links and the notice of changed bank details
  'lender-sign-in-link',
  'lender-bank-details-changed',
  // Payouts
  'payout-paid',
  // Payments
  'payment-received',
  'refund-issued',
  'payment-released',
  // Damage claims: the renter is told of a claim, and both sides of its decision
  'claim-opened',
  'claim-decided',
  'lender-claim-decided',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * A newsletter sign-up's confirmation link works this many days; a sign-up not confirmed by then is
 * deleted by the hourly clean-up.
 */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** A payout e-mail lists this many rentals at most; the rest are "and N more". */
export const PAYOUT_EMAIL_RENTALS = 30;

/** How an order is quoted to a person: the last 8 characters of its id, upper case. */
export function orderReference(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}
