import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError } from '../../common/app-error';
import type { StripeConfig } from '../../config/payments-config';
import type { SessionState } from '../domain/session-outcome';
import type {
  CheckoutRequest,
  OffSessionCharge,
  OffSessionResult,
  OpenedCheckout,
  PaymentProvider,
  ProviderEvent,
} from './payment-provider';

/** Seconds a webhook's signed timestamp may be old: the SDK's default, so a replayed old delivery is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The card adapter: the official SDK against STRIPE_API_URL, Stripe Checkout in payment mode with
 * the card authorised only (capture_method: manual), so it is charged when the order is confirmed.
 * Provider failures become 409 (Stripe refused the request: the state it is in does not allow it)
 * or 502 (it failed or did not answer); what Stripe said goes to the log, never to the client.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly logger = new Logger('Stripe');

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      host: config.api.host,
      port: config.api.port,
      protocol: config.api.protocol,
      maxNetworkRetries: 2,
      timeout: 15_000,
    });
  }

  async openCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<OpenedCheckout> {
    const session = await this.call('open a payment page', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          customer_email: request.customerEmail,
          // With her consent the card is saved to a new customer, so a late fee can be charged later without her.
          ...(request.saveCardForLaterCharges ? { customer_creation: 'always' as const } : {}),
          payment_intent_data: {
            capture_method: 'manual',
            metadata: { orderId: request.orderId },
            ...(request.saveCardForLaterCharges ? { setup_future_usage: 'off_session' as const } : {}),
          },
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: 'gbp', unit_amount: line.unitAmountPence, product_data: { name: line.name } },
          })),
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          // Rounded up: Stripe refuses an expiry even a second under 30 minutes ahead.
          expires_at: Math.ceil(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey },
      ),
    );
    if (!session.url) throw this.failed('open a payment page', new Error('the session came back without a URL'));
    return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
  }

  async session(sessionId: string): Promise<SessionState> {
    const session = await this.call('read a payment', () =>
      this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }),
    );
    const intent = session.payment_intent;
    const expanded = intent !== null && typeof intent === 'object' ? intent : null;
    const status: SessionState['status'] = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
    const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));
    return {
      status,
      paymentIntentId: typeof intent === 'string' ? intent : (expanded?.id ?? null),
      intentStatus: expanded?.status ?? null,
      capturablePence: expanded?.amount_capturable ?? 0,
      receivedPence: expanded?.amount_received ?? 0,
      customerId: idOf(session.customer),
      paymentMethodId: idOf(expanded?.payment_method),
    };
  }

  async expireSession(sessionId: string, idempotencyKey: string): Promise<void> {
    await this.call('close a payment page', () => this.stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey }));
  }

  async capture(intentId: string, pence: number, idempotencyKey: string): Promise<string> {
    const intent = await this.call('take the card payment', () =>
      this.stripe.paymentIntents.capture(intentId, { amount_to_capture: pence }, { idempotencyKey }),
    );
    return intent.id;
  }

  async release(intentId: string, idempotencyKey: string): Promise<void> {
    await this.call('release the card', () => this.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey }));
  }

  async refund(intentId: string | null, pence: number, idempotencyKey: string): Promise<string> {
    if (!intentId) throw AppError.conflict('This order has no card payment to refund.', 'PAYMENT_NOT_ALLOWED');
    const refund = await this.call('refund the card', () =>
      this.stripe.refunds.create({ payment_intent: intentId, amount: pence }, { idempotencyKey }),
    );
    return refund.id;
  }

  async chargeOffSession(charge: OffSessionCharge, idempotencyKey: string): Promise<OffSessionResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: charge.pence,
          currency: 'gbp',
          customer: charge.customerId,
          payment_method: charge.paymentMethodId,
          off_session: true,
          confirm: true,
          description: charge.description,
          metadata: { ...charge.metadata, orderId: charge.orderId },
        },
        { idempotencyKey },
      );
      if (intent.status === 'succeeded') return { outcome: 'charged', reference: intent.id };
      return { outcome: 'declined', code: intent.last_payment_error?.code ?? intent.status, reference: intent.id };
    } catch (error) {
      // Declined, or the bank wants the renter to authenticate (she is not here): Stripe answers 402 with the intent.
      if (error instanceof Stripe.errors.StripeCardError) {
        this.logger.warn(`Off-session charge of ${charge.orderId} declined: ${error.code ?? 'card_error'} ${error.decline_code ?? ''}`);
        return { outcome: 'declined', code: error.code ?? 'card_declined', reference: error.payment_intent?.id ?? null };
      }
      throw this.failed('charge the saved card', error);
    }
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw AppError.invalid('The webhook signature does not match.', 'WEBHOOK_SIGNATURE_INVALID');
    }
    const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> | null };
    const session = object.object === 'checkout.session' ? object.id : undefined;
    return { id: event.id, type: event.type, sessionId: session ?? null, orderId: object.metadata?.orderId ?? null };
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.failed(what, error);
    }
  }

  /** Stripe refusing the request for the state things are in is a 409; failing or not answering, a 502. */
  private failed(what: string, error: unknown): AppError {
    const stripeError = error instanceof Stripe.errors.StripeError ? error : null;
    this.logger.warn(`Could not ${what}: ${stripeError ? `${stripeError.type} ${stripeError.message}` : String(error)}`);
    if (stripeError && (stripeError.type === 'StripeInvalidRequestError' || stripeError.type === 'StripeCardError')) {
      return AppError.conflict(`The card payment provider refused to ${what} in the state it is in.`, 'PAYMENT_NOT_ALLOWED');
    }
    return new AppError(
      'bad_gateway',
      `The card payment provider could not ${what} just now - please try again shortly.`,
      'PAYMENT_PROVIDER_FAILED',
    );
  }
}
