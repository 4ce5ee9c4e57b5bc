import type { TestCard } from './objects';

/** How a saved card answers a charge made without the customer (off-session), when it refuses. */
export interface OffSessionRefusal {
  code: 'card_declined' | 'authentication_required';
  declineCode: string;
  message: string;
}

/** Stripe's documented test cards this server knows; any other number is refused as incorrect. */
export type CardOutcome = { card: TestCard; offSession?: OffSessionRefusal } & (
  { approved: true } | { approved: false; declineCode: string; message: string }
);

const CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { card: { number: '4242424242424242', brand: 'visa', last4: '4242' }, approved: true },
  '5555555555554444': { card: { number: '5555555555554444', brand: 'mastercard', last4: '4444' }, approved: true },
  '4000000000000002': {
    card: { number: '4000000000000002', brand: 'visa', last4: '0002' },
    approved: false,
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    card: { number: '4000000000009995', brand: 'visa', last4: '9995' },
    approved: false,
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  // Saving it succeeds, every later charge of it is declined.
  '4000000000000341': {
    card: { number: '4000000000000341', brand: 'visa', last4: '0341' },
    approved: true,
    offSession: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  },
  // Always asks for authentication: taken as passed on the hosted page, refused off-session where nobody can answer it.
  '4000002760003184': {
    card: { number: '4000002760003184', brand: 'visa', last4: '3184' },
    approved: true,
    offSession: {
      code: 'authentication_required',
      declineCode: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
  },
};

/** Spaces and dashes as a customer types them are ignored. */
export function lookUpCard(input: string): CardOutcome | null {
  return CARDS[input.replace(/[\s-]/g, '')] ?? null;
}
