/**
 * The lender area (/lender/…): what the lender remote and the API agree on. A lender reaches these
 * calls with the lender session cookie (set by following an e-mailed sign-in link, or by creating an
 * account) or, for API clients, with the X-Lender-Token header.
 */
import type { BookingRules } from './availability';
import type { LenderAccountStatus, OrderStatus, TransitionTable } from './status';
import type { ListingInput, ListingView } from './api';

/** The lender session's cookie over plain HTTP; over TLS it is `__Host-` + this name. */
export const LENDER_SESSION_COOKIE = 'dw.lender';

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** The lender session ends after this long without a request, and this long after sign-in in any case. */
export const LENDER_SESSION_IDLE_DAYS = 30;
export const LENDER_SESSION_ABSOLUTE_DAYS = 90;
/** Changing bank details needs a sign-in from a link followed this recently. */
export const FRESH_SIGN_IN_MINUTES = 15;

/** The lender area's pages. */
export const LENDER_AREA_PATHS = {
  signIn: '/lender/sign-in',
  /** The e-mailed link: `/lender/sign-in/confirm?token=…` (the page spends the token with a POST). */
  confirm: '/lender/sign-in/confirm',
  overview: '/lender',
  /** Booking requests waiting for her answer, first thing she sees. */
  requests: '/lender/requests',
  listings: '/lender/listings',
  editListing: '/lender/listings/:id',
  bookings: '/lender/bookings',
  earnings: '/lender/earnings',
  payouts: '/lender/payouts',
  reviews: '/lender/reviews',
  messages: '/lender/messages',
  account: '/lender/account',
  /** Her dresses' condition records and damage claims. */
  claims: '/lender/claims',
} as const;

/** POST /api/lender/sign-in-link */
export interface SignInLinkRequest {
  email: string;
}
/** The same answer whether or not an account has the address. */
export interface SignInLinkSent {
  message: string;
}

/** POST /api/lender/session: spends the link's token and starts the session. */
export interface SignInWithLink {
  token: string;
}

/** GET /api/lender/me: the signed-in lender's own account, bank details masked. */
export interface LenderMe {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  status: LenderAccountStatus;
  /** Why the admin rejected the account; null unless rejected. */
  rejectionReason: string | null;
  bankAccountName: string;
  /** Masked, e.g. '••-••-56'. */
  sortCode: string;
  /** Masked, e.g. '••••5678'. */
  accountNumber: string;
  createdAt: string;
  /** When the current session was started from a link (null for X-Lender-Token callers). */
  signedInAt: string | null;
}

/** PUT /api/lender/me/bank-details (a fresh sign-in is required; the lender is e-mailed a notice). */
export interface BankDetailsInput {
  bankAccountName: string;
  sortCode: string;
  accountNumber: string;
}

/** Admin: PUT /api/lender-accounts/{id}/status and /api/dress-listings/{id}/status. */
export interface StatusChangeInput<S extends string> {
  status: S;
  /** Why, when rejecting (the admin's screen always asks; the spec's payload without one still works); shown to the lender and e-mailed. */
  reason?: string;
}
export const REJECTION_REASON_MAX = 500;

/** GET /api/lender/listings: the lender's own listings. */
export interface LenderListing extends ListingView {
  rejectionReason: string | null;
  /** The product page's slug once live. */
  productSlug: string | null;
  /** The live dress's booking rules (null until live): she may change them (PUT .../booking-rules). */
  bookingRules: BookingRules | null;
}

/** PUT /api/lender/listings/{id}: edit a pending or rejected listing; it goes (back) to pending. */
export type LenderListingInput = Omit<ListingInput, 'lenderAccountId'>;

/**
 * PUT /api/lender/listings/{id}/prices: new prices (pounds) for a live dress, with the listing form's
 * minimums and messages; they price new orders only (an order keeps the prices it was placed at).
 */
export type ListingPricesInput = Pick<ListingInput, 'rentalPrice2Day' | 'rentalPrice4Day'>;

export const LENDER_BOOKING_WHEN = ['upcoming', 'past'] as const;
export type LenderBookingWhen = (typeof LENDER_BOOKING_WHEN)[number];

/**
 * GET /api/lender/bookings?when=upcoming|past&productId=…: rentals of the lender's live dresses and
 * the days she blocked. Never the renter's name, address, e-mail or phone.
 */
