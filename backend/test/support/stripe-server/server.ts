import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { StripeApiError, invalidRequest } from './errors';
import { type FormObject, parseForm } from './form';
import { checkoutPage } from './hosted-page';
import { captureParams, cancelParams, expandParam, intentCreateParams, refundCreateParams, sessionCreateParams } from './params';
import { type PayResult, type RequestRef, Store } from './store';
import { type Delivery, type SignOptions, WebhookSender } from './webhooks';

export interface StripeServerOptions {
  /** Where events are POSTed; may be set later with `setWebhookUrl` once the app under test is listening. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_…`), given to `stripe.webhooks.constructEvent`. */
  webhookSecret: string;
  /** Secret keys accepted; by default any `sk_test_…` or `rk_test_…` key. */
  apiKeys?: string[];
  /** `manual`: events are recorded but only sent by `deliverEvent`/`resend` (ordering tests). Default `auto`. */
  delivery?: 'auto' | 'manual';
  /** See the README: Stripe's reference does not settle this value. Default `paid`. */
  manualCapturePaymentStatus?: 'paid' | 'unpaid';
}

export interface RequestLogEntry {
  requestId: string;
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | null;
  status: number;
  /** True when the answer was replayed from an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export interface StripeServer {
  url: string;
  host: string;
  port: number;
  stop(): Promise<void>;
  setWebhookUrl(url: string | undefined): void;
  /** What the hosted page does when the customer pays, without a browser. */
  pay(sessionId: string, cardNumber?: string, email?: string): PayResult;
  /** Expires an open session as Stripe does at `expires_at`, sending `checkout.session.expired`. */
  expireSession(sessionId: string): Stripe.Checkout.Session;
  /** Every event created so far, oldest first. */
  events(): Stripe.Event[];
  event(id: string): Stripe.Event;
  /** Signs and POSTs any event (a stored one, or one built by the test) to the webhook URL. */
  deliverEvent(event: Stripe.Event, options?: SignOptions): Promise<Delivery | null>;
  /** Sends a stored event again, as Stripe's retries and "Resend" do. */
  resend(eventId: string, options?: SignOptions): Promise<Delivery | null>;
  deliveries(): Delivery[];
  /** Resolves when every delivery started so far has been answered. */
  idle(): Promise<void>;
  requests(): RequestLogEntry[];
  /** Answers the next API request (matching `path` if given) with a 500, to test the SDK's retries. */
  failNextRequest(options?: { path?: string; status?: number }): void;
  checkoutSession(id: string): Stripe.Checkout.Session;
  paymentIntent(id: string): Stripe.PaymentIntent;
  charge(id: string): Stripe.Charge;
  refund(id: string): Stripe.Refund;
}

interface Reply {
  status: number;
  body: unknown;
}

interface StoredReply extends Reply {
  fingerprint: string;
}

const clone = <T>(value: T): T => structuredClone(value);
const MAX_BODY = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) throw invalidRequest('Request body too large.', 'request_too_large', undefined, 413);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for api.stripe.com: the Checkout, PaymentIntent and Refund endpoints the shop uses,
 * a hosted payment page, and signed webhooks. The real `stripe` SDK talks to it over HTTP.
 */
