import type { AddressInfo } from 'node:net';
import type {
  ClaimView,
  ConditionRecordView,
  LenderEarning,
  OrderReceiptView,
  OrderView,
  OwedItemView,
  PayoutRunView,
  ProductView,
} from '@dw/contracts';
import { CLAIM_MESSAGES, INSURANCE_COVER_PER_LINE_PENCE, lenderSharePence, todayInLondon, toPence } from '@dw/contracts';
import { JobRunner } from '../src/jobs/job-runner.service';
import { PAYMENTS_SWEEP_JOB } from '../src/payments/payments.job';
import { PaymentsService } from '../src/payments/payments.service';
import { PAYOUTS_JOB } from '../src/payouts/payouts.job';
import { atInstant } from './support/clock';
import { TINY_PNG, lenderPhotos, productBody } from './support/fixtures';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { readOutbox, sentText } from './support/outbox';
import { reconciliationOf, signedPence } from './support/reconciliation';
import { payOnHostedPage, startStripeServer, type StripeServer } from './support/stripe-server';
import { describeEachDatabase } from './support/test-app';

/** Only Date is set: each step happens "at" its instant. */
const at = <T>(iso: string, work: () => Promise<T>): Promise<T> => atInstant(new Date(iso), work);

const HOUR = 3_600_000;
const plus = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms).toISOString();
const dayPlus = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** 'YYYY-MM-01' of the month after `day`'s. */
const nextMonthFirst = (day: string) => {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

const START = ukDate(20);
/** The dresses leave on the first rental day and come back on the last day of a month, in the evening. */
const DISPATCHED = `${START}T08:00:00Z`;
const BACK_DAY = dayPlus(nextMonthFirst(dayPlus(START, 2)), -1);
const RECEIVED = `${BACK_DAY}T20:00:00Z`;
/** The first payout run after the returns: a few hours later, inside every claim window. */
const FIRST_RUN = `${nextMonthFirst(BACK_DAY)}T00:05:00Z`;
/** The month after: every window has passed and every claim is decided. */
const SECOND_RUN = `${nextMonthFirst(nextMonthFirst(BACK_DAY))}T00:05:00Z`;

interface Lender {
  id: string;
  token: string;
  productId: string;
}

describeEachDatabase('receiving dresses back and damage claims', (ctx) => {
  let lena: Lender;
  let bea: Lender;
  let houseProductId: string;
  /** Lena's dress and a house dress. */
  let orderA: OrderView;
  /** Lena's dress alone: received, never claimed. */
  let orderB: OrderView;
  /** Lena's dress alone: claimed, and the claim rejected. */
  let orderC: OrderView;
  let tokenA: string;
  let lenaLineA: string;
  let houseLineA: string;
  let dispatchPhoto: string;
  let lenaReturnPhoto: string;
  let lenaClaim: ClaimView;
  let houseClaim: ClaimView;
  let rejectedClaim: ClaimView;

  const http = () => ctx().http();
  const lenderGet = (who: Lender, path: string) => http().get(path).set('X-Lender-Token', who.token);
  const lenderPost = (who: Lender, path: string) => http().post(path).set('X-Lender-Token', who.token);

  async function adminPhoto(): Promise<string> {
    const agent = await ctx().adminAgent();
    const { uploadURL, objectPath } = (await agent.post('/api/objects/upload').expect(200)).body as {
      uploadURL: string;
      objectPath: string;
    };
    await http().put(uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
    return objectPath;
  }

  async function lenderWithDress(fullName: string): Promise<Lender> {
    const agent = await ctx().adminAgent();
    const first = fullName.split(' ')[0];
    const account = (
      await http()
        .post('/api/lender-accounts')
        .send({
          fullName,
          email: `${first.toLowerCase()}@example.co.uk`,
          phone: '07700 900123',
          address: '12 Rosewood Lane, Bath BA1 2AB',
          bankAccountName: fullName,
          sortCode: '08-99-99',
          accountNumber: '66374958',
        })
        .expect(201)
    ).body as { id: string; token: string };
    await agent.put(`/api/lender-accounts/${account.id}/status`).send({ status: 'approved' }).expect(200);
    const [photo] = await lenderPhotos(ctx(), account.token);
    const listing = (
      await lenderPost(account as Lender, '/api/dress-listings')
        .send({
          lenderAccountId: account.id,
          name: `${first}'s Silk Gown`,
          brand: 'Jenny Packham',
          description: 'Floor-length silk gown with a sweetheart neckline, worn once.',
          category: 'evening-gown',
          condition: 'excellent',
          occasion: 'gala-awards',
          sizes: ['8', '10', '12'],
          originalPrice: 950,
          rentalPrice2Day: 60,
          rentalPrice4Day: 100,
          careInstructions: 'Dry clean only.',
          imageUrls: [photo],
        })
        .expect(201)
    ).body as { id: string };
    await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'approved' }).expect(200);
    const live = (await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'live' }).expect(200)).body as {
      productId: string;
    };
    const product = (await http().get(`/api/products/${live.productId}`).expect(200)).body as { name: string };
    await agent
      .put(`/api/products/${live.productId}`)
      .send(
        productBody({
          name: product.name,
          basePrice: '60.00',
          retailPrice: '950.00',
          imageUrls: [photo],
          availableSizes: ['8', '10', '12'],
          stock: { '8': 5, '10': 5, '12': 5 },
        }),
      )
      .expect(200);
    return { id: account.id, token: account.token, productId: live.productId };
  }

  async function placePaid(items: { productId: string; size: string }[], email: string): Promise<OrderView> {
    const body = orderBody(
      items.map((i) => ({ ...i, duration: 2, quantity: 1, startDate: START })),
      { customerEmail: email },
    );
    const order = (await http().post('/api/orders').send(body).expect(201)).body as OrderView;
    await (
      await ctx().adminAgent()
    )
      .post(`/api/orders/${order.id}/payment/record`)
      .send({ amount: order.total, method: 'bank-transfer', reference: `transfer ${order.id.slice(-8)}` })
      .expect(200);
    return order;
  }

  /** The renter's order-page token, from her confirmation e-mail as sent. */
  async function renterToken(order: OrderView): Promise<string> {
    const [row] = await readOutbox<{ id: string }>(
      ctx().app,
      "SELECT id FROM outbox_messages WHERE kind = 'order-received' AND toAddress = ?",
      [order.customerEmail],
    );
    const text = await sentText(ctx().app, row.id);
    const token = new RegExp(`/orders/${order.id}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
    if (!token) throw new Error('no order-page link in the confirmation');
    return token;
  }

  /** The admin moves the order at `when` (logging in then). */
  const move = (orderId: string, when: string, body: Record<string, unknown>, status = 200) =>
    at(when, async () => (await ctx().adminAgent()).put(`/api/orders/${orderId}/status`).send(body).expect(status));

  const orderStatus = async (id: string) =>
    ((await (await ctx().adminAgent()).get(`/api/orders?q=${id.slice(-8)}`).expect(200)).body as OrderView[])[0].status;
  const lineOf = (order: OrderView, productId: string) => order.items.find((i) => i.productId === productId)!.id;
  const earnings = async (who: Lender) => (await lenderGet(who, '/api/lender/earnings?pageSize=50').expect(200)).body as LenderEarning[];
  const share = (order: OrderView, productId: string) =>
    lenderSharePence(toPence(order.items.find((i) => i.productId === productId)!.unitPrice));

  beforeAll(async () => {
    lena = await lenderWithDress('Lena Marsh');
    bea = await lenderWithDress('Bea Stone');
    houseProductId = (await createProduct(ctx(), { basePrice: '65.00', stock: { '8': 5, '10': 5, '12': 5 } })).id;
    orderA = await placePaid(
      [
        { productId: lena.productId, size: '10' },
        { productId: houseProductId, size: '12' },
      ],
      'ada@example.com',
    );
    orderB = await placePaid([{ productId: lena.productId, size: '8' }], 'bo@example.com');
    orderC = await placePaid([{ productId: lena.productId, size: '12' }], 'cy@example.com');
    tokenA = await renterToken(orderA);
    lenaLineA = lineOf(orderA, lena.productId);
    houseLineA = lineOf(orderA, houseProductId);
  });

  describe('the dispatch record', () => {
    it('refuses a return day or condition with a dispatch, and a photo the admin did not upload, changing nothing', async () => {
      const refused = await move(orderA.id, DISPATCHED, { status: 'processing', receivedOn: START }, 400);
      expect(refused.body).toMatchObject({ statusCode: 400, message: CLAIM_MESSAGES.receiptOnlyOnReturn });
      const [lenaPhoto] = await lenderPhotos(ctx(), lena.token);
      const foreign = await move(orderA.id, DISPATCHED, { status: 'processing', photos: [lenaPhoto] }, 400);
      expect(foreign.body.message).toContain('photos');
      expect(await orderStatus(orderA.id)).toBe('pending');
      expect(await ctx().count('condition_records')).toBe(0);
    });

    it('records every line as it left, with the photos and the note; the renter sees them on her order page', async () => {
      dispatchPhoto = await at(DISPATCHED, adminPhoto);
      await move(orderA.id, DISPATCHED, { status: 'processing', photos: [dispatchPhoto], note: 'Steamed and bagged' });
      for (const o of [orderB, orderC]) await move(o.id, DISPATCHED, { status: 'processing' });
      const page = (await http().get(`/api/orders/${orderA.id}?token=${tokenA}`).expect(200)).body as OrderReceiptView;
      expect(page.dispatchPhotos).toHaveLength(2);
      expect(page.dispatchPhotos[0]).toMatchObject({ photos: [dispatchPhoto], note: 'Steamed and bagged' });
      // Another order's page shows none of them.
      expect(
        (
          await http()
            .get(`/api/orders/${orderA.id}?token=${'x'.repeat(43)}`)
            .expect(404)
        ).body.code,
      ).toBe('ORDER_NOT_FOUND');
    });
  });

  describe('receiving back', () => {
    let bookingId: string;

    beforeAll(async () => {
      const bookings = (await at(RECEIVED, async () => lenderGet(lena, '/api/lender/bookings?when=past&pageSize=50').expect(200))).body as {
        id: string;
        orderReference: string | null;
      }[];
      bookingId = bookings.find((b) => b.orderReference === orderA.id.slice(-8).toUpperCase())!.id;
    });

    it('refuses a day in the future or before the dispatch, and another lender, changing nothing', async () => {
      const future = await at(RECEIVED, () =>
        lenderPost(lena, `/api/lender/bookings/${bookingId}/received`)
          .send({ receivedOn: dayPlus(BACK_DAY, 1) })
          .expect(400),
      );
      expect(future.body.message).toBe(CLAIM_MESSAGES.receivedInFuture);
      const early = await at(RECEIVED, () =>
        lenderPost(lena, `/api/lender/bookings/${bookingId}/received`)
          .send({ receivedOn: dayPlus(START, -1) })
          .expect(400),
      );
      expect(early.body.message).toBe(CLAIM_MESSAGES.receivedBeforeDispatch(START));
      const hers = await at(RECEIVED, () => lenderPost(bea, `/api/lender/bookings/${bookingId}/received`).send({}).expect(404));
      expect(hers.body.code).toBe('BOOKING_NOT_FOUND');
      const bad = await at(RECEIVED, () =>
        lenderPost(lena, `/api/lender/bookings/${bookingId}/received`).send({ condition: 'ruined' }).expect(400),
      );
      expect(bad.body.message).toContain('condition must be one of');
      expect(await ctx().count('condition_records')).toBe(4);
    });

    it("lets the lender receive her own line with its condition; the order waits for the shop's line", async () => {
      [lenaReturnPhoto] = await at(RECEIVED, () => lenderPhotos(ctx(), lena.token));
      const res = await at(RECEIVED, () =>
        lenderPost(lena, `/api/lender/bookings/${bookingId}/received`)
          .send({ condition: 'damaged', note: 'Tear at the left seam', photos: [lenaReturnPhoto] })
          .expect(200),
      );
      expect(res.body).toEqual({ completed: false });
      expect(await orderStatus(orderA.id)).toBe('processing');
      const again = await at(RECEIVED, () => lenderPost(lena, `/api/lender/bookings/${bookingId}/received`).send({}).expect(409));
      expect(again.body.code).toBe('ALREADY_RECEIVED');
    });

    it("completes the order when the admin receives the rest, without rewriting the lender's record", async () => {
      const later = plus(RECEIVED, 10 * 60_000);
      const beforeDispatch = await move(orderA.id, later, { status: 'completed', receivedOn: dayPlus(START, -1) }, 400);
      expect(beforeDispatch.body.message).toBe(CLAIM_MESSAGES.receivedBeforeDispatch(START));
      expect(await orderStatus(orderA.id)).toBe('processing');
      await move(orderA.id, later, { status: 'completed', condition: 'as-sent' });
      for (const o of [orderB, orderC]) await move(o.id, later, { status: 'completed' });
      expect(await orderStatus(orderA.id)).toBe('completed');

      const records = (await (await ctx().adminAgent()).get(`/api/admin/orders/${orderA.id}/condition-records`).expect(200))
        .body as ConditionRecordView[];
      const returns = records.filter((r) => r.kind === 'return');
      expect(returns.find((r) => r.orderItemId === lenaLineA)).toMatchObject({
        recordedBy: 'lender',
        condition: 'damaged',
        receivedOn: BACK_DAY,
        photos: [lenaReturnPhoto],
      });
      expect(returns.find((r) => r.orderItemId === houseLineA)).toMatchObject({
        recordedBy: 'admin',
        condition: 'as-sent',
        receivedOn: BACK_DAY,
      });
    });

    it("shows each lender only her own dresses' records, and the renter only the dispatch photos", async () => {
      const lenas = (await lenderGet(lena, '/api/lender/condition-records?pageSize=50').expect(200)).body as ConditionRecordView[];
      expect(lenas.every((r) => r.orderItemId !== houseLineA)).toBe(true);
      expect(
        lenas
          .filter((r) => r.orderItemId === lenaLineA)
          .map((r) => r.kind)
          .sort(),
      ).toEqual(['dispatch', 'return']);
      expect((await lenderGet(bea, '/api/lender/condition-records').expect(200)).body).toEqual([]);
      const page = (await http().get(`/api/orders/${orderA.id}?token=${tokenA}`).expect(200)).body as OrderReceiptView;
      expect(page.dispatchPhotos.flatMap((d) => d.photos)).not.toContain(lenaReturnPhoto);
    });
  });

  describe('claims', () => {
    const OPENED = plus(RECEIVED, HOUR);

    it("refuses an amount over the dress's value, a photo from elsewhere, and another lender's line (400/404), writing nothing", async () => {
      const over = await at(OPENED, () =>
        lenderPost(lena, '/api/lender/claims')
          .send({ orderItemId: lenaLineA, description: 'Torn seam on the left side', amountPence: 95_001 })
          .expect(400),
      );
      expect(over.body.message).toBe(CLAIM_MESSAGES.amountTooHigh(95_000));
      const photo = await at(OPENED, () =>
        lenderPost(lena, '/api/lender/claims')
          .send({
            orderItemId: lenaLineA,
            description: 'Torn seam on the left side',
            amountPence: 12_000,
            photos: ['/objects/uploads/00000000-0000-4000-8000-000000000000'],
          })
          .expect(400),
      );
      expect(photo.body.message).toBe(CLAIM_MESSAGES.photoNotInRecord);
      await at(OPENED, () =>
        lenderPost(bea, '/api/lender/claims')
          .send({ orderItemId: lenaLineA, description: 'Torn seam on the left side', amountPence: 100 })
          .expect(404),
      );
      await at(OPENED, () =>
        lenderPost(lena, '/api/lender/claims')
          .send({ orderItemId: houseLineA, description: 'Torn seam on the left side', amountPence: 100 })
          .expect(404),
      );
      expect(await ctx().count('claims')).toBe(0);
    });

    it('lets the lender claim on her line within 48 hours, with its photos; the renter is e-mailed a link to answer', async () => {
      lenaClaim = (
        await at(OPENED, () =>
          lenderPost(lena, '/api/lender/claims')
            .send({
              orderItemId: lenaLineA,
              description: 'A 3 cm tear at the left side seam.',
              amountPence: 12_000,
              photos: [lenaReturnPhoto],
            })
            .expect(201),
        )
      ).body as ClaimView;
      expect(lenaClaim).toMatchObject({
        status: 'open',
        openedBy: 'lender',
        amountPence: 12_000,
        photos: [lenaReturnPhoto],
        answerDueAt: plus(OPENED, 72 * HOUR),
      });
      const again = await at(OPENED, () =>
        lenderPost(lena, '/api/lender/claims')
          .send({ orderItemId: lenaLineA, description: 'Another try at the same line', amountPence: 100 })
          .expect(409),
      );
      expect(again.body.code).toBe('CLAIM_EXISTS');

      // The outbox sends what is due by its clock: the message was queued "at" OPENED.
      const { mail, text } = await at(plus(OPENED, 60_000), async () => {
        const [row] = await readOutbox<{ id: string; subject: string }>(
          ctx().app,
          "SELECT id, subject FROM outbox_messages WHERE kind = 'claim-opened' AND toAddress = ?",
          ['ada@example.com'],
        );
        return { mail: row, text: (await sentText(ctx().app, row.id)).replace(/\s+/g, ' ') };
      });
      expect(mail.subject).toBe(`A damage report on your rental - order ${orderA.id.slice(-8).toUpperCase()}`);
      expect(text).toContain('A 3 cm tear at the left side seam.');
      expect(text).toContain('£120.00');
      expect(text).toContain(`/orders/${orderA.id}?token=${tokenA}`);
    });

    it('lets the admin claim on the shop’s own line, and the lender on order C', async () => {
      houseClaim = (
        await at(OPENED, async () =>
          (await ctx().adminAgent())
            .post('/api/admin/claims')
            .send({ orderItemId: houseLineA, description: 'Red wine stain on the skirt', amountPence: 9_000 })
            .expect(201),
        )
      ).body as ClaimView;
      expect(houseClaim).toMatchObject({ openedBy: 'admin', status: 'open' });
      rejectedClaim = (
        await at(OPENED, () =>
          lenderPost(lena, '/api/lender/claims')
            .send({ orderItemId: lineOf(orderC, lena.productId), description: 'Hem looks a little loose', amountPence: 2_000 })
            .expect(201),
        )
      ).body as ClaimView;
    });

    it('refuses a claim a moment after the 48-hour window, with a clear 409', async () => {
      const late = plus(plus(RECEIVED, 10 * 60_000), 48 * HOUR + 1_000);
      const res = await at(late, () =>
        lenderPost(lena, '/api/lender/claims')
          .send({ orderItemId: lineOf(orderB, lena.productId), description: 'Found a stain afterwards', amountPence: 500 })
          .expect(409),
      );
      expect(res.body).toEqual({ statusCode: 409, code: 'CLAIM_WINDOW_CLOSED', message: CLAIM_MESSAGES.tooLate });
    });

    it('holds the earnings through the window and the open claims: the first run pays Lena nothing', async () => {
      expect(await ctx().app.get(JobRunner).runNow(PAYOUTS_JOB, new Date(FIRST_RUN))).toBe('ran');
      const runs = (await (await ctx().adminAgent()).get('/api/admin/payout-runs').expect(200)).body as PayoutRunView[];
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ payoutCount: 0, totalPence: 0 });
      // Her statement says why: B's window runs to 48 hours after its return, A's claim is open.
      const lenas = await earnings(lena);
      const refOf = (o: OrderView) => o.id.slice(-8).toUpperCase();
      expect(lenas.find((e) => e.orderReference === refOf(orderB))).toMatchObject({
        status: 'earned',
        claimOpen: false,
        claimWindowEndsAt: plus(plus(RECEIVED, 10 * 60_000), 48 * HOUR),
      });
      expect(lenas.find((e) => e.orderReference === refOf(orderA))).toMatchObject({
        claimOpen: true,
        claimWindowEndsAt: plus(RECEIVED, 48 * HOUR),
      });
    });

    it('lets the renter answer within 72 hours, once; after that a claim reads unanswered and takes no answer', async () => {
      const answer = (path: string, body: object, when: string, status: number) =>
        at(when, () => http().post(`/api/orders/${orderA.id}/claims/${path}/answer?token=${tokenA}`).send(body).expect(status));
      const short = await answer(lenaClaim.id, { answer: 'no' }, plus(OPENED, HOUR), 400);
      expect(short.body.message).toContain('answer must be at least');
      await at(OPENED, () =>
        http()
          .post(`/api/orders/${orderA.id}/claims/${lenaClaim.id}/answer?token=${'x'.repeat(43)}`)
          .send({ answer: 'It was like that already.' })
          .expect(404),
      );
      const answered = (await answer(lenaClaim.id, { answer: 'The seam was loose when it arrived.' }, plus(OPENED, 48 * HOUR), 200))
        .body as ClaimView;
      expect(answered).toMatchObject({ status: 'answered', answer: 'The seam was loose when it arrived.' });
      expect((await answer(lenaClaim.id, { answer: 'And one more thing to add.' }, plus(OPENED, 49 * HOUR), 409)).body.code).toBe(
        'CLAIM_ANSWERED',
      );

      const late = await answer(houseClaim.id, { answer: 'I did not spill anything.' }, plus(OPENED, 72 * HOUR + 1_000), 409);
      expect(late.body).toMatchObject({ code: 'CLAIM_ANSWER_CLOSED', message: CLAIM_MESSAGES.answerTooLate });
      const unanswered = await at(
        plus(OPENED, 73 * HOUR),
        async () => (await (await ctx().adminAgent()).get('/api/admin/claims?status=unanswered').expect(200)).body as ClaimView[],
      );
      expect(unanswered.map((c) => c.id).sort()).toEqual([houseClaim.id, rejectedClaim.id].sort());
      const hers = (await http().get(`/api/orders/${orderA.id}/claims?token=${tokenA}`).expect(200)).body as ClaimView[];
      expect(hers.map((c) => c.id).sort()).toEqual([lenaClaim.id, houseClaim.id].sort());
    });

    it('decides: the renter is charged (owed without a saved card) and Lena is awarded it; both are e-mailed; never twice', async () => {
      const DECIDED = plus(OPENED, 96 * HOUR);
      const decide = (id: string, body: object, status: number) =>
        at(DECIDED, async () => (await ctx().adminAgent()).put(`/api/admin/claims/${id}/decision`).send(body).expect(status));
      expect((await decide(lenaClaim.id, { decision: 'charge-renter', amountPence: 12_001 }, 400)).body.message).toBe(
        CLAIM_MESSAGES.decisionTooHigh(12_000),
      );
      expect(await ctx().count('owed_charges')).toBe(0);
      const decided = (await decide(lenaClaim.id, { decision: 'charge-renter', amountPence: 8_000, note: 'Half the repair' }, 200))
        .body as ClaimView;
      expect(decided).toMatchObject({ status: 'decided', decision: 'charge-renter', decidedPence: 8_000 });
      expect((await decide(lenaClaim.id, { decision: 'reject' }, 409)).body.code).toBe('CLAIM_DECIDED');
      const owed = await ctx().dataSource.query('SELECT orderId, amountPence, state, failureCode FROM owed_charges');
      expect(
        owed.map((o: { orderId: string; amountPence: number | string; state: string; failureCode: string }) => [
          o.orderId,
          Number(o.amountPence),
          o.state,
          o.failureCode,
        ]),
      ).toEqual([[orderA.id, 8_000, 'owed', 'no-card']]);
      // Paid by bank transfer: no card to charge, so it stays owed and the admin is shown it.
      expect(decided.charge).toEqual({ amount: '80.00', state: 'owed', failureCode: 'no-card', collectedAt: null });

      // The insurance pays at most its cover per line; the shop's own dress awards nobody.
      expect(
        (await decide(houseClaim.id, { decision: 'insurance', amountPence: INSURANCE_COVER_PER_LINE_PENCE + 1 }, 400)).body.message,
      ).toBe(CLAIM_MESSAGES.decisionTooHigh(INSURANCE_COVER_PER_LINE_PENCE));
      expect((await decide(houseClaim.id, { decision: 'insurance' }, 200)).body).toMatchObject({
        decision: 'insurance',
        decidedPence: INSURANCE_COVER_PER_LINE_PENCE,
      });
      expect((await decide(rejectedClaim.id, { decision: 'reject', amountPence: 10 }, 400)).body.message).toContain('rejecting');
      expect((await decide(rejectedClaim.id, { decision: 'reject' }, 200)).body).toMatchObject({ decision: 'reject', decidedPence: 0 });
      expect(await ctx().count('owed_charges')).toBe(1);

      const award = (await earnings(lena)).filter((e) => e.productName.startsWith('Damage award'));
      expect(award.map((e) => [e.amountPence, e.status])).toEqual([[8_000, 'earned']]);
      const mails = await readOutbox<{ kind: string; toAddress: string }>(
        ctx().app,
        "SELECT kind, toAddress FROM outbox_messages WHERE kind IN ('claim-decided', 'lender-claim-decided') ORDER BY kind, toAddress",
      );
      expect(mails.map((m) => `${m.kind} ${m.toAddress}`)).toEqual([
        'claim-decided ada@example.com',
        'claim-decided ada@example.com',
        'claim-decided cy@example.com',
        'lender-claim-decided lena@example.co.uk',
        'lender-claim-decided lena@example.co.uk',
      ]);
      const lenders = (await lenderGet(lena, '/api/lender/claims').expect(200)).body as ClaimView[];
      expect(lenders.map((c) => c.id).sort()).toEqual([lenaClaim.id, rejectedClaim.id].sort());
      expect((await lenderGet(bea, '/api/lender/claims').expect(200)).body).toEqual([]);
    });

    it("lists the charge as owed for the admin, who records it collected by hand once (409 after); the renter's page says so", async () => {
      const agent = await ctx().adminAgent();
      const owed = (await agent.get('/api/owed?pageSize=50').expect(200)).body as OwedItemView[];
      const mine = owed.find((o) => o.kind === 'damage' && o.orderId === orderA.id);
      expect(mine).toMatchObject({ amount: '80.00', failureCode: 'no-card', customerName: expect.any(String) });
      expect(mine?.description).toContain('Damage claim');
      const hersBefore = (await http().get(`/api/orders/${orderA.id}/claims?token=${tokenA}`).expect(200)).body as ClaimView[];
      expect(hersBefore.find((c) => c.id === lenaClaim.id)?.charge).toMatchObject({ state: 'owed', collectedAt: null });

      const collect = (kind: string, id: string, body: object) => agent.post(`/api/owed/${kind}/${id}/collected`).send(body);
      // Bad input changes nothing.
      expect((await collect('damage', mine!.id, {})).body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect((await collect('damage', mine!.id, { reference: '   ' })).status).toBe(400);
      expect((await collect('damage', mine!.id, { reference: 'x'.repeat(121) })).status).toBe(400);
      expect((await collect('refund', mine!.id, { reference: 'Transfer 12 Nov' })).status).toBe(400);
      expect((await collect('damage', '00000000-0000-4000-8000-000000000000', { reference: 'Transfer' })).body.code).toBe('OWED_NOT_FOUND');
      expect((await ctx().http().post(`/api/owed/damage/${mine!.id}/collected`).send({ reference: 'Transfer' })).status).toBe(401);
      expect((await agent.get('/api/owed?pageSize=50').expect(200)).body).toEqual(owed);

      await collect('damage', mine!.id, { reference: ' Transfer DW 12 Nov ' }).expect(204);
      expect((await collect('damage', mine!.id, { reference: 'Transfer again' })).body).toMatchObject({
        statusCode: 409,
        code: 'ALREADY_COLLECTED',
      });
      const [row] = await ctx().dataSource.query('SELECT state, providerReference, collectedAt FROM owed_charges');
      expect(row).toMatchObject({ state: 'collected', providerReference: 'Transfer DW 12 Nov' });
      expect(row.collectedAt).not.toBeNull();
      expect(((await agent.get('/api/owed?pageSize=50').expect(200)).body as OwedItemView[]).some((o) => o.id === mine!.id)).toBe(false);
      const hers = (await http().get(`/api/orders/${orderA.id}/claims?token=${tokenA}`).expect(200)).body as ClaimView[];
      expect(hers.find((c) => c.id === lenaClaim.id)?.charge).toMatchObject({
        amount: '80.00',
        state: 'collected',
        collectedAt: expect.any(String),
      });
      // The other decisions charge nobody.
      expect(hers.find((c) => c.id === houseClaim.id)?.charge).toBeNull();
    });

    it('pays, in the next run, every earning whose window passed or claim was decided, with the award', async () => {
      expect(await ctx().app.get(JobRunner).runNow(PAYOUTS_JOB, new Date(SECOND_RUN))).toBe('ran');
      const runs = (await (await ctx().adminAgent()).get('/api/admin/payout-runs').expect(200)).body as PayoutRunView[];
      expect(runs).toHaveLength(2);
      const owed = share(orderA, lena.productId) + share(orderB, lena.productId) + share(orderC, lena.productId) + 8_000;
      expect(runs[0]).toMatchObject({ payoutCount: 1, totalPence: owed });
    });

    it('reconciles to the penny: the transfers and the damage charge collected this month, the award in the month it was decided', async () => {
      const month = todayInLondon().slice(0, 7);
      const books = await reconciliationOf(ctx(), month);
      const paid = [orderA, orderB, orderC].reduce((sum, o) => sum + toPence(o.total), 0);
      expect(books).toMatchObject({ orderCount: 3, refunded: '0.00', released: '0.00', balanced: true, lateFees: '0.00' });
      expect(toPence(books.recorded)).toBe(paid);
      expect(books.damageCharges).toBe('80.00');
      expect(books.owedOutstanding).toBe('0.00');
      expect(toPence(books.totalTaken)).toBe(paid + 8_000);
      // The lenders' share is Lena's 90% of her three rentals; the award is counted apart.
      expect(toPence(books.lenderShare)).toBe(
        share(orderA, lena.productId) + share(orderB, lena.productId) + share(orderC, lena.productId),
      );

      const decidedMonth = todayInLondon(new Date(plus(OPENED, 96 * HOUR))).slice(0, 7);
      const awardBooks = decidedMonth === month ? books : await reconciliationOf(ctx(), decidedMonth);
      expect(awardBooks.damageAwards).toBe('80.00');
      for (const b of new Set([books, awardBooks])) {
        expect(signedPence(b.shopShare)).toBe(signedPence(b.totalTaken) - signedPence(b.lenderShare) - signedPence(b.damageAwards));
      }
    });
  });
});

let stripeServer: StripeServer;
beforeAll(async () => {
  stripeServer = await startStripeServer({ webhookSecret: 'whsec_claims' });
});
afterAll(async () => {
  await stripeServer?.stop();
});

describeEachDatabase(
  'damage charged to the card saved at checkout (Stripe)',
  (ctx) => {
    let dress: ProductView;
    let n = 0;
    beforeAll(async () => {
      await ctx().app.listen(0, '127.0.0.1');
      const { port } = ctx().app.getHttpServer().address() as AddressInfo;
      stripeServer.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/stripe/webhook`);
      dress = await createProduct(ctx(), { name: 'Claimed Gown', basePrice: '60.00', availableSizes: ['10'], stock: { '10': 20 } });
    });

    /** Placed with consent, paid with `card`, dispatched, back, and a claim opened on its line. */
    const claimed = async (card: string): Promise<{ order: OrderView; claim: ClaimView }> => {
      const agent = await ctx().adminAgent();
      const body = orderBody(
        [{ productId: dress.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(20) }],
        { customerEmail: `claim${n++}.${Date.now().toString(36)}@example.com` },
        newSessionId(),
      );
      const order = (
        await ctx()
          .http()
          .post('/api/orders')
          .send({ ...body, chargesConsent: true })
          .expect(201)
      ).body as OrderView;
      expect((await payOnHostedPage(order.payment.redirectUrl ?? '', card)).status).toBe(303);
      await stripeServer.idle();
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'completed', condition: 'damaged' }).expect(200);
      const claim = (
        await agent
          .post('/api/admin/claims')
          .send({ orderItemId: order.items[0].id, description: 'Torn along the back seam.', amountPence: 6_000 })
          .expect(201)
      ).body as ClaimView;
      return { order, claim };
    };
    const decide = async (claim: ClaimView) =>
      (
        await (
          await ctx().adminAgent()
        )
          .put(`/api/admin/claims/${claim.id}/decision`)
          .send({ decision: 'charge-renter', amountPence: 4_500 })
          .expect(200)
      ).body as ClaimView;
    const asked = (claim: ClaimView) => stripeServer.requests().filter((r) => r.idempotencyKey === `owed-claim-${claim.id}`);
    /** The sweep in a five-minute period of its own each time (one run per period across replicas). */
    let period = 0;
    const sweep = () =>
      ctx()
        .app.get(JobRunner)
        .runNow(PAYMENTS_SWEEP_JOB, new Date(Date.now() + ++period * 5 * 60_000));

    it('charges the decided amount off-session at once, one charge per claim however often the collection runs', async () => {
      const { order, claim } = await claimed('4242 4242 4242 4242');
      const decided = await decide(claim);
      expect(decided.charge).toMatchObject({ amount: '45.00', state: 'charged', failureCode: null, collectedAt: expect.any(String) });
      const [first] = asked(claim);
      expect(first.params).toMatchObject({ amount: '4500', currency: 'gbp', off_session: 'true', confirm: 'true' });
      const [row] = await ctx().dataSource.query('SELECT state, providerReference FROM owed_charges WHERE orderId = ?', [order.id]);
      expect(row.state).toBe('charged');
      expect(row.providerReference).toMatch(/^pi_/);

      // The sweep and a second try find nothing to charge.
      expect(await sweep()).toBe('ran');
      await ctx().app.get(PaymentsService).chargeOwedDue();
      expect(asked(claim)).toHaveLength(1);
      // A try whose answer was lost (the row still "not charged"): asked again with the same key, the same payment.
      await ctx().dataSource.query("UPDATE owed_charges SET state = 'failed', collectedAt = NULL WHERE orderId = ?", [order.id]);
      expect(await Promise.all([sweep(), ctx().app.get(PaymentsService).chargeOwedDue()])).toEqual(['ran', expect.any(Number)]);
      const attempts = asked(claim);
      expect(attempts.filter((r) => r.status === 200 && !r.replayed)).toHaveLength(1);
      const [again] = await ctx().dataSource.query('SELECT state, providerReference FROM owed_charges WHERE orderId = ?', [order.id]);
      expect(again).toEqual({ state: 'charged', providerReference: row.providerReference });
      // Nothing of it is on the admin's owed list; the order's own payment is untouched.
      const owed = (await (await ctx().adminAgent()).get('/api/owed?pageSize=100').expect(200)).body as OwedItemView[];
      expect(owed.some((o) => o.orderId === order.id)).toBe(false);
      const admin = (await (await ctx().adminAgent()).get(`/api/orders?q=${order.id.slice(-8)}`).expect(200)).body as OrderView[];
      expect(admin[0].payment).toMatchObject({ status: 'paid', paid: order.total });
    });

    it('a card that declines off-session leaves it owed, on the admin list with why; a provider that does not answer is charged by the sweep', async () => {
      const declined = await claimed('4000 0000 0000 0341');
      expect((await decide(declined.claim)).charge).toMatchObject({ state: 'owed', failureCode: 'card_declined', collectedAt: null });
      const owed = (await (await ctx().adminAgent()).get('/api/owed?pageSize=100').expect(200)).body as OwedItemView[];
      expect(owed.find((o) => o.orderId === declined.order.id)).toMatchObject({
        kind: 'damage',
        amount: '45.00',
        failureCode: 'card_declined',
      });
      // Owed is not retried by the sweep: the admin collects it.
      expect(await sweep()).toBe('ran');
      expect(asked(declined.claim)).toHaveLength(1);
      // The admin is told, once.
      const reference = declined.order.id.slice(-8).toUpperCase();
      const told = await readOutbox<{ toAddress: string; subject: string }>(
        ctx().app,
        "SELECT toAddress, subject FROM outbox_messages WHERE kind = 'admin-charge-declined'",
      );
      expect(told).toEqual([{ toAddress: 'owner@shop.example', subject: `Card declined: £45.00 owed on order ${reference}` }]);

      const unanswered = await claimed('4242 4242 4242 4242');
      // The SDK tries three times (two retries): every one fails.
      for (let i = 0; i < 3; i++) stripeServer.failNextRequest({ path: '/v1/payment_intents' });
      expect((await decide(unanswered.claim)).charge).toMatchObject({ state: 'failed', failureCode: 'provider-unavailable' });
      expect(await sweep()).toBe('ran');
      const [row] = await ctx().dataSource.query('SELECT state FROM owed_charges WHERE orderId = ?', [unanswered.order.id]);
      expect(row.state).toBe('charged');
      expect(asked(unanswered.claim).map((r) => r.status)).toEqual([500, 500, 500, 200]);
    });
  },
  {
    env: () => ({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_claims',
      STRIPE_WEBHOOK_SECRET: 'whsec_claims',
      STRIPE_API_URL: stripeServer.url,
      ADMIN_EMAIL: 'owner@shop.example',
    }),
  },
);