export interface LenderBooking {
  id: string;
  kind: 'order' | 'block';
  productId: string;
  productName: string;
  productSlug: string;
  size: string;
  startDate: string;
  endDate: string;
  /** The order's status; null for a block. */
  orderStatus: OrderStatus | null;
  /** The order reference (last 8 of its id, upper case); null for a block. */
  orderReference: string | null;
  /** The renter's free backup size: held, sent and returned with her rental, earning nothing. */
  isBackup: boolean;
}

/** POST /api/lender/blocks: hold days of one of the lender's live dresses for herself. */
export interface LenderBlockInput {
  productId: string;
  size: string;
  startDate: string;
  endDate: string;
}

export const EARNING_STATUSES = ['pending', 'earned', 'cancelled', 'paid'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/** One rental line's share for its lender, in integer pence. */
export interface LenderEarning {
  id: string;
  orderReference: string;
  productName: string;
  size: string;
  startDate: string;
  endDate: string;
  /** The line's rental fee (unit price × quantity), cleaning and insurance excluded. */
  rentalFeePence: number;
  /** lenderSharePence(rentalFeePence). */
  amountPence: number;
  status: EarningStatus;
  /** The UK day the order was completed; null until then. */
  earnedOn: string | null;
  payoutId: string | null;
  /** When the damage-claim window after the dress's return closes (no run pays it before); null before the return. */
  claimWindowEndsAt: string | null;
  /** A damage claim on the rental is open: no run pays it until the claim is decided. */
  claimOpen: boolean;
}

export interface EarningsSummary {
  /** Earned or paid, completed this UK calendar month. */
  thisMonthPence: number;
  /** Earned or paid, ever. */
  toDatePence: number;
  /** Rentals not yet completed. */
  pendingPence: number;
  /** 'YYYY-MM-DD': the 1st of next month. */
  nextPayoutDate: string;
}

/** How an earning moves: with its order (completed or cancelled), then with its payout. */
export const EARNING_TRANSITIONS: TransitionTable<EarningStatus> = {
  pending: ['earned', 'cancelled'],
  earned: ['paid'],
  cancelled: [],
  paid: [],
};

export const PAYOUT_STATUSES = ['scheduled', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A run and its payouts are scheduled until the admin marks the bank transfer done. */
export const PAYOUT_TRANSITIONS: TransitionTable<PayoutStatus> = {
  scheduled: ['paid'],
  paid: [],
};

/** GET /api/lender/payouts (the lender's own) and, with the lender named, in the admin's run. */
export interface PayoutView {
  id: string;
  runId: string;
  /** 'YYYY-MM': the month whose completed rentals it pays. */
  period: string;
  amountPence: number;
  status: PayoutStatus;
  paidAt: string | null;
  earnings: LenderEarning[];
}

export interface AdminPayoutView extends Omit<PayoutView, 'earnings'> {
  lenderAccountId: string;
  lenderName: string;
  /** Masked. */
  sortCode: string;
  accountNumber: string;
  earningCount: number;
}

/** Admin: GET /api/admin/payout-runs, POST /api/admin/payout-runs { period }. */
export interface PayoutRunView {
  id: string;
  period: string;
  status: PayoutStatus;
  payoutCount: number;
  totalPence: number;
  createdAt: string;
  paidAt: string | null;
}

/** Who downloaded a run's bank file, and when. */
export interface PayoutFileDownloadView {
  id: string;
  /** 'admin:' + the first 12 hex of the SHA-256 of the admin session id. */
  downloadedBy: string;
  clientAddress: string | null;
  downloadedAt: string;
}

/**
 * GET /api/admin/payout-runs/{id}: the run; its payouts (payoutCount of them) are the paged list
 * GET /api/admin/payout-runs/{id}/payouts, largest first.
 */
export interface PayoutRunDetail extends PayoutRunView {
  /** Lenders with earnings in the period but no payout (not approved, erased or without bank details): their earnings stay earned and unpaid. */
  skippedLenders: number;
  /** The newest bank-file downloads (at most PAYOUT_DOWNLOADS_SHOWN) and how many there were. */
  downloads: PayoutFileDownloadView[];
  downloadCount: number;
}
export const PAYOUT_DOWNLOADS_SHOWN = 20;

/** A payout period: a calendar month, 'YYYY-MM'. */
export const PAYOUT_PERIOD_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

export interface PayoutRunRequest {
  /** 'YYYY-MM', a month that has ended. */
  period: string;
}
