/**
 * Bookings as requests: a lender accepts or declines each line of her dress; unanswered, it expires;
 * the renter pays only for what is accepted (a held card is captured for that, against the local
 * Stripe server); dispatching accepts what is still open; an order left with no dress is cancelled.
 */
import type { AddressInfo } from 'node:net';
import type { LenderRequestView, OrderView, ResponseStats } from '@dw/contracts';
import { JobRunner } from '../src/jobs/job-runner.service';
import { REQUEST_EXPIRY_JOB } from '../src/orders/line-requests/request-expiry.job';
import { lenderPhotos, productBody } from './support/fixtures';
import { createProduct, orderBody as anyOrderBody, ukDate } from './support/orders-fixtures';
import { readOutbox } from './support/outbox';
import { reconciliationOf } from './support/reconciliation';
import { payOnHostedPage, startStripeServer, type StripeServer } from './support/stripe-server';
import { describeEachDatabase, type TestApp } from './support/test-app';

/** Paying by card needs the renter's consent to later charges (the checkout form's checkbox). */
const orderBody = (...args: Parameters<typeof anyOrderBody>) => ({ ...anyOrderBody(...args), chargesConsent: true });

const WEBHOOK_SECRET = 'whsec_requests_suite';
const START = ukDate(20);

interface Lender {
  id: string;
  token: string;
  productId: string;
}

let lenderCount = 0;

/** An approved lender with one live dress (one unit per size, as lenders' dresses are) at `price` for 2 days. */
async function lenderWithDress(ctx: TestApp, fullName: string, price: number): Promise<Lender> {
  const http = ctx.http();
  const agent = await ctx.adminAgent();
  lenderCount++;
  const account = (
    await http
      .post('/api/lender-accounts')
      .send({
        fullName,
        email: `${fullName.split(' ')[0].toLowerCase()}.${lenderCount}@example.co.uk`,
        phone: '07700 900123',
        address: '12 Rosewood Lane, Bath BA1 2AB',
        bankAccountName: fullName,
        sortCode: '08-99-99',
        accountNumber: '66374958',
      })
      .expect(201)
  ).body as { id: string; token: string };
  await agent.put(`/api/lender-accounts/${account.id}/status`).send({ status: 'approved' }).expect(200);
  const [photo] = await lenderPhotos(ctx, account.token);
  const listing = (
    await http
      .post('/api/dress-listings')
      .set('X-Lender-Token', account.token)
      .send({
        lenderAccountId: account.id,
        name: `${fullName.split(' ')[0]}'s Velvet Gown ${lenderCount}`,
        brand: 'Jenny Packham',
        description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
        category: 'evening-gown',
        condition: 'excellent',
        occasion: 'gala-awards',
        sizes: ['8', '10', '12'],
        originalPrice: 950,
        rentalPrice2Day: price,
        rentalPrice4Day: price * 2,
        careInstructions: 'Dry clean only.',
        imageUrls: [photo],
      })
      .expect(201)
  ).body as { id: string };
  await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'approved' }).expect(200);
  const live = (await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'live' }).expect(200)).body as {
    productId: string;
  };
  return { id: account.id, token: account.token, productId: live.productId };
}

