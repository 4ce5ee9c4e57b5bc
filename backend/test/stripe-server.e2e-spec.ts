// The local Stripe API server (test/support/stripe-server) driven by the real `stripe` SDK over HTTP:
// if the server drifts from what the SDK sends and expects, these fail before the shop's tests do.
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type StripeServer, payOnHostedPage, startStripeServer } from './support/stripe-server';

const WEBHOOK_SECRET = 'whsec_test_designer_wardrobe';
const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint standing in for the shop's: it records what arrives and answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`, received };
}

const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { quantity: 1, price_data: { currency: 'gbp', unit_amount: 4500, product_data: { name: 'Rixo silk midi, 4 days' } } },
    { quantity: 2, price_data: { currency: 'gbp', unit_amount: 750, product_data: { name: 'Dry cleaning' } } },
  ],
  success_url: 'http://shop.test/checkout/done?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://shop.test/basket',
  client_reference_id: 'order-42',
  metadata: { orderId: '42' },
  customer_email: 'ada@example.com',
  payment_intent_data: { capture_method: 'manual', metadata: { orderId: '42' } },
  ...overrides,
});

const payOnPage = (url: string, cardNumber: string) => payOnHostedPage(url, cardNumber, 'ada@example.com');

describe('Stripe test server, driven by the real stripe SDK', () => {
  let stripeServer: StripeServer;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeEach(async () => {
    receiver = await startReceiver();
    stripeServer = await startStripeServer({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
    stripe = new Stripe('sk_test_designer_wardrobe', {
      host: stripeServer.host,
      port: stripeServer.port,
      protocol: 'http',
      maxNetworkRetries: 1,
    });
  });

  afterEach(async () => {
    await stripeServer.stop();
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  async function paidSession() {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const response = await payOnPage(session.url!, CARD_OK);
    expect(response.status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    return { session: paid, intentId: paid.payment_intent as string };
  }

  const verified = () =>
    receiver.received.map((r) => stripe.webhooks.constructEvent(r.body, String(r.headers['stripe-signature']), WEBHOOK_SECRET));

  it('creates an open, unpaid Checkout Session whose total is the sum of its lines', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 6000,
      currency: 'gbp',
      client_reference_id: 'order-42',
      metadata: { orderId: '42' },
      customer_email: 'ada@example.com',
      payment_intent: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${stripeServer.url}/c/pay/${session.id}`);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('£60.00');
    expect(page).toContain('Rixo silk midi, 4 days');
  });

  it('paying on the hosted page authorises the card, redirects to success_url and sends signed events in order', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    const response = await payOnPage(session.url!, CARD_OK);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://shop.test/checkout/done?session_id=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'requires_capture',
      capture_method: 'manual',
      amount: 6000,
      amount_capturable: 6000,
      amount_received: 0,
      metadata: { orderId: '42' },
    });
    await stripeServer.idle();
    const events = verified();
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.amount_capturable_updated',
      'checkout.session.completed',
    ]);
    const completed = events[3] as Stripe.CheckoutSessionCompletedEvent;
    expect(completed.data.object).toMatchObject({ id: session.id, payment_intent: intent.id, client_reference_id: 'order-42' });
  });

  it('a declined card leaves the session open, shows the decline and sends payment_intent.payment_failed', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());

    const response = await payOnPage(session.url!, CARD_DECLINED);

    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    const after = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(after.status).toBe('open');
    expect(after.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { decline_code: 'generic_decline' },
    });
    await stripeServer.idle();
    expect(verified().map((e) => e.type)).toEqual(['payment_intent.created', 'charge.failed', 'payment_intent.payment_failed']);

    // The customer tries again with a good card on the same session and PaymentIntent.
    expect((await payOnPage(session.url!, CARD_OK)).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_intent).toBe((after.payment_intent as Stripe.PaymentIntent).id);
  });

  /** A session that saves the card to a new customer, paid with `card`: the customer and the saved payment method. */
  async function savedCard(card: string) {
    const session = await stripe.checkout.sessions.create(
      sessionParams({
        customer_creation: 'always',
        payment_intent_data: { capture_method: 'manual', setup_future_usage: 'off_session', metadata: { orderId: '42' } },
      }),
    );
    expect((await payOnPage(session.url!, card)).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    return { customer: paid.customer as string, paymentMethod: intent.payment_method as string, session: paid, intent };
  }

  const offSession = (customer: string, paymentMethod: string, amount = 1500): Stripe.PaymentIntentCreateParams => ({
    amount,
    currency: 'gbp',
    customer,
    payment_method: paymentMethod,
    off_session: true,
    confirm: true,
    description: 'Late return fee',
    metadata: { orderId: '42' },
  });

  it('saves the card to a new customer (customer_creation, setup_future_usage) and charges it off-session at once', async () => {
    const { customer, paymentMethod, session, intent } = await savedCard(CARD_OK);
    expect(customer).toMatch(/^cus_/);
    expect(paymentMethod).toMatch(/^pm_/);
    expect(session.customer_creation).toBe('always');
    expect(intent).toMatchObject({ customer, setup_future_usage: 'off_session' });

    const charged = await stripe.paymentIntents.create(offSession(customer, paymentMethod), { idempotencyKey: 'late-fee-42-1' });
    expect(charged).toMatchObject({ status: 'succeeded', amount: 1500, amount_received: 1500, customer, payment_method: paymentMethod });
    const charge = await stripe.charges.retrieve(charged.latest_charge as string);
    expect(charge).toMatchObject({ captured: true, amount_captured: 1500, paid: true });
    // The same key is the same charge.
    const again = await stripe.paymentIntents.create(offSession(customer, paymentMethod), { idempotencyKey: 'late-fee-42-1' });
    expect(again.id).toBe(charged.id);
    await stripeServer.idle();
    expect(
      verified()
        .slice(-3)
        .map((e) => e.type),
    ).toEqual(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded']);
  });

  it('a saved card that refuses off-session answers 402 card_error with the intent: card_declined and authentication_required', async () => {
    for (const [card, code] of [
      ['4000 0000 0000 0341', 'card_declined'],
      ['4000 0027 6000 3184', 'authentication_required'],
    ] as const) {
      const { customer, paymentMethod } = await savedCard(card);
      const error = await stripe.paymentIntents.create(offSession(customer, paymentMethod)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      const cardError = error as Stripe.errors.StripeCardError;
      expect(cardError).toMatchObject({ statusCode: 402, code });
      expect(cardError.payment_intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code } });
    }
    await stripeServer.idle();
    expect(verified().filter((e) => e.type === 'payment_intent.payment_failed')).toHaveLength(2);
  });

  it('refuses an off-session charge without confirm, of an unknown card, or of a card without its customer', async () => {
    const { customer, paymentMethod } = await savedCard(CARD_OK);
    await expect(stripe.paymentIntents.create({ ...offSession(customer, paymentMethod), confirm: false })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'off_session',
    });
    await expect(stripe.paymentIntents.create(offSession(customer, 'pm_unknown'))).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      param: 'payment_method',
    });
    const { customer: _other, ...withoutCustomer } = offSession(customer, paymentMethod);
    await expect(stripe.paymentIntents.create(withoutCustomer)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'payment_method',
    });
  });

  it('captures in full: the intent succeeds and payment_intent.succeeded is sent', async () => {
    const { intentId } = await paidSession();

    const captured = await stripe.paymentIntents.capture(intentId);

    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 6000, amount_capturable: 0 });
    await stripeServer.idle();
    expect(
      verified()
        .map((e) => e.type)
        .slice(-2),
    ).toEqual(['charge.captured', 'payment_intent.succeeded']);
  });

  it('captures part of the authorisation, and refuses more than was authorised', async () => {
    const { intentId } = await paidSession();

    await expect(stripe.paymentIntents.capture(intentId, { amount_to_capture: 6001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      statusCode: 400,
    });
    const captured = await stripe.paymentIntents.capture(intentId, { amount_to_capture: 4500 });

    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 4500, amount_capturable: 0 });
    const charge = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(charge.latest_charge).toMatchObject({ captured: true, amount_captured: 4500 });
  });

  it('cancelling releases the authorisation; capturing it afterwards is a typed 400 error', async () => {
    const { intentId } = await paidSession();

    const canceled = await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'requested_by_customer' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'requested_by_customer', amount_capturable: 0 });

    const error = await stripe.paymentIntents.capture(intentId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      raw: { payment_intent: { status: 'canceled' } },
    });
    await stripeServer.idle();
    expect(verified().map((e) => e.type)).toContain('payment_intent.canceled');
    // A captured intent cannot be cancelled either.
    const other = await paidSession();
    await stripe.paymentIntents.capture(other.intentId);
    await expect(stripe.paymentIntents.cancel(other.intentId)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('refunds in parts up to what was captured, then refuses more', async () => {
    const { intentId } = await paidSession();
    await stripe.paymentIntents.capture(intentId, { amount_to_capture: 5000 });

    const first = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 2000,
      reason: 'requested_by_customer',
      metadata: { returnId: 'r1' },
    });
    expect(first).toMatchObject({
      object: 'refund',
      amount: 2000,
      status: 'succeeded',
      payment_intent: intentId,
      reason: 'requested_by_customer',
      metadata: { returnId: 'r1' },
    });
    expect(await stripe.refunds.retrieve(first.id)).toEqual(first);

    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 3001 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
    });
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(3000);
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 1 })).rejects.toMatchObject({ code: 'charge_already_refunded' });

    await stripeServer.idle();
    const refunded = verified().filter((e): e is Stripe.ChargeRefundedEvent => e.type === 'charge.refunded');
    expect(refunded.map((e) => [e.data.object.amount_refunded, e.data.object.refunded])).toEqual([
      [2000, false],
      [5000, true],
    ]);
    expect(verified().filter((e) => e.type === 'refund.created')).toHaveLength(2);
  });

  it('refuses to refund an uncaptured authorisation (it is cancelled instead)', async () => {
    const { intentId } = await paidSession();

    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('expires an open session (API and test control) with checkout.session.expired, and not a completed one', async () => {
    const viaApi = await stripe.checkout.sessions.create(sessionParams());
    const viaControl = await stripe.checkout.sessions.create(sessionParams());

    expect(await stripe.checkout.sessions.expire(viaApi.id)).toMatchObject({ status: 'expired', url: null });
    stripeServer.expireSession(viaControl.id);

    expect((await fetch(viaControl.url!)).status).toBe(410);
    await stripeServer.idle();
    expect(verified().map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).id])).toEqual([
      ['checkout.session.expired', viaApi.id],
      ['checkout.session.expired', viaControl.id],
    ]);
    const { session } = await paidSession();
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('replays a request with the same Idempotency-Key and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-42-attempt-1' });
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'order-42-attempt-1' });

    expect(again.id).toBe(first.id);
    const error = await stripe.checkout.sessions
      .create(sessionParams({ client_reference_id: 'order-43' }), { idempotencyKey: 'order-42-attempt-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const logged = stripeServer.requests().filter((r) => r.idempotencyKey === 'order-42-attempt-1');
    expect(logged.map((r) => [r.status, r.replayed])).toEqual([
      [200, false],
      [200, true],
      [400, false],
    ]);
  });

  it('a retried capture after a server error captures once', async () => {
    const { intentId } = await paidSession();
    stripeServer.failNextRequest({ path: `/v1/payment_intents/${intentId}/capture` });

    const captured = await stripe.paymentIntents.capture(intentId);

    expect(captured.status).toBe('succeeded');
    const attempts = stripeServer.requests().filter((r) => r.path.endsWith('/capture'));
    expect(attempts.map((r) => r.status)).toEqual([500, 200]);
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('answers unknown ids, unknown parameters and bad input with the typed errors the SDK throws', async () => {
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_missing'",
    });
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      stripe.checkout.sessions.create({
        ...sessionParams(),
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', product_data: { name: 'x' } } }],
      }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'line_items[0][price_data][unit_amount]' });
    await expect(stripe.checkout.sessions.create(sessionParams({ line_items: [] }))).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.checkout.sessions.create(sessionParams({ expires_at: Math.floor(Date.now() / 1000) + 60 }))).rejects.toMatchObject({
      param: 'expires_at',
    });
    const unknown = await stripe
      .rawRequest('POST', '/v1/checkout/sessions', { ...sessionParams(), colour: 'red' })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'payment_intent',
    });
  });

  it('keeps metadata and names as sent, whatever characters or keys they hold', async () => {
    const metadata = { '0': 'first', 'note & more': 'a=b&c £45.00 [x]', orderId: '42' };
    const session = await stripe.checkout.sessions.create(
      sessionParams({
        metadata,
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 1, product_data: { name: 'Dress "Nº 5" <b>&</b>' } } }],
      }),
    );

    expect((await stripe.checkout.sessions.retrieve(session.id)).metadata).toEqual(metadata);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Dress &#34;Nº 5&#34; &#60;b&#62;&#38;&#60;/b&#62;');
    expect(page).toContain('£0.01');
  });

  it('refuses requests without a secret key as Stripe does (401, StripeAuthenticationError)', async () => {
    const response = await fetch(`${stripeServer.url}/v1/payment_intents/pi_1`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') },
    });

    const wrongKey = new Stripe('sk_live_not_a_test_key', { host: stripeServer.host, port: stripeServer.port, protocol: 'http' });
    await expect(wrongKey.paymentIntents.retrieve('pi_1')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('signs webhooks so constructEvent accepts them, and refuses a tampered body, a wrong secret or an old timestamp', async () => {
    await paidSession();
    await stripeServer.idle();
    const [first] = stripeServer.events();

    await stripeServer.resend(first.id);
    await stripeServer.deliverEvent(first, { tamperedBody: JSON.stringify({ ...first, type: 'charge.refunded' }) });
    await stripeServer.deliverEvent(first, { secret: 'whsec_someone_else' });
    await stripeServer.deliverEvent(first, { timestamp: Math.floor(Date.now() / 1000) - 3600 });

    const [resent, tampered, wrongSecret, stale] = receiver.received.slice(-4);
    const check = (r: Received) => () => stripe.webhooks.constructEvent(r.body, String(r.headers['stripe-signature']), WEBHOOK_SECRET);
    expect(check(resent)().id).toBe(first.id);
    expect(check(tampered)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(check(wrongSecret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(check(stale)).toThrow(/Timestamp outside the tolerance zone/);
    expect(stripeServer.deliveries().filter((d) => d.eventId === first.id)).toHaveLength(5);
  });

  it('holds events in manual delivery so a test can send them out of order', async () => {
    await stripeServer.stop();
    stripeServer = await startStripeServer({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, delivery: 'manual' });
    stripe = new Stripe('sk_test_designer_wardrobe', { host: stripeServer.host, port: stripeServer.port, protocol: 'http' });
    await paidSession();
    expect(receiver.received).toHaveLength(0);

    const events = stripeServer.events();
    for (const event of [...events].reverse()) await stripeServer.deliverEvent(event);

    expect(verified().map((e) => e.type)).toEqual(events.map((e) => e.type).reverse());
  });
});
