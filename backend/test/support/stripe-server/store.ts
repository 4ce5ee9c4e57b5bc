import type Stripe from 'stripe';
import { type CardOutcome, lookUpCard } from './cards';
import { StripeApiError, invalidRequest, resourceMissing, unexpectedState } from './errors';
import { newApiPaymentIntent, newCharge, newId, newPaymentIntent, newRefund, newSession, nowSeconds, toMetadata } from './objects';
import { type EventOf, newEvent } from './webhooks';

export type RequestRef = { id: string | null; idempotency_key: string | null } | null;

/** What a card payment on the hosted page came to. */
export type PayResult =
  | { outcome: 'paid'; session: Stripe.Checkout.Session; intent: Stripe.PaymentIntent }
  | { outcome: 'declined' | 'invalid_card'; message: string; session: Stripe.Checkout.Session };

export interface StoreOptions {
  baseUrl: () => string;
  emit: (event: Stripe.Event) => void;
  /**
   * `payment_status` of a Checkout Session completed with `capture_method: manual`. Stripe's reference
   * does not say; see the README. The shop should decide on the PaymentIntent's `requires_capture`.
   */
  manualCapturePaymentStatus: 'paid' | 'unpaid';
}

const CANCELABLE: readonly Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const MIN_EXPIRY = 30 * 60;
const MAX_EXPIRY = 24 * 3600;

/** The in-memory account: sessions, intents, charges and refunds, and the state changes Stripe makes. */
export class Store {
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  readonly intents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  /** Customers Checkout made (`customer_creation`), by id, with their e-mail. */
  readonly customers = new Map<string, { id: string; email: string | null }>();
  /** Cards used on the hosted page, by payment method id: the test card and the customer it is attached to. */
  readonly paymentMethods = new Map<string, { card: CardOutcome; customer: string | null }>();
  /** The create parameters of each session, for the PaymentIntent made when it is paid. */
  private readonly sessionParams = new Map<string, Stripe.Checkout.SessionCreateParams>();
  /** Which session made each PaymentIntent. */
  private readonly intentSession = new Map<string, string>();

  constructor(private readonly options: StoreOptions) {}

  private emit<T extends Stripe.Event['type']>(
    type: T,
    object: EventOf<T>['data']['object'],
    request: RequestRef,
    previous?: Record<string, unknown>,
  ) {
    this.options.emit(newEvent(type, object, request, previous));
  }

  createSession(params: Stripe.Checkout.SessionCreateParams): Stripe.Checkout.Session {
    const items = params.line_items ?? [];
    const currencies = new Set(items.map((item) => item.price_data?.currency));
    if (currencies.size !== 1) throw invalidRequest('All line items must use the same currency.', 'parameter_invalid_string', 'line_items');
    const [currency] = [...currencies];
    const amountTotal = items.reduce((sum, item) => sum + (item.price_data?.unit_amount ?? 0) * (item.quantity ?? 1), 0);
    const now = nowSeconds();
    const expiresAt = params.expires_at ?? now + MAX_EXPIRY;
    if (expiresAt < now + MIN_EXPIRY) {
      throw invalidRequest(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'parameter_invalid_integer',
        'expires_at',
      );
    }
    if (expiresAt > now + MAX_EXPIRY) {
      throw invalidRequest(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
        'expires_at',
      );
    }
    const id = newId('cs_test');
    const session = newSession(params, id, `${this.options.baseUrl()}/c/pay/${id}`, amountTotal, currency ?? 'gbp', expiresAt);
    this.sessions.set(id, session);
    this.sessionParams.set(id, params);
    return session;
  }

  productNames(sessionId: string): string[] {
    return (this.sessionParams.get(sessionId)?.line_items ?? []).map((item) => item.price_data?.product_data?.name ?? '');
  }

  session(id: string): Stripe.Checkout.Session {
    const session = this.sessions.get(id);
    if (!session) throw resourceMissing('checkout.session', id, 'session');
    return session;
  }