function suite(ctx: () => TestApp, card: () => StripeServer | null) {
  let amelia: Lender;
  let bea: Lender;

  beforeAll(async () => {
    amelia = await lenderWithDress(ctx(), 'Amelia Hart', 50);
    bea = await lenderWithDress(ctx(), 'Bea Stone', 30);
  });

  const http = () => ctx().http();
  const place = async (lines: { productId: string; size?: string; backupSize?: string }[], start = START) => {
    const res = await http()
      .post('/api/orders')
      .send(
        orderBody(
          lines.map((l) => ({
            productId: l.productId,
            size: l.size ?? '10',
            duration: 2,
            quantity: 1,
            startDate: start,
            ...(l.backupSize ? { backupSize: l.backupSize } : {}),
          })),
        ),
      );
    if (res.status !== 201) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as OrderView;
  };
  const lineOf = (order: OrderView, who: Lender) => order.items.find((i) => i.productId === who.productId && !i.isBackup)?.id ?? '';
  const answer = (who: Lender, itemId: string, body: object) =>
    http().put(`/api/lender/requests/${itemId}`).set('X-Lender-Token', who.token).send(body);
  const adminView = async (order: OrderView) =>
    (await (await ctx().adminAgent()).get(`/api/orders?q=${order.id.slice(-8)}`).expect(200)).body[0] as OrderView;
  const requestsOf = async (who: Lender) =>
    (await http().get('/api/lender/requests').set('X-Lender-Token', who.token).expect(200)).body as LenderRequestView[];
  const bookable = async (who: Lender, size: string, start: string) =>
    (
      await http()
        .post('/api/orders')
        .send(orderBody([{ productId: who.productId, size, duration: 2, quantity: 1, startDate: start }]))
    ).status;
  const heldDays = async (order: OrderView) =>
    Number((await ctx().dataSource.query('SELECT COUNT(*) AS n FROM bookings WHERE orderId = ?', [order.id]))[0].n);
  const earnings = async (order: OrderView) =>
    ctx().dataSource.query<{ orderItemId: string; status: string }[]>(
      'SELECT orderItemId, status FROM earnings WHERE orderId = ? ORDER BY orderItemId',
      [order.id],
    );
  /** The messages of `kind` about the order, as rendered (the sender runs first). */
  const mails = (kind: string, orderId: string) => {
    const reference = `%${orderId.slice(-8).toUpperCase()}%`;
    return readOutbox<{ subject: string; text: string }>(
      ctx().app,
      'SELECT subject, text FROM outbox_messages WHERE kind = ? AND (subject LIKE ? OR text LIKE ?)',
      [kind, reference, reference],
    );
  };

  it('a lender line is a request: e-mailed with its deadline, listed first, accepted once (409 the second time)', async () => {
    const order = await place([{ productId: amelia.productId, size: '8' }]);
    const itemId = lineOf(order, amelia);
    expect(order.items[0]).toMatchObject({ requestState: 'requested', declineReason: null });
    const deadline = new Date(order.items[0].requestDeadline ?? 0).getTime();
    // 48 hours after the order (MariaDB keeps whole seconds).
    expect(Math.abs(deadline - new Date(order.createdAt).getTime() - 48 * 3_600_000)).toBeLessThan(1000);
    const [mail] = await mails('lender-dress-booked', order.id);
    expect(mail.subject).toMatch(/^Booking request: /);
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Please accept or decline it by');
    expect(mail.text).toContain('/lender/requests');

    const listed = await requestsOf(amelia);
    expect(listed[0]).toMatchObject({ id: itemId, state: 'requested', share: '45.00', size: '8' });

    const accepted = await answer(amelia, itemId, { decision: 'accept' }).expect(200);
    expect(accepted.body).toMatchObject({ state: 'accepted', answeredBy: 'lender' });
    const again = await answer(amelia, itemId, { decision: 'decline', reason: 'other' });
    expect([again.status, again.body.code]).toEqual([409, 'REQUEST_ALREADY_ANSWERED']);
    expect((await adminView(order)).items[0].requestState).toBe('accepted');
    expect(await heldDays(order)).toBe(1);
  });

  it('refuses a decline without a known reason (400) and another lender (404), changing nothing', async () => {
    const order = await place([{ productId: amelia.productId, size: '12' }]);
    const itemId = lineOf(order, amelia);
    for (const body of [
      { decision: 'decline' },
      { decision: 'decline', reason: 'bored' },
      { decision: 'maybe' },
      { decision: 'decline', reason: 'other', note: 'x'.repeat(501) },
    ]) {
      const res = await answer(amelia, itemId, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    const foreign = await answer(bea, itemId, { decision: 'accept' });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'REQUEST_NOT_FOUND']);
    expect((await adminView(order)).items[0].requestState).toBe('requested');
  });

  it('a decline frees the line and its backup, cancels its earning and tells the renter; the dates are bookable again', async () => {
    const start = ukDate(30);
    const order = await place(
      [
        { productId: amelia.productId, size: '10', backupSize: '12' },
        { productId: bea.productId, size: '10' },
      ],
      start,
    );
    expect(await bookable(amelia, '12', start)).toBe(409);
    const itemId = lineOf(order, amelia);
    await answer(amelia, itemId, { decision: 'decline', reason: 'needs-care', note: 'A seam needs mending' }).expect(200);
    const view = await adminView(order);
    expect(view.status).toBe('pending');
    expect(view.items.map((i) => [i.productId === amelia.productId, i.isBackup, i.requestState, i.declineReason])).toEqual(
      expect.arrayContaining([
        [true, false, 'declined', 'needs-care'],
        [true, true, 'declined', 'needs-care'],
        [false, false, 'requested', null],
      ]),
    );
    // Bea's £30 + cleaning £15 + insurance £8.
    expect(view.payment.amountDue).toBe('53.00');
    expect(await heldDays(order)).toBe(1);
    expect((await earnings(order)).find((e) => e.orderItemId === itemId)?.status).toBe('cancelled');
    const [told] = await mails('booking-request-declined', order.id);
    const text = told.text.replace(/\s+/g, ' ');
    expect(text).toContain('was declined by its lender: Dress needs repair or cleaning');
    expect(text).toContain('You pay nothing for it');
    // The backup size's days are free too.
    expect(await bookable(amelia, '12', start)).toBe(201);
    await answer(bea, lineOf(order, bea), { decision: 'accept' }).expect(200);
  });

  it('of two answers at once exactly one lands, the other is 409', async () => {
    const order = await place([{ productId: bea.productId, size: '8' }]);
    const itemId = lineOf(order, bea);
    const results = await Promise.all([
      answer(bea, itemId, { decision: 'accept' }),
      answer(bea, itemId, { decision: 'decline', reason: 'unavailable' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('REQUEST_ALREADY_ANSWERED');
    const state = (await adminView(order)).items[0].requestState;
    expect(state).toBe(results.find((r) => r.status === 200)?.body.state);
  });

  it('unanswered, a request expires at its deadline (and not before): an order left with none is cancelled, its dates free', async () => {
    const order = await place([{ productId: bea.productId, size: '12' }], ukDate(25));
    const deadline = new Date(order.items[0].requestDeadline ?? 0);
    const runner = ctx().app.get(JobRunner);
    await runner.runNow(REQUEST_EXPIRY_JOB, new Date(deadline.getTime() - 60_000));
    expect((await adminView(order)).items[0].requestState).toBe('requested');
    await runner.runNow(REQUEST_EXPIRY_JOB, new Date(deadline.getTime() + 5 * 60_000));
    await runner.runNow(REQUEST_EXPIRY_JOB, new Date(deadline.getTime() + 10 * 60_000));
    const view = await adminView(order);
    expect(view.items[0].requestState).toBe('expired');
    expect(view.status).toBe('cancelled');
    expect(await heldDays(order)).toBe(0);
    expect(await mails('booking-request-declined', order.id)).toHaveLength(1);
    const late = await answer(bea, lineOf(order, bea), { decision: 'accept' });
    expect([late.status, late.body.code]).toEqual([409, 'REQUEST_ALREADY_ANSWERED']);
  });

  it('every line declined: the order is cancelled through the order process', async () => {
    const order = await place(
      [
        { productId: amelia.productId, size: '8' },
        { productId: bea.productId, size: '8' },
      ],
      ukDate(40),
    );
    await answer(amelia, lineOf(order, amelia), { decision: 'decline', reason: 'unavailable' }).expect(200);
    expect((await adminView(order)).status).toBe('pending');
    await answer(bea, lineOf(order, bea), { decision: 'decline', reason: 'size-changed' }).expect(200);
    const view = await adminView(order);
    expect(view.status).toBe('cancelled');
    expect(await heldDays(order)).toBe(0);
    expect(await mails('order-cancelled', order.id)).toHaveLength(1);
  });

  it('the admin answers for a lender (recorded as hers), and a dispatch accepts what is still open', async () => {
    const order = await place(
      [
        { productId: amelia.productId, size: '8' },
        { productId: bea.productId, size: '10' },
      ],
      ukDate(50),
    );
    const admin = await ctx().adminAgent();
    const bad = await admin.put(`/api/orders/${order.id}/items/${lineOf(order, amelia)}/request`).send({ decision: 'decline' });
    expect(bad.status).toBe(400);
    await admin
      .put(`/api/orders/${order.id}/items/${lineOf(order, amelia)}/request`)
      .send({ decision: 'accept' })
      .expect(200);
    const rows = await ctx().dataSource.query('SELECT answeredBy FROM order_items WHERE id = ?', [lineOf(order, amelia)]);
    expect(rows[0].answeredBy).toBe('admin');
    if (card()) await payOnHostedPage(order.payment.redirectUrl ?? '', '4242 4242 4242 4242').then(() => card()?.idle());
    await admin.put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
    const view = await adminView(order);
    expect(view.items.map((i) => i.requestState)).toEqual(['accepted', 'accepted']);
    const late = await answer(bea, lineOf(order, bea), { decision: 'decline', reason: 'other' });
    expect(late.status).toBe(409);
    const stats = (await http().get('/api/lender/response-stats').set('X-Lender-Token', amelia.token).expect(200)).body as ResponseStats;
    expect(stats.accepted).toBeGreaterThanOrEqual(1);
    const adminStats = (await admin.get(`/api/lender-accounts/${amelia.id}/response-stats`).expect(200)).body as ResponseStats;
    expect(adminStats).toEqual(stats);
  });

  it("the shop's own dress is accepted at placement; marked for approval, it waits for the admin", async () => {
    const own = await createProduct(ctx(), { stock: { '8': 3, '10': 3, '12': 3 } });
    const order = await place([{ productId: own.id, size: '10' }], ukDate(61));
    expect(order.items[0]).toMatchObject({ requestState: 'accepted', requestDeadline: null });
    const admin = await ctx().adminAgent();
    await admin
      .put(`/api/products/${own.id}`)
      .send(productBody({ name: own.name, stock: { '8': 3, '10': 3, '12': 3 }, requiresApproval: true }))
      .expect(200);
    const waiting = await place([{ productId: own.id, size: '8' }], ukDate(62));
    expect(waiting.items[0].requestState).toBe('requested');
    await admin.put(`/api/orders/${waiting.id}/items/${waiting.items[0].id}/request`).send({ decision: 'accept' }).expect(200);
  });

  return { amelia: () => amelia, bea: () => bea, place, lineOf, answer, adminView };
}

describeEachDatabase('bookings as requests (manual payments)', (ctx) => {
  const s = suite(ctx, () => null);

  it('a bank transfer is recorded for what is owed once a line is declined', async () => {
    const order = await s.place(
      [
        { productId: s.amelia().productId, size: '8' },
        { productId: s.bea().productId, size: '8' },
      ],
      ukDate(70),
    );
    await s.answer(s.bea(), s.lineOf(order, s.bea()), { decision: 'decline', reason: 'other' }).expect(200);
    const admin = await ctx().adminAgent();
    const full = await admin
      .post(`/api/orders/${order.id}/payment/record`)
      .send({ amount: order.total, method: 'bank-transfer', reference: 'T1' });
    expect(full.status).toBe(400);
    await admin
      .post(`/api/orders/${order.id}/payment/record`)
      .send({ amount: '73.00', method: 'bank-transfer', reference: 'T1' })
      .expect(200);
    expect((await s.adminView(order)).payment).toMatchObject({ status: 'paid', paid: '73.00', amountDue: '73.00' });
    // The month's books still balance: the declined £30 line was never paid for.
    expect(await reconciliationOf(ctx())).toMatchObject({ recorded: '73.00', released: '30.00', expectedNet: '73.00', balanced: true });
  });
});

let stripeServer: StripeServer;
beforeAll(async () => {
  stripeServer = await startStripeServer({ webhookSecret: WEBHOOK_SECRET });
});
afterAll(async () => {
  await stripeServer?.stop();
});

describeEachDatabase(
  'bookings as requests (a held card, captured for the accepted lines)',
  (ctx) => {
    beforeAll(async () => {
      await ctx().app.listen(0, '127.0.0.1');
      const { port } = ctx().app.getHttpServer().address() as AddressInfo;
      stripeServer.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/stripe/webhook`);
    });
    const s = suite(ctx, () => stripeServer);

    it('a two-lender order with one accept and one decline captures the accepted line, cleaning and insurance only', async () => {
      const order = await s.place(
        [
          { productId: s.amelia().productId, size: '10' },
          { productId: s.bea().productId, size: '10' },
        ],
        ukDate(80),
      );
      await payOnHostedPage(order.payment.redirectUrl ?? '', '4242 4242 4242 4242');
      await stripeServer.idle();
      expect((await s.adminView(order)).payment).toMatchObject({ status: 'authorised', authorised: '103.00' });
      await s.answer(s.amelia(), s.lineOf(order, s.amelia()), { decision: 'accept' }).expect(200);
      await s.answer(s.bea(), s.lineOf(order, s.bea()), { decision: 'decline', reason: 'unavailable' }).expect(200);
      expect((await s.adminView(order)).payment).toMatchObject({ status: 'authorised', amountDue: '73.00' });
      await (await ctx().adminAgent()).put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
      await stripeServer.idle();
      expect((await s.adminView(order)).payment).toMatchObject({ status: 'paid', paid: '73.00', authorised: '0.00' });
      const capture = stripeServer
        .requests()
        .filter((r) => r.path.endsWith('/capture'))
        .pop();
      expect(capture?.params).toMatchObject({ amount_to_capture: '7300' });
      // The month's books (another order of the suite was captured whole) balance: the £30 declined was never taken.
      const books = await reconciliationOf(ctx());
      expect(books).toMatchObject({ released: '30.00', balanced: true, expectedNet: books.captured });
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
