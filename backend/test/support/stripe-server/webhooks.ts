import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import { newId, nowSeconds } from './objects';

/** The API version stamped on events: the one the installed SDK is pinned to, as a real endpoint would be. */
export const API_VERSION = '2026-10-28.endive';

/**
 * `Stripe-Signature` as Stripe computes it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>"
 * keyed by the endpoint secret>`. Written from Stripe's webhook documentation rather than with the
 * SDK's test helper, so the SDK's `constructEvent` checks it independently.
 */
export function signPayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** One event type and its object, kept paired by the SDK's event union so a wrong object fails to compile. */
export type EventOf<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>;

export function newEvent<T extends Stripe.Event['type']>(
  type: T,
  object: EventOf<T>['data']['object'],
  request: { id: string | null; idempotency_key: string | null } | null,
  previous?: Record<string, unknown>,
): EventOf<T> {
  const event = {
    id: newId('evt'),
    object: 'event' as const,
    api_version: API_VERSION,
    created: nowSeconds(),
    // A snapshot: later changes to the object must not show in an event already sent.
    data: { object: structuredClone(object), ...(previous ? { previous_attributes: structuredClone(previous) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request,
    type,
  };
  // The union cannot be narrowed from a generic `type`; the parameters above already tie type and object.
  return event as unknown as EventOf<T>;
}

export interface Delivery {
  eventId: string;
  type: Stripe.Event['type'];
  /** The endpoint's HTTP status, or 0 when it could not be reached. */
  status: number;
  error?: string;
  at: Date;
}

export interface SignOptions {
  /** Sign with this secret instead of the endpoint's (to test that a wrong secret is refused). */
  secret?: string;
  /** Unix seconds for `t=` (to test the tolerance window). */
  timestamp?: number;
  /** Send this body instead of the event's JSON, still signed for the event (to test tampering). */
  tamperedBody?: string;
}

/** POSTs events one at a time, in order, to the endpoint, as Stripe's webhook delivery does. */
export class WebhookSender {
  private queue: Promise<unknown> = Promise.resolve();
  readonly deliveries: Delivery[] = [];

  constructor(
    public url: string | undefined,
    private readonly secret: string,
  ) {}

  enqueue(event: Stripe.Event, options: SignOptions = {}): Promise<Delivery | null> {
    const delivery = this.queue.then(() => this.post(event, options));
    this.queue = delivery.catch(() => undefined);
    return delivery;
  }

  /** Resolves once every delivery queued so far has been answered. */
  async idle(): Promise<void> {
    let current: Promise<unknown>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  private async post(event: Stripe.Event, options: SignOptions): Promise<Delivery | null> {
    if (!this.url) return null;
    const payload = JSON.stringify(event, null, 2);
    const header = signPayload(payload, options.secret ?? this.secret, options.timestamp);
    const delivery: Delivery = { eventId: event.id, type: event.type, status: 0, at: new Date() };
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': header,
        },
        body: options.tamperedBody ?? payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}
