import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/** Ids shaped like Stripe's test-mode ids (`cs_test_…`, `pi_…`), unique per server. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe stores metadata values as strings and drops keys set to empty. */
export function toMetadata(params: Stripe.MetadataParam | '' | null | undefined): Stripe.Metadata {
  const entries = Object.entries(params || {}).filter(([, v]) => v !== null && v !== '');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Checkout Session as `checkout.sessions.create` returns it: open, unpaid, no PaymentIntent yet. */
export function newSession(
  params: Stripe.Checkout.SessionCreateParams,
  id: string,
  url: string,
  amountTotal: number,
  currency: string,
  expiresAt: number,
): Stripe.Checkout.Session {
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amountTotal,
    amount_total: amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds(),
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: params.customer_creation ?? 'if_required',
    customer_details: params.customer_email
      ? {
          address: null,
          business_name: null,
          email: params.customer_email,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        }
      : null,
    customer_email: params.customer_email ?? null,
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: params.locale ?? null,
    managed_payments: null,
    metadata: toMetadata(params.metadata),
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: params.success_url ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url,
    wallet_options: null,
  };
}

/** The PaymentIntent Checkout creates when the customer submits the page. */
export function newPaymentIntent(
  session: Stripe.Checkout.Session,
  data: Stripe.Checkout.SessionCreateParams.PaymentIntentData | undefined,
): Stripe.PaymentIntent {
  return intentOf(session.amount_total ?? 0, session.currency ?? 'gbp', session.customer_email, data);
}

/** A PaymentIntent made through the API (`POST /v1/payment_intents`): a charge of a saved card, for one. */
export function newApiPaymentIntent(params: Stripe.PaymentIntentCreateParams): Stripe.PaymentIntent {
  const intent = intentOf(params.amount, params.currency, null, {
    capture_method: params.capture_method,
    description: params.description,
    metadata: params.metadata,
  });
  const paymentMethod = params.payment_method ?? null;
  return {
    ...intent,
    customer: params.customer ?? null,
    payment_method: paymentMethod,
    capture_method: params.capture_method ?? 'automatic',
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
  };
}

function intentOf(
  amount: number,
  currency: string,
  email: string | null,
  data: Stripe.Checkout.SessionCreateParams.PaymentIntentData | undefined,
): Stripe.PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: data?.capture_method ?? 'automatic_async',
    client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency,
    customer: null,
    customer_account: null,
    description: data?.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: toMetadata(data?.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: data?.receipt_email ?? email,
    review: null,
    setup_future_usage: data?.setup_future_usage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

export interface TestCard {
  number: string;
  brand: string;
  last4: string;
}

/** The authorisation of a card for the whole PaymentIntent amount, not yet captured (manual capture). */
export function newCharge(intent: Stripe.PaymentIntent, card: TestCard, paymentMethod: string, email: string | null): Stripe.Charge {
  const id = newId('ch');
  const expiry = new Date();
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'DESIGNER WARDROBE',
    captured: false,
    created: nowSeconds(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: intent.amount,
        authorization_code: null,
        brand: card.brand,
        // Card authorisations lapse after 7 days unless extended.
        capture_before: nowSeconds() + 7 * 24 * 3600,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'GB',
        electronic_commerce_indicator: null,
        exp_month: 12,
        exp_year: expiry.getUTCFullYear() + 3,
        funding: 'credit',
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_token: { used: false },
        network_transaction_id: null,
        regulated_status: 'unregulated',
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

export function newRefund(charge: Stripe.Charge, params: Stripe.RefundCreateParams, amount: number): Stripe.Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: toMetadata(params.metadata),
    payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null),
    payment_method: charge.payment_method,
    reason: params.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    // Card refunds in test mode succeed at once.
    status: 'succeeded',
    transfer_reversal: null,
  };
}