  intent(id: string, param = 'intent'): Stripe.PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, param);
    return intent;
  }

  charge(id: string, param = 'charge'): Stripe.Charge {
    const charge = this.charges.get(id);
    if (!charge) throw resourceMissing('charge', id, param);
    return charge;
  }

  refund(id: string): Stripe.Refund {
    const refund = this.refunds.get(id);
    if (!refund) throw resourceMissing('refund', id, 'refund');
    return refund;
  }

  /** The customer submits the hosted page with a card number. */
  pay(sessionId: string, cardNumber: string, email: string | null): PayResult {
    const session = this.session(sessionId);
    if (session.status !== 'open')
      throw invalidRequest(`This Checkout Session is ${session.status ?? 'closed'}.`, 'checkout_session_not_open');
    const card = lookUpCard(cardNumber);
    if (!card) return { outcome: 'invalid_card', message: 'Your card number is incorrect.', session };
    const request: RequestRef = { id: null, idempotency_key: null };
    const params = this.sessionParams.get(sessionId);
    let intent = typeof session.payment_intent === 'string' ? this.intent(session.payment_intent) : null;
    if (!intent) {
      intent = newPaymentIntent(session, params?.payment_intent_data);
      this.intents.set(intent.id, intent);
      this.intentSession.set(intent.id, session.id);
      session.payment_intent = intent.id;
      this.emit('payment_intent.created', intent, request);
    }
    const customerEmail = email || session.customer_email;
    const paymentMethod = newId('pm');
    const charge = newCharge(intent, card.card, paymentMethod, customerEmail);
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (!card.approved) {
      Object.assign(charge, { status: 'failed', paid: false, failure_code: 'card_declined', failure_message: card.message });
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: card.declineCode,
        message: card.message,
        charge: charge.id,
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      };
      this.emit('charge.failed', charge, request);
      this.emit('payment_intent.payment_failed', intent, request);
      return { outcome: 'declined', message: card.message, session };
    }
    intent.last_payment_error = null;
    intent.payment_method = paymentMethod;
    // Checkout makes a customer when asked to (`always`), or when the card is to be saved (`if_required`
    // with setup_future_usage), and attaches the card to it.
    const saving = params?.payment_intent_data?.setup_future_usage !== undefined;
    const customer = params?.customer_creation === 'always' || saving ? this.newCustomer(customerEmail) : null;
    this.paymentMethods.set(paymentMethod, { card, customer: saving ? customer : null });
    if (customer) {
      session.customer = customer;
      intent.customer = customer;
    }
    session.customer_details = {
      address: null,
      business_name: null,
      email: customerEmail,
      individual_name: null,
      name: null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.status = 'complete';
    session.url = null;
    this.emit('charge.succeeded', charge, request);
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      session.payment_status = this.options.manualCapturePaymentStatus;
      this.emit('payment_intent.amount_capturable_updated', intent, request);
    } else {
      Object.assign(charge, { captured: true, amount_captured: charge.amount });
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      session.payment_status = 'paid';
      this.emit('payment_intent.succeeded', intent, request);
    }
    this.emit('checkout.session.completed', session, request);
    return { outcome: 'paid', session, intent };
  }

  private newCustomer(email: string | null): string {
    const id = newId('cus');
    this.customers.set(id, { id, email });
    return id;
  }

  /**
   * `POST /v1/payment_intents`: with `confirm` and a card saved to the customer, the charge is made at
   * once. Off-session, a card that refuses answers 402 `card_error` (`card_declined`, or
   * `authentication_required` when it wants the customer to authenticate) carrying the intent, now
   * `requires_payment_method`, as Stripe does.
   */
  createIntent(params: Stripe.PaymentIntentCreateParams, request: RequestRef): Stripe.PaymentIntent {
    if (params.off_session !== undefined && params.off_session !== false && params.confirm !== true) {
      throw invalidRequest('You can only set `off_session` when `confirm` is true.', 'parameter_invalid_empty', 'off_session');
    }
    if (params.confirm && !params.payment_method) {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it is missing a payment method.',
        'payment_intent_unexpected_state',
        'payment_method',
      );
    }
    if (params.customer !== undefined && !this.customers.has(params.customer))
      throw resourceMissing('customer', params.customer, 'customer');
    const saved = params.payment_method ? this.paymentMethods.get(params.payment_method) : undefined;
    if (params.payment_method && !saved) throw resourceMissing('paymentmethod', params.payment_method, 'payment_method');
    if (saved && saved.customer !== (params.customer ?? null)) {
      throw invalidRequest(
        saved.customer
          ? 'The provided PaymentMethod is attached to another Customer or was given without its Customer.'
          : 'The provided PaymentMethod was previously used without being attached to a Customer; it cannot be used again.',
        'parameter_invalid_string',
        'payment_method',
      );
    }
    const intent = newApiPaymentIntent(params);
    this.intents.set(intent.id, intent);
    this.emit('payment_intent.created', intent, request);
    if (!params.confirm || !saved || !params.payment_method) return intent;
    const charge = newCharge(intent, saved.card.card, params.payment_method, this.customers.get(params.customer ?? '')?.email ?? null);
    charge.customer = params.customer ?? null;
    this.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    const refusal = params.off_session ? saved.card.offSession : undefined;
    if (refusal) {
      Object.assign(charge, { status: 'failed', paid: false, failure_code: refusal.code, failure_message: refusal.message });
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: refusal.code,
        decline_code: refusal.declineCode,
        message: refusal.message,
        charge: charge.id,
        doc_url: `https://stripe.com/docs/error-codes/${refusal.code.replace(/_/g, '-')}`,
      };
      this.emit('charge.failed', charge, request);
      this.emit('payment_intent.payment_failed', intent, request);
      throw new StripeApiError(402, {
        type: 'card_error',
        code: refusal.code,
        decline_code: refusal.declineCode,
        message: refusal.message,
        charge: charge.id,
        doc_url: intent.last_payment_error.doc_url ?? undefined,
        payment_intent: structuredClone(intent),
        payment_method: { id: params.payment_method, object: 'payment_method' },
      });
    }
    if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
      this.emit('charge.succeeded', charge, request);
      this.emit('payment_intent.amount_capturable_updated', intent, request);
      return intent;
    }
    Object.assign(charge, { captured: true, amount_captured: charge.amount });
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    this.emit('charge.succeeded', charge, request);
    this.emit('payment_intent.succeeded', intent, request);
    return intent;
  }

  expireSession(id: string, request: RequestRef): Stripe.Checkout.Session {
    const session = this.session(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        'checkout_session_not_open',
      );
    }
    session.status = 'expired';
    session.url = null;
    // A PaymentIntent left behind by a declined card is cancelled with the session.
    const intent = typeof session.payment_intent === 'string' ? this.intents.get(session.payment_intent) : undefined;
    if (intent && CANCELABLE.includes(intent.status)) {
      Object.assign(intent, { status: 'canceled', canceled_at: nowSeconds(), cancellation_reason: 'abandoned' });
      this.emit('payment_intent.canceled', intent, request);
    }
    this.emit('checkout.session.expired', session, request);
    return session;
  }

  capture(id: string, params: Stripe.PaymentIntentCaptureParams, request: RequestRef): Stripe.PaymentIntent {
    const intent = this.intent(id);
    if (intent.status !== 'requires_capture') {
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        intent,
      );
    }
    const amount = params.amount_to_capture ?? intent.amount_capturable;
    if (amount > intent.amount_capturable) {
      throw invalidRequest(
        `The amount to capture (${amount}) must be less than or equal to the amount capturable (${intent.amount_capturable}).`,
        'amount_too_large',
        'amount_to_capture',
      );
    }
    const charge = this.charge(idOf(intent.latest_charge));
    const previousIntent = { status: intent.status, amount_capturable: intent.amount_capturable, amount_received: intent.amount_received };
    Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: amount });
    if (params.metadata) intent.metadata = { ...intent.metadata, ...toMetadata(params.metadata) };
    const previousCharge = { captured: false, amount_captured: 0 };
    Object.assign(charge, { captured: true, amount_captured: amount });
    this.emit('charge.captured', charge, request, previousCharge);
    this.emit('payment_intent.succeeded', intent, request, previousIntent);
    return intent;
  }

  cancel(id: string, params: Stripe.PaymentIntentCancelParams, request: RequestRef): Stripe.PaymentIntent {
    const intent = this.intent(id);
    if (!CANCELABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        intent,
      );
    }
    const sessionId = this.intentSession.get(intent.id);
    if (sessionId && this.sessions.get(sessionId)?.status === 'open') {
      throw unexpectedState(
        'This PaymentIntent belongs to an open Checkout Session and cannot be canceled; expire the Checkout Session instead.',
        intent,
      );
    }
    const previous = { status: intent.status, amount_capturable: intent.amount_capturable };
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: nowSeconds(),
      cancellation_reason: params.cancellation_reason ?? null,
      amount_capturable: 0,
    });
    // Releasing an authorisation returns the whole uncaptured amount to the card.
    const charge = intent.latest_charge ? this.charges.get(idOf(intent.latest_charge)) : undefined;
    if (charge && charge.status === 'succeeded' && !charge.captured)
      Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    this.emit('payment_intent.canceled', intent, request, previous);
    return intent;
  }

  createRefund(params: Stripe.RefundCreateParams, request: RequestRef): Stripe.Refund {
    let charge: Stripe.Charge;
    if (params.payment_intent !== undefined) {
      const intent = this.intent(params.payment_intent, 'payment_intent');
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw unexpectedState(
          `This PaymentIntent has a status of ${intent.status} and has no captured charge to refund.` +
            (intent.status === 'requires_capture' ? ' Cancel the PaymentIntent to release an uncaptured payment.' : ''),
          intent,
        );
      }
      charge = this.charge(idOf(intent.latest_charge));
      if (params.charge !== undefined && params.charge !== charge.id) {
        throw invalidRequest(
          `Charge ${params.charge} does not belong to PaymentIntent ${intent.id}.`,
          'parameter_invalid_string',
          'charge',
        );
      }
    } else {
      charge = this.charge(String(params.charge));
      if (!charge.captured) throw invalidRequest(`Charge ${charge.id} has not been captured.`, 'charge_not_refundable', 'charge');
    }
    const refundable = charge.amount_captured - charge.amount_refunded;
    if (refundable <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const amount = params.amount ?? refundable;
    if (amount > refundable) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(refundable, charge.currency)})`,
        'amount_too_large',
        'amount',
      );
    }
    const refund = newRefund(charge, params, amount);
    this.refunds.set(refund.id, refund);
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    this.emit('refund.created', refund, request);
    this.emit('charge.refunded', charge, request, previous);
    return refund;
  }
}

/** Stored objects hold ids; expansion happens only on the copies the server answers with. */
function idOf(ref: string | { id: string } | null): string {
  return typeof ref === 'string' ? ref : (ref?.id ?? '');
}

function formatAmount(minor: number, currency: string) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

export { StripeApiError };
