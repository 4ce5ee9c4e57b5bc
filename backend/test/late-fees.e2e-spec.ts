import type { AddressInfo } from 'node:net';
import {
  type LateFeeView,
  type NotReturnedOrderView,
  type OrderReceiptView,
  type OrderView,
  type OwedItemView,
  type ProductView,
  RETURN_INSTRUCTIONS,
  RETURN_TRANSIT_DAYS,
  addDays,
  formatDay,
  toPence,
  todayInLondon,
} from '@dw/contracts';
import { JobRunner } from '../src/jobs/job-runner.service';
import { LATE_FEES_JOB } from '../src/orders/late-fees/late-fees.job';
import { LateFeesService } from '../src/orders/late-fees/late-fees.service';
import { atInstant } from './support/clock';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { sentText } from './support/outbox';
import { reconciliationOf } from './support/reconciliation';
import { payOnHostedPage, startStripeServer, type StripeServer } from './support/stripe-server';
import { type TestApp, describeEachDatabase } from './support/test-app';

const ADMIN_EMAIL = 'owner@shop.example';
let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;
/** Noon UTC: 12:00 or 13:00 in the UK, after the 09:00 start of the day's run. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** What every suite here does with its app: place, dispatch, return, run the job on a fixed clock, read. */
function lateReturns(ctx: () => TestApp, extra: Record<string, unknown> = {}) {
  const place = async (product: ProductView, to: string, end: string, duration: 2 | 4 = 2): Promise<OrderView> => {
    const res = await ctx()
      .http()
      .post('/api/orders')
      .send({
        ...orderBody(
          [{ productId: product.id, size: '10', duration, quantity: 1, startDate: addDays(end, 1 - duration) }],
          { customerEmail: to },
          newSessionId(),
        ),
        ...extra,
      });
    if (res.status !== 201) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as OrderView;
  };
  const move = async (id: string, status: string) =>
    (await ctx().adminAgent()).put(`/api/orders/${id}/status`).send({ status }).expect(200);
  /** The job as the scheduler runs it, on a clock fixed at `at`. */
  const run = (at: Date) => atInstant(at, () => ctx().app.get(JobRunner).runNow(LATE_FEES_JOB, at));
  const fees = async (orderId: string) =>
    (
      await ctx().dataSource.query<{ day: string; amountPence: number; state: string; failureCode: string | null }[]>(
        'SELECT day, amountPence, state, failureCode FROM late_fees WHERE orderId = ? ORDER BY day',
        [orderId],
      )
    ).map((f) => ({ ...f, amountPence: Number(f.amountPence) }));
  const mails = (kind: string) =>
    ctx().dataSource.query<{ id: string; toAddress: string; subject: string }[]>(
      'SELECT id, toAddress, subject FROM outbox_messages WHERE kind = ? ORDER BY createdAt, id',
      [kind],
    );
  const adminView = async (order: OrderView) => {
    const list = (await (await ctx().adminAgent()).get(`/api/orders?q=${order.id.slice(-8)}`).expect(200)).body as OrderView[];
    return list.find((o) => o.id === order.id) as OrderView;
  };
  const adminList = async <T>(path: string) => (await (await ctx().adminAgent()).get(path).expect(200)).body as T[];
  return { place, move, run, fees, mails, adminView, adminList };
}

