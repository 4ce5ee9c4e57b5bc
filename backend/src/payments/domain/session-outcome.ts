/** A checkout session as the provider reports it when asked (never as the renter's browser says). */
export interface SessionState {
  status: 'open' | 'complete' | 'expired';
  paymentIntentId: string | null;
  /** The payment intent's status, when there is one. */
  intentStatus: string | null;
  /** Held and capturable, in pence. */
  capturablePence: number;
  /** Captured, in pence. */
  receivedPence: number;
  /** The customer the card was saved to for later charges, when the session made one. */
  customerId?: string | null;
  /** The card used, saved for later charges when the renter agreed to them. */
  paymentMethodId?: string | null;
}

/** What the shop should make of a session: still open, card held, charged, abandoned, or let go. */
export type SessionOutcome = 'open' | 'authorised' | 'captured' | 'expired' | 'released';

export function sessionOutcome(state: SessionState): SessionOutcome {
  if (state.status === 'expired') return 'expired';
  if (state.status === 'open') return 'open';
  switch (state.intentStatus) {
    case 'requires_capture':
      return state.capturablePence > 0 ? 'authorised' : 'open';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'released';
    default:
      return 'open';
  }
}
