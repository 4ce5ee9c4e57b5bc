import type Stripe from 'stripe';

/** The `error` member of Stripe's error body; the SDK picks its error class from `type` and the status. */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  request_log_url?: string;
  payment_intent?: Stripe.PaymentIntent;
  /** A card error's failed charge and the payment method it was tried on. */
  charge?: string;
  payment_method?: Stripe.PaymentMethod | { id: string; object: 'payment_method' };
}

/** Thrown by a handler; the server writes it as `{ error: body }` with `status`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(message: string, code?: string, param?: string, status = 400): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}

/** 404 for an unknown id; `param` is the name of the path parameter, as Stripe reports it. */
export function resourceMissing(objectName: string, id: string, param: string): StripeApiError {
  return invalidRequest(`No such ${objectName}: '${id}'`, 'resource_missing', param, 404);
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, 'parameter_missing', param);
}

export function unknownParam(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, 'parameter_unknown', param);
}

export function invalidInteger(param: string, value: string): StripeApiError {
  return invalidRequest(`Invalid integer: ${value}`, 'parameter_invalid_integer', param);
}

export function invalidEnum(param: string, value: string, allowed: readonly string[]): StripeApiError {
  return invalidRequest(`Invalid ${param}: must be one of ${allowed.join(', ')} (got '${value}')`, 'parameter_invalid_string', param);
}

export function unexpectedState(message: string, intent?: Stripe.PaymentIntent): StripeApiError {
  const error = invalidRequest(message, 'payment_intent_unexpected_state');
  if (intent) error.body.payment_intent = intent;
  return error;
}