describeEachDatabase(
  'late returns (manual payments)',
  (ctx) => {
    // 70.00 for 2 days: its 4-day price is 119.00 (× 1.7), the cap of one dress's late fees.
    let gown: ProductView;
    beforeAll(async () => {
      gown = await createProduct(ctx(), { name: 'Overdue Gown', basePrice: '70.00', availableSizes: ['10'], stock: { '10': 40 } });
    });
    const { place, move, run, fees, mails, adminView, adminList } = lateReturns(ctx);

    it('adds £15 per late day after the return post and 2 days in the post, up to the 4-day price; a rerun adds nothing; a return stops it; owed without a card', async () => {
      const end = ukDate(20);
      const post = addDays(end, 1);
      const day = (k: number) => addDays(post, RETURN_TRANSIT_DAYS + k); // the k-th fee day
      const [late, returned, onTime] = [address('late'), address('returned'), address('ontime')];
      const a = await place(gown, late, end);
      const b = await place(gown, returned, end);
      const c = await place(gown, onTime, addDays(end, 5));
      for (const order of [a, b, c]) await move(order.id, 'processing');

      // The return post day itself, and the two days a parcel posted on it may take: no fee yet.
      for (const inPost of [0, 1, 2]) {
        expect(await run(noon(addDays(post, inPost)))).toBe('ran');
        expect(await fees(a.id)).toEqual([]);
      }
      expect((await adminView(a)).lateFees).toBeNull();
      expect(await mails('order-overdue')).toEqual([]);
      // Before 09:00 UK on the first late day: nothing yet.
      expect(await run(new Date(`${day(1)}T07:00:00Z`))).toBe('ran');
      expect(await fees(a.id)).toEqual([]);

      expect(await run(noon(day(1)))).toBe('ran');
      expect(await fees(a.id)).toEqual([{ day: day(1), amountPence: 1500, state: 'owed', failureCode: 'no-card' }]);
      expect(await fees(b.id)).toHaveLength(1);
      expect(await fees(c.id)).toEqual([]);

      // The same period again is leased; the next hour, and a second replica's run, add nothing.
      expect(await run(noon(day(1)))).toBe('leased');
      expect(await run(new Date(`${day(1)}T15:00:00Z`))).toBe('ran');
      await atInstant(noon(day(1)), () =>
        ctx()
          .app.get(LateFeesService)
          .runDue(noon(day(1))),
      );
      expect(await fees(a.id)).toHaveLength(1);
      expect((await mails('order-overdue')).map((m) => m.toAddress).sort()).toEqual([late, returned].sort());

      // The renter's notice: how late, the fee so far, how to send it back, her order page.
      const [notice] = (await mails('order-overdue')).filter((m) => m.toAddress === late);
      expect(notice.subject).toBe(`Your dress is late back - order ${a.id.slice(-8).toUpperCase()}`);
      // The message was queued on the fixed clock: it is sent on it too.
      const text = (await atInstant(noon(day(1)), () => sentText(ctx().app, notice.id))).replace(/\s+/g, ' ');
      // Three days after the return post: the first fee day, after the two allowed for the post.
      expect(text).toContain('it is 3 days late');
      expect(text).toContain('Late return fee so far: £15.00');
      expect(text).toContain(
        `We allow 2 days for the post; from ${formatDay(day(1))} a late return costs £15.00 a day, at most £119.00 for this rental`,
      );
      for (const step of RETURN_INSTRUCTIONS) expect(text).toContain(step);
      const token = new RegExp(`/orders/${a.id}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
      expect(token).toBeDefined();

      // Returned on the first late day: no fee after it.
      await move(b.id, 'completed');
      expect(await run(noon(day(2)))).toBe('ran');
      expect((await fees(a.id)).map((f) => f.day)).toEqual([day(1), day(2)]);
      expect(await fees(b.id)).toHaveLength(1);
      expect((await adminView(c)).lateFees).toBeNull();

      // Days the job missed are made up, and the fees stop at the cap: 7 × £15 and £14 on the 8th day.
      expect(await run(noon(day(10)))).toBe('ran');
      const capped = await fees(a.id);
      expect(capped.map((f) => f.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(day));
      expect(capped.map((f) => f.amountPence)).toEqual([1500, 1500, 1500, 1500, 1500, 1500, 1500, 1400]);
      expect((await mails('order-overdue')).filter((m) => m.toAddress === late)).toHaveLength(2);

      // Her order page and the admin's order view say it.
      const receipt = (await ctx().http().get(`/api/orders/${a.id}?token=${token}`).expect(200)).body as OrderReceiptView;
      expect(receipt.lateFees).toMatchObject({
        overdueSince: day(1),
        days: 8,
        total: '119.00',
        owed: '119.00',
        charged: '0.00',
        cap: '119.00',
      });
      expect((await adminView(a)).lateFees).toMatchObject({ days: 8, total: '119.00', owed: '119.00' });
      expect((await adminView(b)).lateFees).toMatchObject({ days: 1, total: '15.00' });
      // Due back five days later, so late from its own first late day only.
      expect((await adminView(c)).lateFees).toMatchObject({ overdueSince: day(6), days: 5, total: '75.00' });
      const owed = await adminList<LateFeeView>(`/api/late-fees?state=owed&orderId=${a.id}&pageSize=5`);
      expect(owed).toHaveLength(5);
      expect(owed[0]).toMatchObject({ orderId: a.id, state: 'owed', failureCode: 'no-card' });

      // Paid by bank transfer: the admin records one day collected, once; it leaves the owed list.
      const toCollect = await adminList<OwedItemView>('/api/owed?pageSize=100');
      const first = toCollect.find((o) => o.kind === 'late-fee' && o.orderId === a.id && o.description.endsWith(formatDay(day(1))));
      expect(first).toMatchObject({ amount: '15.00', failureCode: 'no-card', description: `Late return fee, ${formatDay(day(1))}` });
      expect(toCollect.filter((o) => o.orderId === a.id)).toHaveLength(8);
      const agent = await ctx().adminAgent();
      expect((await agent.post(`/api/owed/late-fee/${first!.id}/collected`).send({ reference: '' })).status).toBe(400);
      expect((await agent.post(`/api/owed/late-fee/not-an-id/collected`).send({ reference: 'Transfer' })).status).toBe(404);
      await agent.post(`/api/owed/late-fee/${first!.id}/collected`).send({ reference: 'Transfer 0042' }).expect(204);
      expect((await agent.post(`/api/owed/late-fee/${first!.id}/collected`).send({ reference: 'Transfer 0042' })).body).toMatchObject({
        statusCode: 409,
        code: 'ALREADY_COLLECTED',
      });
      expect((await adminList<OwedItemView>('/api/owed?pageSize=100')).filter((o) => o.orderId === a.id)).toHaveLength(7);
      expect((await fees(a.id))[0]).toMatchObject({ day: day(1), state: 'collected' });
      expect((await adminView(a)).lateFees).toMatchObject({ total: '119.00', owed: '104.00', collected: '15.00' });
      const after = (await ctx().http().get(`/api/orders/${a.id}?token=${token}`).expect(200)).body as OrderReceiptView;
      expect(after.lateFees).toMatchObject({ owed: '104.00', collected: '15.00' });
      // The month's books: the £15 collected today is taken; the rest (a's £104, b's £15, c's £75) still owed.
      const books = await reconciliationOf(ctx());
      expect(books).toMatchObject({ lateFees: '15.00', owedOutstanding: '194.00', damageCharges: '0.00' });
      expect(toPence(books.totalTaken)).toBe(toPence(books.net) + 1500);
    });

    it('never charges a dress back within the 2 days allowed for the post (fixed clock)', async () => {
      const end = ukDate(28);
      const post = addDays(end, 1);
      const order = await place(gown, address('intransit'), end);
      await move(order.id, 'processing');
      expect(await run(noon(addDays(post, 1)))).toBe('ran');
      expect(await run(noon(addDays(post, 2)))).toBe('ran');
      // Received on the second day after the return post, before that day's run: no fee, no notice, ever.
      await atInstant(new Date(`${addDays(post, 2)}T13:30:00Z`), () => move(order.id, 'completed'));
      expect(await run(noon(addDays(post, 3)))).toBe('ran');
      expect(await run(noon(addDays(post, 9)))).toBe('ran');
      expect(await fees(order.id)).toEqual([]);
      expect((await adminView(order)).lateFees).toBeNull();
      expect((await mails('order-overdue')).filter((m) => m.subject.includes(order.id.slice(-8).toUpperCase()))).toEqual([]);
    });

    it('reports a dress not back 14 days after its return post to the admin, once, and lists it as not returned', async () => {
      const end = ukDate(30);
      const day = (k: number) => addDays(end, 1 + k);
      const to = address('gone');
      const order = await place(gown, to, end, 4);
      await move(order.id, 'processing');

      expect(await run(noon(day(13)))).toBe('ran');
      expect((await mails('admin-order-not-returned')).filter((m) => m.subject.includes(order.id.slice(-8).toUpperCase()))).toEqual([]);
      expect(await run(noon(day(14)))).toBe('ran');
      expect(await run(noon(day(15)))).toBe('ran');
      const reported = (await mails('admin-order-not-returned')).filter((m) => m.subject.includes(order.id.slice(-8).toUpperCase()));
      expect(reported).toHaveLength(1);
      expect(reported[0].toAddress).toBe(ADMIN_EMAIL);
      expect(reported[0].subject).toBe(`Not returned: order ${order.id.slice(-8).toUpperCase()}, 14 days late`);
      const text = (await atInstant(noon(day(15)), () => sentText(ctx().app, reported[0].id))).replace(/\s+/g, ' ');
      expect(text).toContain(to);

      const listed = await atInstant(noon(day(15)), () => adminList<NotReturnedOrderView>('/api/late-fees/not-returned'));
      expect(listed.find((o) => o.orderId === order.id)).toMatchObject({ returnPost: day(0), daysLate: 15, customerEmail: to });
      // A 4-day rental's cap is what she paid for it.
      expect((await adminView(order)).lateFees).toMatchObject({ total: '119.00', notReturnedReportedAt: expect.any(String) });

      // Back at last: off the list.
      await move(order.id, 'completed');
      expect((await adminList<NotReturnedOrderView>('/api/late-fees/not-returned')).some((o) => o.orderId === order.id)).toBe(false);
    });

    it('answers bad list input with 400 and no admin session with 401', async () => {
      const agent = await ctx().adminAgent();
      expect((await agent.get('/api/late-fees?state=forgiven')).body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect((await agent.get('/api/late-fees?orderId=nope')).status).toBe(400);
      expect((await agent.get('/api/late-fees/not-returned?page=0')).status).toBe(400);
      expect((await ctx().http().get('/api/late-fees')).status).toBe(401);
      expect((await ctx().http().get('/api/late-fees/not-returned')).status).toBe(401);
    });
  },
  { env: () => ({ ADMIN_EMAIL }) },
);

let stripeServer: StripeServer;
beforeAll(async () => {
  stripeServer = await startStripeServer({ webhookSecret: 'whsec_late_fees' });
});
afterAll(async () => {
  await stripeServer?.stop();
});

describeEachDatabase(
  'late returns (cards through Stripe: fees charged off-session on the card saved at checkout)',
  (ctx) => {
    let gown: ProductView;
    beforeAll(async () => {
      await ctx().app.listen(0, '127.0.0.1');
      const { port } = ctx().app.getHttpServer().address() as AddressInfo;
      stripeServer.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/stripe/webhook`);
      gown = await createProduct(ctx(), { name: 'Card Gown', basePrice: '70.00', availableSizes: ['10'], stock: { '10': 40 } });
    });
    const { place, move, run, fees, mails, adminView, adminList } = lateReturns(ctx, { chargesConsent: true });

    /** Placed with consent, paid with `card` on the hosted page, dispatched. */
    const dispatched = async (card: string, end: string) => {
      const order = await place(gown, address('card'), end);
      expect((await payOnHostedPage(order.payment.redirectUrl ?? '', card)).status).toBe(303);
      await stripeServer.idle();
      await move(order.id, 'processing');
      return order;
    };
    const sessionOf = (order: OrderView) =>
      stripeServer.checkoutSession(new URL(order.payment.redirectUrl ?? '').pathname.split('/').pop() ?? '');

    it('saves the card with her consent and charges each late day off-session, one charge per order and day', async () => {
      const end = ukDate(22);
      const day = (k: number) => addDays(end, 1 + RETURN_TRANSIT_DAYS + k);
      const order = await dispatched('4242 4242 4242 4242', end);
      const session = sessionOf(order);
      expect(session.customer_creation).toBe('always');
      expect(session.customer).toMatch(/^cus_/);

      expect(await run(noon(day(1)))).toBe('ran');
      await atInstant(noon(day(1)), () =>
        ctx()
          .app.get(LateFeesService)
          .runDue(noon(day(1))),
      );
      expect(await run(noon(day(2)))).toBe('ran');
      expect(await fees(order.id)).toEqual([
        { day: day(1), amountPence: 1500, state: 'charged', failureCode: null },
        { day: day(2), amountPence: 1500, state: 'charged', failureCode: null },
      ]);
      const charges = stripeServer
        .requests()
        .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.customer === session.customer);
      expect(charges.map((r) => r.idempotencyKey)).toEqual([`late-fee-${order.id}-${day(1)}`, `late-fee-${order.id}-${day(2)}`]);
      expect(charges[0].params).toMatchObject({ amount: '1500', currency: 'gbp', off_session: 'true', confirm: 'true' });
      expect((await adminView(order)).lateFees).toMatchObject({ days: 2, total: '30.00', charged: '30.00', owed: '0.00' });
      // The order's own payment is untouched by the fees.
      expect((await adminView(order)).payment).toMatchObject({ status: 'paid', paid: order.total });
      // The books take the fees in the month they were charged, beside the order's own balanced payment.
      const months = [...new Set([todayInLondon(), day(1), day(2)].map((d) => d.slice(0, 7)))];
      const books = await Promise.all(months.map((m) => reconciliationOf(ctx(), m)));
      expect(books.reduce((sum, b) => sum + toPence(b.lateFees), 0)).toBe(3000);
      expect(books.every((b) => b.balanced && b.owedOutstanding === '0.00')).toBe(true);
    });

    it('a card that declines off-session (card_declined, authentication_required) leaves the fee owed, on the admin list to collect', async () => {
      const end = ukDate(24);
      const day1 = addDays(end, 2 + RETURN_TRANSIT_DAYS);
      const declined = await dispatched('4000 0000 0000 0341', end);
      const authenticate = await dispatched('4000 0027 6000 3184', end);
      expect(await run(noon(day1))).toBe('ran');
      expect(await fees(declined.id)).toEqual([{ day: day1, amountPence: 1500, state: 'owed', failureCode: 'card_declined' }]);
      expect(await fees(authenticate.id)).toEqual([
        { day: day1, amountPence: 1500, state: 'owed', failureCode: 'authentication_required' },
      ]);
      const owed = await adminList<LateFeeView>('/api/late-fees?state=owed&pageSize=100');
      expect(
        owed
          .filter((f) => [declined.id, authenticate.id].includes(f.orderId))
          .map((f) => f.failureCode)
          .sort(),
      ).toEqual(['authentication_required', 'card_declined']);
      expect((await adminView(declined)).lateFees).toMatchObject({ total: '15.00', owed: '15.00', charged: '0.00' });
      // The admin is told of each refusal, once, with what the card said.
      const ref = (o: OrderView) => o.id.slice(-8).toUpperCase();
      const told = (await mails('admin-charge-declined')).filter((m) =>
        [ref(declined), ref(authenticate)].some((r) => m.subject.includes(r)),
      );
      expect(told.map((m) => [m.toAddress, m.subject]).sort()).toEqual(
        [declined, authenticate].map((o) => [ADMIN_EMAIL, `Card declined: £15.00 owed on order ${ref(o)}`]).sort(),
      );
      const text = (
        await atInstant(noon(day1), () => sentText(ctx().app, told.find((m) => m.subject.includes(ref(declined)))!.id))
      ).replace(/\s+/g, ' ');
      expect(text).toContain('refused a late return fee, £15.00 (the card said "card_declined")');
      // A rerun the same day tells nothing more.
      expect(await run(new Date(`${day1}T15:00:00Z`))).toBe('ran');
      expect((await mails('admin-charge-declined')).filter((m) => m.subject.includes(ref(declined)))).toHaveLength(1);
    });

    it('a fee the provider did not answer is not yet charged, and the next run charges it once with the same key', async () => {
      const end = ukDate(26);
      const day1 = addDays(end, 2 + RETURN_TRANSIT_DAYS);
      // The earlier tests' dresses come back first: the failures below are for this order's charge alone.
      const out = await ctx().dataSource.query<{ id: string }[]>("SELECT id FROM orders WHERE status = 'processing'");
      for (const { id } of out) await move(id, 'completed');
      const order = await dispatched('4242 4242 4242 4242', end);
      // The SDK tries three times (two retries): every one fails.
      for (let i = 0; i < 3; i++) stripeServer.failNextRequest({ path: '/v1/payment_intents' });
      expect(await run(noon(day1))).toBe('ran');
      expect(await fees(order.id)).toEqual([{ day: day1, amountPence: 1500, state: 'failed', failureCode: 'provider-unavailable' }]);
      expect((await adminView(order)).lateFees).toMatchObject({ failed: '15.00', charged: '0.00' });

      expect(await run(new Date(`${day1}T13:00:00Z`))).toBe('ran');
      expect(await fees(order.id)).toEqual([{ day: day1, amountPence: 1500, state: 'charged', failureCode: null }]);
      const key = `late-fee-${order.id}-${day1}`;
      const attempts = stripeServer.requests().filter((r) => r.idempotencyKey === key);
      expect(attempts.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    });

    it('paying by card needs the consent to later charges: 400 without it, and nothing is stored', async () => {
      const before = await ctx().dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM orders');
      const body = orderBody([{ productId: gown.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(30) }]);
      for (const consent of [undefined, false]) {
        const res = await ctx()
          .http()
          .post('/api/orders')
          .send({ ...body, chargesConsent: consent });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'CHARGES_CONSENT_REQUIRED' });
      }
      expect(
        (
          await ctx()
            .http()
            .post('/api/orders')
            .send({ ...body, chargesConsent: 'yes' })
        ).status,
      ).toBe(400);
      const after = await ctx().dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM orders');
      expect(Number(after[0].n)).toBe(Number(before[0].n));
    });
  },
  {
    env: () => ({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_late_fees',
      STRIPE_WEBHOOK_SECRET: 'whsec_late_fees',
      STRIPE_API_URL: stripeServer.url,
      ADMIN_EMAIL,
    }),
  },
);
