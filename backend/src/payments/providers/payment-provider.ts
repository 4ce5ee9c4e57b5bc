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
}

export interface OpenedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

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
  /** Checks a webhook's signature over its exact bytes; refuses a forged, altered or stale one. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
