/**
 * Every `code` the API can put in its error body `{ statusCode, code, message }`. The backend's
 * AppError only takes these, and the apps pick their messages by them, so a code is never a typo.
 */
export const ERROR_CODES = [
  // Generic, by HTTP status (errors not raised as AppError, e.g. an unknown route or method)
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'ERROR',
  'STOREFRONT_NOT_BUILT',
  // Request shape
  'VALIDATION_FAILED',
  'UNKNOWN_FIELD',
  'INVALID_TEXT',
  'NESTED_TOO_DEEPLY',
  'MALFORMED_JSON',
  'VALUE_TOO_LARGE',
  'FOREIGN_ORIGIN',
  'INVALID_HOST',
  // Status changes
  'ILLEGAL_TRANSITION',
  // Catalogue and availability
  'PRODUCT_NOT_FOUND',
  'SIZE_UNAVAILABLE',
  'SLUG_TAKEN',
  'INVALID_START_DATE',
  'DATES_UNAVAILABLE',
  'INVALID_BLOCK',
  'BLOCK_OVERLAPS',
  'BLOCK_NOT_FOUND',
  // Cart and orders
  'CART_ITEM_NOT_FOUND',
  'SESSION_REQUIRED',
  'ORDER_NOT_FOUND',
  'RENTAL_DATES_MISMATCH',
  'QUOTE_CHANGED',
  'INVALID_IDEMPOTENCY_KEY',
  'IDEMPOTENCY_KEY_REUSED',
  'HOLD_LIMIT_REACHED',
  'INVALID_BACKUP_SIZE',
  'BACKUP_SIZE_LIMIT',
  // Verified reviews (contracts/src/reviews.ts)
  'REVIEW_LINK_INVALID',
  'REVIEW_LINE_NOT_FOUND',
  'REVIEW_EXISTS',
  'REVIEW_NOT_FOUND',
  // Promo codes (contracts/src/promotions.ts)
  'PROMO_CODE_UNKNOWN',
  'PROMO_CODE_NOT_STARTED',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_ENDED',
  'PROMO_CODE_USED_UP',
  'PROMO_CODE_ALREADY_USED',
  'PROMO_CODE_FIRST_ORDER_ONLY',
  'PROMO_CODE_BELOW_MINIMUM',
  'PROMO_CODE_TAKEN',
  'PROMOTION_NOT_FOUND',
  // Admin session
  'PASSWORD_REQUIRED',
  'INVALID_PASSWORD',
  // Lenders and listings
  'LENDER_ACCOUNT_NOT_FOUND',
  'LENDER_TOKEN_REQUIRED',
  'LENDER_SIGN_IN_REQUIRED',
  'LENDER_TOKEN_MISMATCH',
  'LENDER_ACCOUNT_REJECTED',
  'LENDER_ACCOUNT_CLOSED',
  'LENDER_NOT_APPROVED',
  'LENDER_ERASED',
  'BANK_DETAILS_INVALID',
  'LENDER_EMAIL_TAKEN',
  'LISTING_NOT_FOUND',
  // Uploads
  'BAD_UPLOAD_SIGNATURE',
  'UPLOAD_URL_USED',
  'UPLOAD_URL_EXPIRED',
  'UNSUPPORTED_IMAGE_TYPE',
  'CONTENT_TYPE_MISMATCH',
  'NOT_AN_IMAGE',
  'FILE_TOO_LARGE',
  'IMAGE_NOT_FOUND',
  'IMAGE_NOT_USABLE',
  'IMAGE_NOT_OWN_UPLOAD',
  // Notifications and the newsletter
  'EMAIL_NOT_FOUND',
  'SUBSCRIPTION_NOT_FOUND',
  'NEWSLETTER_CONFIRMATION_INVALID',
  // The lender area: sign-in links and the lender session
  'SIGN_IN_LINK_INVALID',
  'SIGN_IN_LINK_EXPIRED',
  'SIGN_IN_LINK_USED',
  'FRESH_SIGN_IN_REQUIRED',
  // The lender area: listings, rejections, blocks
  'LISTING_NOT_EDITABLE',
  'LISTING_NOT_LIVE',
  'REJECTION_REASON_REQUIRED',
  // Earnings and payouts
  'PAYOUT_RUN_NOT_FOUND',
  'PAYOUT_PERIOD_NOT_ENDED',
  'PAYOUT_PERIOD_OUT_OF_RANGE',
  // Payments
  'PAYMENT_AMOUNT_INVALID',
  'PAYMENT_NOT_ALLOWED',
  'PAYMENT_NOT_RECEIVED',
  'PAYMENT_PROVIDER_FAILED',
  'WEBHOOK_SIGNATURE_INVALID',
  'CHARGES_CONSENT_REQUIRED',
  // Money owed after a rental (late fees, damage charges) recorded as collected
  'OWED_NOT_FOUND',
  'ALREADY_COLLECTED',
  'NOT_OWED',
  // Returns and damage claims
  'NOT_RECEIVED',
  'ALREADY_RECEIVED',
  'CLAIM_NOT_FOUND',
  'CLAIM_WINDOW_CLOSED',
  'CLAIM_EXISTS',
  'CLAIM_ANSWER_CLOSED',
  'CLAIM_ANSWERED',
  'CLAIM_DECIDED',
  'BOOKING_NOT_FOUND',
  // Messages between renters and lenders (contracts/src/conversations.ts)
  'CONVERSATION_NOT_FOUND',
  'MESSAGE_NOT_FOUND',
  'MESSAGE_EMPTY',
  'MESSAGE_TOO_LONG',
  'MESSAGE_RATE_LIMITED',
  // Booking requests
  'REQUEST_NOT_FOUND',
  'REQUEST_ALREADY_ANSWERED',
  'REQUEST_REASON_INVALID',
  // Answered by the apps themselves, never by the API
  'NETWORK',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** True for a code the API documents; an app treats anything else as a generic failure. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
