import type Stripe from 'stripe';
import { invalidEnum, invalidInteger, invalidRequest, missingParam, unknownParam } from './errors';
import { type FormObject, type FormValue, isFormObject } from './form';

/**
 * Reads decoded form values into the SDK's own parameter types, answering bad input with the errors
 * Stripe gives (unknown parameter, missing parameter, invalid integer), so the shop cannot rely on a
 * parameter this server silently ignores.
 */
class Reader {
  constructor(
    private readonly form: FormObject,
    private readonly prefix: string,
  ) {}

  private name(key: string) {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  /** Rejects keys outside `allowed`, as Stripe does. */
  only(allowed: readonly string[]): this {
    const unknown = Object.keys(this.form).find((k) => !allowed.includes(k));
    if (unknown !== undefined) throw unknownParam(this.name(unknown));
    return this;
  }

  has(key: string) {
    return this.form[key] !== undefined;
  }

  string(key: string): string | undefined {
    const value = this.form[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${this.name(key)}`, 'parameter_invalid_string', this.name(key));
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  enum<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) throw invalidEnum(this.name(key), value, allowed);
    return value as T;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw invalidInteger(this.name(key), value);
    return Number(value);
  }

  /** Required: Stripe's `unit_amount` may be 0 but not missing. */
  nonNegativeInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) throw missingParam(this.name(key));
    if (value < 0) throw invalidRequest('Invalid non-negative integer', 'parameter_invalid_integer', this.name(key));
    return value;
  }

  positiveInteger(key: string, required = false): number | undefined {
    const value = this.integer(key);
    if (value === undefined) {
      if (required) throw missingParam(this.name(key));
      return undefined;
    }
    if (value <= 0) throw invalidRequest(`Invalid positive integer`, 'parameter_invalid_integer', this.name(key));
    return value;
  }

  object(key: string, required = false): Reader | undefined {
    const value = this.form[key];
    if (value === undefined) {
      if (required) throw missingParam(this.name(key));
      return undefined;
    }
    if (!isFormObject(value)) throw invalidRequest(`Invalid object`, 'parameter_invalid_empty', this.name(key));
    return new Reader(value, this.name(key));
  }

  array(key: string): Reader[] | undefined {
    const value: FormValue | undefined = this.form[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, 'parameter_invalid_empty', this.name(key));
    return value.map((item, i) => {
      if (!isFormObject(item)) throw invalidRequest(`Invalid object`, 'parameter_invalid_empty', `${this.name(key)}[${i}]`);
      return new Reader(item, `${this.name(key)}[${i}]`);
    });
  }

  strings(key: string): string[] | undefined {
    const value = this.form[key];
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
      throw invalidRequest(`Invalid array`, 'parameter_invalid_empty', this.name(key));
    }
    return value as string[];
  }

  /** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500. */
  metadata(key = 'metadata'): Stripe.MetadataParam | undefined {
    const value = this.form[key];
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (!isFormObject(value)) throw invalidRequest('Invalid hash', 'parameter_invalid_empty', this.name(key));
    const entries = Object.entries(value);
    if (entries.length > 50) throw invalidRequest('Metadata can have up to 50 keys', 'parameter_invalid_empty', this.name(key));
    const result: Stripe.MetadataParam = {};
    for (const [k, v] of entries) {
      if (typeof v !== 'string') throw invalidRequest('Invalid metadata value', 'parameter_invalid_string', `${this.name(key)}[${k}]`);
      if (k.length > 40)
        throw invalidRequest('Metadata keys can be up to 40 characters long', 'parameter_invalid_string', `${this.name(key)}[${k}]`);
      if (v.length > 500)
        throw invalidRequest('Metadata values can be up to 500 characters long', 'parameter_invalid_string', `${this.name(key)}[${k}]`);
      result[k] = v;
    }
    return result;
  }
}

export const reader = (form: FormObject) => new Reader(form, '');

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'metadata',
  'expires_at',
  'customer_email',
  'payment_intent_data',
  'customer_creation',
  'locale',
  'expand',
] as const;

/** The part of `checkout.sessions.create` this server implements: payment mode with inline prices. */
export function sessionCreateParams(form: FormObject): Stripe.Checkout.SessionCreateParams {
  const r = reader(form).only(SESSION_PARAMS);
  const mode = r.enum('mode', ['payment', 'setup', 'subscription'] as const);
  if (mode === undefined) throw missingParam('mode');
  if (mode !== 'payment')
    throw invalidRequest(`This test server implements only mode=payment (got '${mode}')`, 'parameter_invalid_string', 'mode');
  const items = r.array('line_items');
  if (!items || items.length === 0)
    throw invalidRequest('You must provide at least one line item in `payment` mode.', 'parameter_missing', 'line_items');
  const line_items: Stripe.Checkout.SessionCreateParams.LineItem[] = items.map((item) => {
    item.only(['price_data', 'quantity']);
    const priceData = item.object('price_data', true)!.only(['currency', 'unit_amount', 'product_data']);
    const productData = priceData.object('product_data', true)!.only(['name', 'description', 'images', 'metadata']);
    return {
      quantity: item.positiveInteger('quantity', true),
      price_data: {
        currency: priceData.requiredString('currency').toLowerCase(),
        unit_amount: priceData.nonNegativeInteger('unit_amount'),
        product_data: {
          name: productData.requiredString('name'),
          description: productData.string('description'),
          images: productData.strings('images'),
          metadata: productData.metadata(),
        },
      },
    };
  });
  const pid = r.object('payment_intent_data')?.only(['capture_method', 'metadata', 'setup_future_usage', 'description', 'receipt_email']);
  const successUrl = r.string('success_url');
  if (successUrl === undefined) throw missingParam('success_url');
  return {
    mode,
    line_items,
    success_url: successUrl,
    cancel_url: r.string('cancel_url'),
    client_reference_id: r.string('client_reference_id'),
    metadata: r.metadata(),
    expires_at: r.integer('expires_at'),
    customer_email: r.string('customer_email'),
    customer_creation: r.enum('customer_creation', ['always', 'if_required'] as const),
    locale: r.string('locale'),
    expand: r.strings('expand'),
    payment_intent_data: pid && {
      capture_method: pid.enum('capture_method', ['automatic', 'automatic_async', 'manual'] as const),
      metadata: pid.metadata(),
      setup_future_usage: pid.enum('setup_future_usage', ['off_session', 'on_session'] as const),
      description: pid.string('description'),
      receipt_email: pid.string('receipt_email'),
    },
  };
}

/** Stripe reads form booleans as 'true' / 'false'. */
function formBoolean(r: Reader, key: string): boolean | undefined {
  const value = r.string(key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, 'parameter_invalid_boolean', key);
  return value === 'true';
}

/** `paymentIntents.create` as a saved card is charged: amount, currency, customer, payment method, off_session with confirm. */
export function intentCreateParams(form: FormObject): Stripe.PaymentIntentCreateParams {
  const r = reader(form).only([
    'amount',
    'currency',
    'customer',
    'payment_method',
    'off_session',
    'confirm',
    'capture_method',
    'description',
    'metadata',
    'expand',
  ]);
  const amount = r.positiveInteger('amount', true) ?? 0;
  const currency = r.requiredString('currency').toLowerCase();
  const offSession = r.string('off_session');
  let off_session: Stripe.PaymentIntentCreateParams['off_session'];
  if (offSession === 'one_off' || offSession === 'recurring') off_session = offSession;
  else off_session = formBoolean(r, 'off_session');
  return {
    amount,
    currency,
    customer: r.string('customer'),
    payment_method: r.string('payment_method'),
    off_session,
    confirm: formBoolean(r, 'confirm'),
    capture_method: r.enum('capture_method', ['automatic', 'automatic_async', 'manual'] as const),
    description: r.string('description'),
    metadata: r.metadata(),
    expand: r.strings('expand'),
  };
}

export function captureParams(form: FormObject): Stripe.PaymentIntentCaptureParams {
  const r = reader(form).only(['amount_to_capture', 'metadata', 'expand']);
  return { amount_to_capture: r.positiveInteger('amount_to_capture'), metadata: r.metadata(), expand: r.strings('expand') };
}

const CANCELLATION_REASONS = ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'] as const;

export function cancelParams(form: FormObject): Stripe.PaymentIntentCancelParams {
  const r = reader(form).only(['cancellation_reason', 'expand']);
  return { cancellation_reason: r.enum('cancellation_reason', CANCELLATION_REASONS), expand: r.strings('expand') };
}

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export function refundCreateParams(form: FormObject): Stripe.RefundCreateParams {
  const r = reader(form).only(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
  const params: Stripe.RefundCreateParams = {
    payment_intent: r.string('payment_intent'),
    charge: r.string('charge'),
    amount: r.positiveInteger('amount'),
    reason: r.enum('reason', REFUND_REASONS),
    metadata: r.metadata(),
    expand: r.strings('expand'),
  };
  if (params.payment_intent === undefined && params.charge === undefined) {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
  }
  return params;
}

/** GET and bodiless POSTs take only `expand`. */
export function expandParam(form: FormObject): string[] {
  return reader(form).only(['expand']).strings('expand') ?? [];
}
