import type { PaymentProviderName } from '@dw/contracts';
import type { CheckoutLine } from '../domain/checkout-lines';
import type { SessionState } from '../domain/session-outcome';

/** What the card payment page is opened with: the order's server-priced lines and where the renter returns. */
export interface CheckoutRequest {
  orderId: string;
  customerEmail: string;
  lines: readonly CheckoutLine[];
  /** The renter's order page: where she lands whether she pays or turns back. */
  returnUrl: string;
  expiresAt: Date;
  /** The renter agreed to later charges: the card is saved to a customer for off-session use. */
  saveCardForLaterCharges: boolean;
}

export interface OpenedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** A charge on the card saved at checkout, made without the renter present (a late fee). */
export interface OffSessionCharge {
  orderId: string;
  customerId: string;
  paymentMethodId: string;
  pence: number;
  /** What the renter's statement and the provider's dashboard call it. */
  description: string;
  /** Written on the provider's payment, beside the order id. */
  metadata: Record<string, string>;
}

/**
 * How an off-session charge ended: taken; declined by the card's bank (`card_declined`) or needing
 * the renter to authenticate (`authentication_required`), so the money is owed; or not tried
 * because this provider keeps no card (manual).
 */
export type OffSessionResult =
  { outcome: 'charged'; reference: string } | { outcome: 'declined'; code: string; reference: string | null } | { outcome: 'no-card' };

/** A provider event whose signature checked out; what it says is asked of the provider again before anything changes. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The checkout session it is about, when it names one. */
  sessionId: string | null;
  /** The order it is about, from the metadata the shop wrote, when it carries it. */
  orderId: string | null;
}

/**
 * The payment provider port (docs/decisions/0031-payments.md). Every call that changes something at
 * the provider carries the idempotency key it is given, derived from what it does to which order,
 * so a retry after a timeout or a rolled-back transaction never takes or returns money twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a hosted payment page for the order, or null when this provider takes payment otherwise (manual). */
  openCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<OpenedCheckout | null>;
  /** The provider's own word on a session. */
  session(sessionId: string): Promise<SessionState>;
  /** Closes a session still open, so nobody can pay on it any more. */
  expireSession(sessionId: string, idempotencyKey: string): Promise<void>;
  /** Charges `pence` of a held card; returns the provider's reference. */
  capture(intentId: string, pence: number, idempotencyKey: string): Promise<string>;
  /** Lets a held card go. */
  release(intentId: string, idempotencyKey: string): Promise<void>;
  /** Gives back `pence` of a charge; the provider's refund id, or null when the shop refunds by hand (manual). */
  refund(intentId: string | null, pence: number, idempotencyKey: string): Promise<string | null>;
  /**
   * Charges a saved card without the renter present (off-session, confirmed at once). A decline is
   * an answer, not an error; a provider that fails or does not answer throws (502), and the same
   * idempotency key later is the same charge.
   */
  chargeOffSession(charge: OffSessionCharge, idempotencyKey: string): Promise<OffSessionResult>;
  /** Checks a webhook's signature over its exact bytes; refuses a forged, altered or stale one. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
