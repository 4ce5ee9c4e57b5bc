/**
 * Money taken from renters (docs/decisions/0031-payments.md): where an order's payment stands, the
 * movements of money recorded against it, and what the admin sends to record or refund one.
 */

/** How the shop takes money: bank transfer recorded by the admin, or a card through Stripe Checkout. */
export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * An order's payment: `awaiting-payment` until the renter pays (a card payment page may be open),
 * `authorised` while a card is held but not charged, `paid` once captured or recorded,
 * `partially-refunded` / `refunded` after refunds, `void` when nothing was or will be taken.
 */
export const PAYMENT_STATUSES = ['awaiting-payment', 'authorised', 'paid', 'partially-refunded', 'refunded', 'void'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  'awaiting-payment': 'Awaiting payment',
  authorised: 'Card authorised',
  paid: 'Paid',
  'partially-refunded': 'Partly refunded',
  refunded: 'Refunded',
  void: 'No payment',
};

/** Every movement of money is one row: a card held, charged or let go, money refunded, a payment recorded by hand. */
export const PAYMENT_MOVEMENT_KINDS = ['authorised', 'captured', 'released', 'refunded', 'recorded'] as const;
export type PaymentMovementKind = (typeof PAYMENT_MOVEMENT_KINDS)[number];

/** How a payment the admin records reached the shop. */
export const RECORDED_PAYMENT_METHODS = ['bank-transfer', 'card-terminal', 'cash', 'other'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

/** A card authorisation lapses after this many days: an order not confirmed by then is cancelled. */
export const AUTHORISATION_VALID_DAYS = 7;

/** Bank-transfer instructions the renter's page and e-mail show while a manual payment is awaited. */
export interface BankTransferInstructions {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  /** What the renter writes as the transfer's reference: the order reference. */
  reference: string;
  amount: string;
}

/** An order's payment, as the order, the renter's page and the admin see it. Money as '45.00'. */
export interface OrderPaymentView {
  provider: PaymentProviderName;
  status: PaymentStatus;
  /** What the renter owes: the order's total, less the dresses declined or not confirmed in time. */
  amountDue: string;
  /** Captured or recorded. */
  paid: string;
  refunded: string;
  /** Held on a card, not yet captured. */
  authorised: string;
  /** Where the renter pays by card, while the payment page is open (stripe only). */
  redirectUrl: string | null;
  /** Until when the dates are held for an open card payment (ISO). */
  holdExpiresAt: string | null;
  /** While a bank transfer is awaited (manual only). */
  bankTransfer: BankTransferInstructions | null;
}

export interface PaymentMovementView {
  id: string;
  kind: PaymentMovementKind;
  amount: string;
  method: string | null;
  /** The provider's id (payment intent, refund) or the admin's reference for a recorded payment. */
  providerReference: string | null;
  reason: string | null;
  createdAt: string;
}

/** `POST /api/orders/{id}/payment/record` */
export interface RecordPaymentInput {
  amount: string;
  method: RecordedPaymentMethod;
  reference: string;
}

/** `POST /api/orders/{id}/payment/refund` */
export interface RefundInput {
  amount: string;
  reason: string;
}

/** `GET /api/payments/reconciliation?month=YYYY-MM`: one UK month's money in, and where it went. */
export interface ReconciliationView {
  month: string;
  captured: string;
  recorded: string;
  refunded: string;
  /** captured + recorded − refunded */
  net: string;
  /** The orders whose money was taken this month, from their own figures. */
  orderCount: number;
  rentalFees: string;
  cleaning: string;
  insurance: string;
  discounts: string;
  /** Lines a lender declined or let expire before the money was taken: the renter never paid for them. */
  released: string;
  /** rentalFees + cleaning + insurance − discounts − released − refunded: equals net when the books balance. */
  expectedNet: string;
  balanced: boolean;
  /** Late fees taken this month: charged to the saved card, or recorded as paid another way. */
  lateFees: string;
  /** Damage charges taken this month, the same two ways. */
  damageCharges: string;
  /** net + lateFees + damageCharges: all the money the month brought in. */
  totalTaken: string;
  /** Late fees and damage charges still owed today (declined cards, orders paid by transfer), whenever made. */
  owedOutstanding: string;
  /** The lenders' share of the net (their earnings less refund adjustments). */
  lenderShare: string;
  /** What lenders were awarded from damage claims decided this month (paid with their next payout). */
  damageAwards: string;
  /** totalTaken − lenderShare − damageAwards. */
  shopShare: string;
}
