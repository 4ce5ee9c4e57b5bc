import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { OrderPaymentView, OrderView, PaymentMovementView } from '@dw/contracts';
import { JobRunner } from '../src/jobs/job-runner.service';
import { PAYMENTS_SWEEP_JOB } from '../src/payments/payments.job';
import { createProduct, orderBody as anyOrderBody, ukDate } from './support/orders-fixtures';
import { deliveredMail } from './support/outbox';
import { payOnHostedPage, startStripeServer, type StripeServer } from './support/stripe-server';
import { describeEachDatabase } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_payments_suite';
const CARD = '4242 4242 4242 4242';
const START = ukDate(12);
const MINUTE = 60_000;
/** Paying by card needs the renter's consent to later charges (the checkout form's checkbox). */
const orderBody = (...args: Parameters<typeof anyOrderBody>) => ({ ...anyOrderBody(...args), chargesConsent: true });

let stripeServer: StripeServer;
beforeAll(async () => {
  stripeServer = await startStripeServer({ webhookSecret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await stripeServer?.stop();
});

describeEachDatabase(
  'card payments through Stripe Checkout (the real SDK against a local Stripe server)',
  (ctx) => {
    let productId: string;
    let webhookUrl: string;
    const signer = new Stripe('sk_test_signer');

    beforeAll(async () => {
      await ctx().app.listen(0, '127.0.0.1');
      const { port } = ctx().app.getHttpServer().address() as AddressInfo;
      webhookUrl = `http://127.0.0.1:${port}/api/payments/stripe/webhook`;
      stripeServer.setWebhookUrl(webhookUrl);
      productId = (await createProduct(ctx(), { basePrice: '47.37', stock: { '8': 1, '10': 30, '12': 30 } })).id;
    });

    const place = async (size = '10', email = 'card@example.com') => {
      const res = await ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([{ productId, size, duration: 2, quantity: 1, startDate: START }], { customerEmail: email }));
      if (res.status !== 201) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as OrderView;
    };
    const sessionOf = (order: OrderView) => new URL(order.payment.redirectUrl ?? '').pathname.split('/').pop() ?? '';
    const adminView = async (order: OrderView) => {
      const list = (await (await ctx().adminAgent()).get(`/api/orders?q=${order.id.slice(-8)}`).expect(200)).body as OrderView[];
      return list.find((o) => o.id === order.id) as OrderView;
    };
    const movements = async (order: OrderView) =>
      ((await (await ctx().adminAgent()).get(`/api/orders/${order.id}/payment/movements`).expect(200)).body as PaymentMovementView[]).map(
        (m) => [m.kind, m.amount],
      );
    const move = async (order: OrderView, status: string) =>
      (await ctx().adminAgent()).put(`/api/orders/${order.id}/status`).send({ status });
    const pay = async (order: OrderView) => {
      const res = await payOnHostedPage(order.payment.redirectUrl ?? '', CARD);
      expect(res.status).toBe(303);
      await stripeServer.idle();
    };
    const sweep = (at: Date) => ctx().app.get(JobRunner).runNow(PAYMENTS_SWEEP_JOB, at);

    it('authorises at order, captures when dispatched, refunds in full on cancel; every POST carries an idempotency key', async () => {
      const order = await place();
      expect(order.payment).toMatchObject({ provider: 'stripe', status: 'awaiting-payment', bankTransfer: null });
      expect(order.payment.redirectUrl).toContain(stripeServer.url.replace(/\/$/, ''));
      const hold = new Date(order.payment.holdExpiresAt ?? 0).getTime() - Date.now();
      expect(hold).toBeGreaterThan(29 * MINUTE);
      expect(hold).toBeLessThanOrEqual(30 * MINUTE + 1000);
      const session = stripeServer.checkoutSession(sessionOf(order));
      expect(session).toMatchObject({ mode: 'payment', client_reference_id: order.id, metadata: { orderId: order.id }, currency: 'gbp' });
      expect(session.amount_total).toBe(7037);

      // The renter's return to the order page marks nothing paid: only the provider's word does.
      await ctx().http().get(`/orders/${order.id}?token=whatever`);
      expect((await adminView(order)).payment.status).toBe('awaiting-payment');

      await pay(order);
      expect((await adminView(order)).payment).toMatchObject({ status: 'authorised', authorised: '70.37', paid: '0.00' });

      expect((await move(order, 'processing')).status).toBe(200);
      expect((await adminView(order)).payment).toMatchObject({ status: 'paid', paid: '70.37', authorised: '0.00' });
      await stripeServer.idle();

      expect((await move(order, 'cancelled')).status).toBe(200);
      expect((await adminView(order)).payment).toMatchObject({ status: 'refunded', refunded: '70.37' });
      expect(await movements(order)).toEqual([
        ['authorised', '70.37'],
        ['captured', '70.37'],
        ['refunded', '70.37'],
      ]);
      const posts = stripeServer.requests().filter((r) => r.method === 'POST' && r.status < 300);
      expect(posts.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/v1/checkout/sessions', expect.stringMatching(/\/capture$/), '/v1/refunds']),
      );
      expect(posts.filter((r) => !r.idempotencyKey)).toEqual([]);
      const capture = posts.filter((r) => r.path.endsWith('/capture')).pop();
      expect(capture?.idempotencyKey).toBe(`capture-${order.id}`);
    });

    it('refuses to dispatch an order whose card payment is not made (409), and changes nothing', async () => {
      const order = await place();
      const res = await move(order, 'processing');
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('PAYMENT_NOT_RECEIVED');
      expect((await adminView(order)).status).toBe('pending');
    });

    it('refunds part with a reason, then at most what is left', async () => {
      const order = await place();
      await pay(order);
      await ctx()
        .adminAgent()
        .then((a) => a.post(`/api/orders/${order.id}/payment/capture`).expect(200));
      const agent = await ctx().adminAgent();
      const part = (
        await agent.post(`/api/orders/${order.id}/payment/refund`).send({ amount: '10.01', reason: 'Hem came loose' }).expect(200)
      ).body as OrderPaymentView;
      expect(part).toMatchObject({ status: 'partially-refunded', refunded: '10.01' });
      const refund = stripeServer
        .requests()
        .filter((r) => r.path === '/v1/refunds')
        .pop();
      expect(refund?.params).toMatchObject({ amount: '1001' });
      const tooMuch = await agent.post(`/api/orders/${order.id}/payment/refund`).send({ amount: '60.37', reason: 'Again' });
      expect(tooMuch.status).toBe(400);
      expect(await movements(order)).toEqual([
        ['authorised', '70.37'],
        ['captured', '70.37'],
        ['refunded', '10.01'],
      ]);
    });

    it('an abandoned payment page frees the dates (checkout.session.expired)', async () => {
      const first = await place('8');
      // One unit in size 8: the dates are held while the page is open.
      const taken = await ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([{ productId, size: '8', duration: 2, quantity: 1, startDate: START }]));
      expect(taken.status).toBe(409);
      stripeServer.expireSession(sessionOf(first));
      await stripeServer.idle();
      expect(await adminView(first)).toMatchObject({ status: 'cancelled', payment: { status: 'void' } });
      const second = await place('8');
      expect(second.payment.status).toBe('awaiting-payment');
      await move(second, 'cancelled');
    });

    it('the sweep frees the dates of a page whose webhook never came, once, and lets a card held 7 days go', async () => {
      stripeServer.setWebhookUrl(undefined);
      const abandoned = await place('8', 'abandoned@example.com');
      const held = await place('12', 'held@example.com');
      await payOnHostedPage(held.payment.redirectUrl ?? '', CARD);
      stripeServer.setWebhookUrl(webhookUrl);
      // The webhooks of the payment never came either: the sweep asks Stripe.
      const later = new Date(Date.now() + 31 * MINUTE + 60 * MINUTE);
      expect(await sweep(later)).toBe('ran');
      expect(await sweep(later)).toBe('leased');
      expect(await adminView(abandoned)).toMatchObject({ status: 'cancelled', payment: { status: 'void' } });
      expect((await adminView(held)).payment.status).toBe('authorised');

      const eightDays = new Date(Date.now() + 8 * 24 * 60 * MINUTE);
      expect(await sweep(eightDays)).toBe('ran');
      await stripeServer.idle();
      expect(await adminView(held)).toMatchObject({ status: 'cancelled', payment: { status: 'void', authorised: '0.00' } });
      expect(await movements(held)).toEqual([
        ['authorised', '70.37'],
        ['released', '70.37'],
      ]);
      const mail = (await deliveredMail(ctx().app)).find(
        (m) => m.to.includes('held@example.com') && m.subject.startsWith('Payment released'),
      );
      expect(mail?.text.replace(/\s+/g, ' ')).toContain('not confirmed within 7 days');
      // With the link to her order page the confirmation gave her.
      const links = (await deliveredMail(ctx().app))
        .filter((m) => m.to.includes('held@example.com'))
        .map((m) => new RegExp(`/orders/${held.id}\\?token=[A-Za-z0-9_-]{43}`).exec(m.text)?.[0]);
      expect(links.length).toBeGreaterThanOrEqual(2);
      expect(new Set(links)).toEqual(new Set([links[0]]));
      expect(links[0]).toBeTruthy();
    });

    it('sweeps every five minutes: a page abandoned without its webhook is freed by the first sweep after its hold, within five minutes', async () => {
      stripeServer.setWebhookUrl(undefined);
      const abandoned = await place('8', 'gone-quiet@example.com');
      const holdEnds = new Date(abandoned.payment.holdExpiresAt ?? 0).getTime();
      // A minute before the hold ends the sweep runs and leaves the page alone.
      expect(await sweep(new Date(holdEnds - MINUTE))).toBe('ran');
      expect((await adminView(abandoned)).payment.status).toBe('awaiting-payment');
      // Five minutes after it ends is the next five-minute period (often the same hour): the sweep runs again, once.
      const fiveAfter = new Date(holdEnds + 5 * MINUTE);
      expect(await sweep(fiveAfter)).toBe('ran');
      expect(await sweep(fiveAfter)).toBe('leased');
      stripeServer.setWebhookUrl(webhookUrl);
      expect(await adminView(abandoned)).toMatchObject({ status: 'cancelled', payment: { status: 'void' } });
      // The dates are free: the one unit in size 8 can be booked again.
      const again = await place('8');
      expect(again.payment.status).toBe('awaiting-payment');
      await move(again, 'cancelled');
    });

    it('her order page, opened back from the card page before the webhook, asks Stripe and shows the card held; the late webhook adds nothing', async () => {
      stripeServer.setWebhookUrl(undefined);
      const order = await place('12', 'early@example.com');
      const paid = await payOnHostedPage(order.payment.redirectUrl ?? '', CARD);
      expect(paid.status).toBe(303);
      // Stripe sends her back to the order page's address (success_url), token included.
      const back = new URL(paid.headers.get('location') ?? '');
      expect(back.pathname).toBe(`/orders/${order.id}`);
      const receipt = await ctx()
        .http()
        .get(`/api/orders/${order.id}`)
        .query({ token: back.searchParams.get('token') })
        .expect(200);
      expect(receipt.body).toMatchObject({ status: 'pending', payment: { status: 'authorised', redirectUrl: null } });

      stripeServer.setWebhookUrl(webhookUrl);
      const completed = stripeServer.events().findLast((e) => e.type === 'checkout.session.completed');
      expect((await stripeServer.resend(completed?.id ?? ''))?.status).toBe(200);
      expect(await movements(order)).toEqual([['authorised', '70.37']]);
    });

    it('places 20 card orders at once, each with its own payment page (on SQLite too, whose one connection they share)', async () => {
      const body = (i: number) =>
        orderBody([{ productId, size: '10', duration: 2, quantity: 1, startDate: ukDate(40) }], { customerEmail: `crowd${i}@example.com` });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => ctx().http().post('/api/orders').send(body(i))));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
      const orders = answers.map((res) => res.body as OrderView);
      expect(orders.filter((o) => o.payment.status === 'awaiting-payment' && o.payment.redirectUrl)).toHaveLength(20);
      expect(new Set(orders.map(sessionOf)).size).toBe(20);
      for (const order of orders) await move(order, 'cancelled');
    });

    it('retries a provider hiccup under the same idempotency key (one page), and answers 502 when the provider stays down', async () => {
      stripeServer.failNextRequest({ path: '/v1/checkout/sessions' });
      const order = await place();
      const attempts = stripeServer.requests().filter((r) => r.idempotencyKey === `checkout-session-${order.id}`);
      expect(attempts.map((r) => r.status)).toEqual([500, 200]);
      expect(order.payment.redirectUrl).toBeTruthy();
      await move(order, 'cancelled');

      for (let i = 0; i < 3; i++) stripeServer.failNextRequest({ path: '/v1/checkout/sessions' });
      const down = await ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([{ productId, size: '8', duration: 2, quantity: 1, startDate: START }]));
      expect(down.status).toBe(502);
      expect(down.body).toEqual({
        statusCode: 502,
        code: 'PAYMENT_PROVIDER_FAILED',
        message: 'The card payment page could not be opened just now, so the order was not kept: please try again shortly.',
      });
      // The order it wrote was cancelled: its one unit is free for the next try.
      const again = await ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([{ productId, size: '8', duration: 2, quantity: 1, startDate: START }]));
      expect(again.body).toMatchObject({ payment: { status: 'awaiting-payment' } });
      const retry = again.body as OrderView;
      await move(retry, 'cancelled');
    });

    it('a forged, stale, replayed, duplicated or reordered webhook changes nothing twice', async () => {
      const order = await place();
      await pay(order);
      const before = await movements(order);
      const completed = stripeServer
        .events()
        .filter((e) => e.type === 'checkout.session.completed')
        .pop() as Stripe.Event;
      const payload = JSON.stringify(completed);
      const post = (header: string, body = payload) =>
        ctx()
          .http()
          .post('/api/payments/stripe/webhook')
          .set('content-type', 'application/json')
          .set('stripe-signature', header)
          .send(body);

      const forged = await post(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }));
      expect(forged.status).toBe(400);
      expect(forged.body).toEqual({ statusCode: 400, code: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature does not match.' });
      const stale = await post(
        signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      );
      expect(stale.status).toBe(400);
      const tampered = await post(
        signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        payload.replace('complete', 'expired'),
      );
      expect(tampered.status).toBe(400);

      // The same event again (Stripe retries): answered 200, handled once.
      const again = await post(signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(again.status).toBe(200);
      await Promise.all([1, 2, 3].map(() => stripeServer.resend(completed.id)));
      // An older event arriving last, under a new id: the session is read back, and it is already authorised.
      const early = stripeServer.events().find((e) => e.type === 'payment_intent.amount_capturable_updated') as Stripe.Event;
      await stripeServer.deliverEvent({ ...early, id: `${early.id}_late` });
      await stripeServer.idle();
      expect(await movements(order)).toEqual(before);
      expect((await adminView(order)).payment.status).toBe('authorised');
      await move(order, 'cancelled');
      await stripeServer.idle();
      expect(await movements(order)).toEqual([...before, ['released', '70.37']]);
    });
  },
  {
    env: () => ({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_designer_wardrobe',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeServer.url,
    }),
  },
);