export async function startStripeServer(options: StripeServerOptions): Promise<StripeServer> {
  let baseUrl = '';
  const sender = new WebhookSender(options.webhookUrl, options.webhookSecret);
  const events: Stripe.Event[] = [];
  const log: RequestLogEntry[] = [];
  const idempotent = new Map<string, StoredReply>();
  const failures: { path?: string; status: number }[] = [];
  const store = new Store({
    baseUrl: () => baseUrl,
    manualCapturePaymentStatus: options.manualCapturePaymentStatus ?? 'paid',
    emit: (event) => {
      events.push(event);
      if (options.delivery !== 'manual') void sender.enqueue(event);
    },
  });

  const keyAccepted = (key: string) => (options.apiKeys ? options.apiKeys.includes(key) : /^(sk|rk)_test_\w+$/.test(key));

  function authenticate(req: IncomingMessage): string {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    const key = match[1];
    if (!keyAccepted(key)) {
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      });
    }
    return key;
  }

  function expandSession(session: Stripe.Checkout.Session, expand: string[]): Stripe.Checkout.Session {
    const result = clone(session);
    for (const path of expand) {
      if (path === 'payment_intent' || path === 'payment_intent.latest_charge') {
        if (typeof result.payment_intent === 'string') {
          result.payment_intent = expandIntent(store.intent(result.payment_intent), path === 'payment_intent' ? [] : ['latest_charge']);
        }
      } else throw invalidRequest(`This property cannot be expanded (${path}).`, 'parameter_invalid_string', 'expand');
    }
    return result;
  }

  function expandIntent(intent: Stripe.PaymentIntent, expand: string[]): Stripe.PaymentIntent {
    const result = clone(intent);
    for (const path of expand) {
      if (path !== 'latest_charge')
        throw invalidRequest(`This property cannot be expanded (${path}).`, 'parameter_invalid_string', 'expand');
      if (typeof result.latest_charge === 'string') result.latest_charge = clone(store.charge(result.latest_charge));
    }
    return result;
  }

  function expandRefund(refund: Stripe.Refund, expand: string[]): Stripe.Refund {
    const result = clone(refund);
    for (const path of expand) {
      if (path === 'charge' && typeof result.charge === 'string') result.charge = clone(store.charge(result.charge));
      else if (path === 'payment_intent' && typeof result.payment_intent === 'string')
        result.payment_intent = clone(store.intent(result.payment_intent));
      else if (path !== 'charge' && path !== 'payment_intent')
        throw invalidRequest(`This property cannot be expanded (${path}).`, 'parameter_invalid_string', 'expand');
    }
    return result;
  }

  /** The API routes; each returns the object Stripe would, typed by the SDK. */
  function route(method: string, path: string, params: FormObject, request: RequestRef): unknown {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const at = (pattern: string) => {
      const want = pattern.split('/').filter(Boolean);
      return want.length === parts.length && want.every((p, i) => p.startsWith(':') || p === parts[i]);
    };
    if (method === 'POST' && at('/v1/checkout/sessions')) {
      const created = sessionCreateParams(params);
      return expandSession(store.createSession(created), created.expand ?? []);
    }
    if (method === 'GET' && at('/v1/checkout/sessions/:id')) return expandSession(store.session(parts[3]), expandParam(params));
    if (method === 'POST' && at('/v1/checkout/sessions/:id/expire')) {
      const expand = expandParam(params);
      return expandSession(store.expireSession(parts[3], request), expand);
    }
    if (method === 'POST' && at('/v1/payment_intents')) {
      const create = intentCreateParams(params);
      return expandIntent(store.createIntent(create, request), create.expand ?? []);
    }
    if (method === 'GET' && at('/v1/payment_intents/:id')) return expandIntent(store.intent(parts[2]), expandParam(params));
    if (method === 'POST' && at('/v1/payment_intents/:id/capture')) {
      const capture = captureParams(params);
      return expandIntent(store.capture(parts[2], capture, request), capture.expand ?? []);
    }
    if (method === 'POST' && at('/v1/payment_intents/:id/cancel')) {
      const cancel = cancelParams(params);
      return expandIntent(store.cancel(parts[2], cancel, request), cancel.expand ?? []);
    }
    if (method === 'POST' && at('/v1/refunds')) {
      const create = refundCreateParams(params);
      return expandRefund(store.createRefund(create, request), create.expand ?? []);
    }
    if (method === 'GET' && at('/v1/refunds/:id')) return expandRefund(store.refund(parts[2]), expandParam(params));
    if (method === 'GET' && at('/v1/charges/:id')) {
      expandParam(params);
      return clone(store.charge(parts[2]));
    }
    if (method === 'GET' && at('/v1/events/:id')) {
      expandParam(params);
      return clone(findEvent(parts[2]));
    }
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      undefined,
      undefined,
      404,
    );
  }

  function findEvent(id: string): Stripe.Event {
    const event = events.find((e) => e.id === id);
    if (!event) throw invalidRequest(`No such event: '${id}'`, 'resource_missing', 'id', 404);
    return event;
  }

  function replyTo(res: ServerResponse, requestId: string, reply: Reply, replayed = false) {
    const body = reply.body instanceof StripeApiError ? { error: reply.body.body } : reply.body;
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': requestId,
      'stripe-version': '2026-10-28.endive',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(body, null, 2));
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const requestId = newRequestId();
    const method = req.method ?? 'GET';
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const entry: RequestLogEntry = { requestId, method, path: url.pathname, params: {}, idempotencyKey, status: 0, replayed: false };
    log.push(entry);
    let reply: Reply;
    try {
      const apiKey = authenticate(req);
      const raw = method === 'GET' ? url.search.slice(1) : await readBody(req);
      const params = parseForm(raw);
      if (!params) throw invalidRequest('Invalid request: the parameters could not be decoded.', 'parameter_invalid_empty');
      entry.params = params;
      const failureAt = failures.findIndex((f) => f.path === undefined || f.path === url.pathname);
      if (failureAt >= 0) {
        const [failure] = failures.splice(failureAt, 1);
        throw new StripeApiError(failure.status, { type: 'api_error', message: 'An unknown error occurred (injected by the test).' });
      }
      // Stripe keys idempotency by account and key, and replays only POSTs.
      const stored = method === 'POST' && idempotencyKey ? idempotent.get(`${apiKey} ${idempotencyKey}`) : undefined;
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        entry.status = stored.status;
        entry.replayed = true;
        replyTo(res, requestId, stored, true);
        return;
      }
      try {
        reply = { status: 200, body: route(method, url.pathname, params, { id: requestId, idempotency_key: idempotencyKey }) };
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        reply = { status: error.status, body: error };
      }
      if (method === 'POST' && idempotencyKey && reply.status < 500)
        idempotent.set(`${apiKey} ${idempotencyKey}`, { ...reply, fingerprint });
    } catch (error) {
      reply =
        error instanceof StripeApiError
          ? { status: error.status, body: error }
          : {
              status: 500,
              body: new StripeApiError(500, { type: 'api_error', message: error instanceof Error ? error.message : String(error) }),
            };
    }
    entry.status = reply.status;
    replyTo(res, requestId, reply);
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const html = (status: number, page: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    };
    const session = store.sessions.get(sessionId);
    if (!session)
      return html(404, '<!doctype html><title>Not found</title><p>Something went wrong: this checkout session does not exist.</p>');
    const names = store.productNames(sessionId);
    if (req.method !== 'POST') return html(session.status === 'open' ? 200 : 410, checkoutPage(session, names));
    const form = parseForm(await readBody(req)) ?? {};
    const cardNumber = typeof form.cardnumber === 'string' ? form.cardnumber : '';
    const email = typeof form.email === 'string' && form.email ? form.email : null;
    if (session.status !== 'open') return html(410, checkoutPage(session, names));
    const result = store.pay(sessionId, cardNumber, email);
    if (result.outcome !== 'paid') return html(402, checkoutPage(result.session, names, result.message));
    const successUrl = (result.session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', result.session.id);
    res.writeHead(303, { location: successUrl });
    res.end();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    const handled = page ? hostedPage(req, res, decodeURIComponent(page[1])) : api(req, res, url);
    handled.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(error instanceof StripeApiError ? error.status : 500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    host: '127.0.0.1',
    port,
    stop: async () => {
      await sender.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
    setWebhookUrl: (url) => {
      sender.url = url;
    },
    pay: (sessionId, cardNumber = '4242 4242 4242 4242', email) => clone(store.pay(sessionId, cardNumber, email ?? null)),
    expireSession: (sessionId) => clone(store.expireSession(sessionId, { id: null, idempotency_key: null })),
    events: () => clone(events),
    event: (id) => clone(findEvent(id)),
    deliverEvent: (event, signOptions) => sender.enqueue(event, signOptions),
    resend: (eventId, signOptions) => sender.enqueue(findEvent(eventId), signOptions),
    deliveries: () => clone(sender.deliveries),
    idle: () => sender.idle(),
    requests: () => clone(log),
    failNextRequest: (failure = {}) => {
      failures.push({ path: failure.path, status: failure.status ?? 500 });
    },
    checkoutSession: (id) => clone(store.session(id)),
    paymentIntent: (id) => clone(store.intent(id)),
    charge: (id) => clone(store.charge(id)),
    refund: (id) => clone(store.refund(id)),
  };
}

const newRequestId = () => `req_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;
