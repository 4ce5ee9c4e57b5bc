import type {
  AdminPayoutView,
  EarningsSummary,
  LenderEarning,
  OrderView,
  PayoutRunDetail,
  PayoutRunView,
  PayoutView,
  ReconciliationView,
} from '@dw/contracts';
import { lenderSharePence, toPence, todayInLondon } from '@dw/contracts';
import { JobRunner } from '../src/jobs/job-runner.service';
import { PAYOUTS_JOB } from '../src/payouts/payouts.job';
import { atInstant } from './support/clock';
import { lenderPhotos, productBody } from './support/fixtures';
import { createProduct, orderBody, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';
import { readOutbox } from './support/outbox';

/** Only the clock is set, so an order is completed "on" a chosen instant. */
const at = <T>(iso: string, work: () => Promise<T>): Promise<T> => atInstant(new Date(iso), work);

const SIZES = ['8', '10', '12'];
const START = ukDate(20);
/** Stored before the Bacs rule: a line break would have been a payment row of its own, － a formula. */
const HOSTILE_NAME = '\uff0dBea\r\n"000000","99999999","Evil","9999.00"';

interface Lender {
  id: string;
  token: string;
  productId: string;
}

/** A tiny deterministic generator: the same "random" orders on every run. */
function prng(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

describeEachDatabase('earnings and payouts', (ctx) => {
  let amelia: Lender;
  let bea: Lender;
  let cara: Lender;
  let houseProductId: string;
  /** Amelia's order completed in August: no August run is made, so October's run pays it. */
  let augustOrder: OrderView;

  const admin = () => ctx().adminAgent();

  /** A lender, approved, with one live dress at `price` (2 days) and units enough for many rentals. */
  async function lenderWithDress(fullName: string, price: string, bankAccountName = fullName): Promise<Lender> {
    const http = ctx().http();
    const agent = await admin();
    const account = (
      await http
        .post('/api/lender-accounts')
        .send({
          fullName,
          email: `${fullName.split(' ')[0].toLowerCase()}@example.co.uk`,
          phone: '07700 900123',
          address: '12 Rosewood Lane, Bath BA1 2AB',
          bankAccountName,
          sortCode: '08-99-99',
          accountNumber: '66374958',
        })
        .expect(201)
    ).body as { id: string; token: string };
    await agent.put(`/api/lender-accounts/${account.id}/status`).send({ status: 'approved' }).expect(200);
    const [photo] = await lenderPhotos(ctx(), account.token);
    const listing = (
      await http
        .post('/api/dress-listings')
        .set('X-Lender-Token', account.token)
        .send({
          lenderAccountId: account.id,
          name: `${fullName.split(' ')[0]}'s Velvet Gown`,
          brand: 'Jenny Packham',
          description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
          category: 'evening-gown',
          condition: 'excellent',
          occasion: 'gala-awards',
          sizes: SIZES,
          originalPrice: 950,
          rentalPrice2Day: Number(price),
          rentalPrice4Day: Number(price) * 2,
          careInstructions: 'Dry clean only.',
          imageUrls: [photo],
        })
        .expect((res) => {
          if (res.status !== 201) throw new Error(JSON.stringify(res.body));
        })
    ).body as { id: string };
    await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'approved' }).expect(200);
    const live = (await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'live' }).expect(200)).body as {
      productId: string;
    };
    // The admin stocks more units of the dress, so the suite's many rentals of it fit.
    const product = (await http.get(`/api/products/${live.productId}`).expect(200)).body as { name: string };
    await agent
      .put(`/api/products/${live.productId}`)
      .send(
        productBody({
          name: product.name,
          basePrice: price,
          imageUrls: [photo],
          availableSizes: SIZES,
          stock: { '8': 50, '10': 50, '12': 50 },
        }),
      )
      .expect((res) => {
        if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      });
    return { id: account.id, token: account.token, productId: live.productId };
  }

  type Line = { productId: string; size?: string; quantity?: number; duration?: 2 | 4 };
  async function placeOrder(lines: Line[]): Promise<OrderView> {
    const items = lines.map((l, i) => ({
      productId: l.productId,
      size: l.size ?? SIZES[i % SIZES.length],
      duration: l.duration ?? 2,
      quantity: l.quantity ?? 1,
      startDate: START,
    }));
    return (await ctx().http().post('/api/orders').send(orderBody(items)).expect(201)).body as OrderView;
  }

  /** The admin moves the order; with `when`, on that instant's clock (the admin logs in then, too). */
  async function setStatus(orderId: string, status: string, when?: string): Promise<void> {
    const move = async () => {
      const agent = await admin();
      await agent.put(`/api/orders/${orderId}/status`).send({ status }).expect(200);
    };
    if (when) await at(when, move);
    else await move();
  }

  /** The renter's bank transfer, recorded by the admin: only money taken is paid out. */
  async function recordPayment(order: OrderView): Promise<void> {
    await (
      await admin()
    )
      .post(`/api/orders/${order.id}/payment/record`)
      .send({ amount: order.total, method: 'bank-transfer', reference: `transfer ${order.id.slice(-8)}` })
      .expect(200);
  }

  /** Placed, paid, dispatched and completed at `completedAt`. */
  async function completedOrder(lines: Line[], completedAt: string): Promise<OrderView> {
    const order = await placeOrder(lines);
    await recordPayment(order);
    await setStatus(order.id, 'processing');
    await setStatus(order.id, 'completed', completedAt);
    return order;
  }

  /** A page of her earnings (the total from X-Total-Count) and her summary, read as the lender area reads them. */
  const earnings = async (who: Lender, query = '') => {
    const res = await ctx().http().get(`/api/lender/earnings${query}`).set('X-Lender-Token', who.token).expect(200);
    const summary = await ctx().http().get('/api/lender/earnings/summary').set('X-Lender-Token', who.token).expect(200);
    return { items: res.body as LenderEarning[], total: Number(res.headers['x-total-count']), summary: summary.body as EarningsSummary };
  };
  const payouts = async (who: Lender) => {
    const res = await ctx().http().get('/api/lender/payouts').set('X-Lender-Token', who.token).expect(200);
    return { items: res.body as PayoutView[], total: Number(res.headers['x-total-count']) };
  };
  /** A run with one page of its payouts, as the admin's drawer reads them. */
  const runDetail = async (id: string, query = '') => {
    const agent = await admin();
    const detail = (await agent.get(`/api/admin/payout-runs/${id}`).expect(200)).body as PayoutRunDetail;
    const payouts = (await agent.get(`/api/admin/payout-runs/${id}/payouts${query}`).expect(200)).body as AdminPayoutView[];
    return { ...detail, payouts };
  };
  const share = (order: OrderView, productId: string) =>
    order.items.filter((i) => i.productId === productId).reduce((sum, i) => sum + lenderSharePence(toPence(i.unitPrice) * i.quantity), 0);

  beforeAll(async () => {
    amelia = await lenderWithDress('Amelia Hart', '37.37');
    bea = await lenderWithDress('Bea Stone', '41.99');
    await ctx().dataSource.query('UPDATE lender_accounts SET bankAccountName = ? WHERE id = ?', [HOSTILE_NAME, bea.id]);
    cara = await lenderWithDress('Cara Lowe', '55.55');
    houseProductId = (await createProduct(ctx(), { basePrice: '65.00', stock: { '8': 50, '10': 50, '12': 50 } })).id;
  });

  describe('earnings follow the order', () => {
    it('refuses every month while nothing has been earned, naming period, and the monthly job runs nothing', async () => {
      const agent = await admin();
      const res = await agent.post('/api/admin/payout-runs').send({ period: '2026-07' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'PAYOUT_PERIOD_OUT_OF_RANGE',
        message: 'period must be a month in which lenders earned something: nothing has been earned yet, so 2026-07 has nothing to pay.',
      });
      expect(await ctx().app.get(JobRunner).runNow(PAYOUTS_JOB, new Date('2026-08-01T00:05:00Z'))).toBe('ran');
      expect(await ctx().count('payout_runs')).toBe(0);
    });

    it('pending when placed (the lender line only, 90% of unit price × quantity, rounded down), earned on completion, cancelled with the order', async () => {
      const order = await placeOrder([
        { productId: amelia.productId, size: '10', quantity: 2 },
        { productId: houseProductId, size: '12' },
      ]);
      augustOrder = order;
      let page = await earnings(amelia);
      const mine = () => page.items.find((e) => e.orderReference === order.id.slice(-8).toUpperCase());
      // 2 × £37.37 = £74.74; 90% = 6726.6p, rounded down to 6726p.
      expect(mine()).toMatchObject({
        productName: "Amelia's Velvet Gown",
        size: '10',
        startDate: START,
        rentalFeePence: 7474,
        amountPence: 6726,
        status: 'pending',
        earnedOn: null,
        payoutId: null,
      });
      expect(page.summary.pendingPence).toBe(6726);
      // The house dress earns nobody anything.
      expect(await ctx().count('earnings')).toBe(1);

      await recordPayment(order);
      await setStatus(order.id, 'processing');
      page = await earnings(amelia);
      expect(mine()?.status).toBe('pending');

      await setStatus(order.id, 'completed', '2026-08-14T12:00:00Z');
      page = await earnings(amelia);
      expect(mine()).toMatchObject({ status: 'earned', earnedOn: '2026-08-14' });
      expect(page.summary).toMatchObject({ pendingPence: 0, toDatePence: 6726 });

      const cancelledPending = await placeOrder([{ productId: amelia.productId }]);
      await setStatus(cancelledPending.id, 'cancelled');
      const cancelledDispatched = await placeOrder([{ productId: amelia.productId }]);
      await setStatus(cancelledDispatched.id, 'processing');
      await setStatus(cancelledDispatched.id, 'cancelled');
      page = await earnings(amelia);
      for (const o of [cancelledPending, cancelledDispatched]) {
        expect(page.items.find((e) => e.orderReference === o.id.slice(-8).toUpperCase())).toMatchObject({
          status: 'cancelled',
          earnedOn: null,
        });
      }
      expect(page.summary).toMatchObject({ pendingPence: 0, toDatePence: 6726 });
    });

    it("sums this UK month's earnings and names the 1st of next month as the payout date", async () => {
      const now = new Date();
      const order = await completedOrder([{ productId: amelia.productId }], now.toISOString());
      const page = await earnings(amelia);
      expect(page.summary.thisMonthPence).toBe(share(order, amelia.productId));
      const [y, m] = todayInLondon().split('-').map(Number);
      expect(page.summary.nextPayoutDate).toBe(new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10));
    });

    it("pages the lender's own earnings, newest first, and refuses a page size over the limit", async () => {
      const all = await earnings(amelia);
      const first = await earnings(amelia, '?page=1&pageSize=1');
      const second = await earnings(amelia, '?page=2&pageSize=1');
      expect(first.total).toBe(all.total);
      expect(first.items).toHaveLength(1);
      expect(first.items[0].id).toBe(all.items[0].id);
      expect(second.items[0].id).toBe(all.items[1].id);
      const bad = await ctx().http().get('/api/lender/earnings?pageSize=101').set('X-Lender-Token', amelia.token).expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('pageSize') });
    });
  });

  describe('the October run', () => {
    let october: OrderView[];
    let run: PayoutRunView;

    beforeAll(async () => {
      october = [
        // 23:30 on 31 October, GMT: October.
        await completedOrder([{ productId: amelia.productId, size: '8' }], '2026-10-31T23:30:00Z'),
        // 23:30 UTC on 30 September is 00:30 BST on 1 October: October too.
        await completedOrder([{ productId: amelia.productId, size: '12', quantity: 3 }], '2026-09-30T23:30:00Z'),
        await completedOrder([{ productId: bea.productId, size: '10', quantity: 2 }], '2026-10-15T10:00:00Z'),
        await completedOrder([{ productId: cara.productId, size: '10' }], '2026-10-20T10:00:00Z'),
      ];
      // 00:10 on 1 November: November's.
      await completedOrder([{ productId: bea.productId, size: '8' }], '2026-11-01T00:10:00Z');
      // Cara asks for her data to be erased: no bank details left to pay.
      await (await admin()).delete(`/api/lender-accounts/${cara.id}/personal-data`).expect(200);
    });

    it('puts an order completed at 23:30 on 31 October in October and one at 00:10 on 1 November in November', async () => {
      const byRef = new Map((await earnings(amelia)).items.map((e) => [e.orderReference, e]));
      expect(byRef.get(october[0].id.slice(-8).toUpperCase())?.earnedOn).toBe('2026-10-31');
      expect(byRef.get(october[1].id.slice(-8).toUpperCase())?.earnedOn).toBe('2026-10-01');
      const beas = (await earnings(bea)).items.map((e) => e.earnedOn).sort();
      expect(beas).toEqual(['2026-10-15', '2026-11-01']);
    });

    it('refuses a month that has not ended, naming period', async () => {
      const agent = await admin();
      const thisMonth = todayInLondon().slice(0, 7);
      const res = await agent.post('/api/admin/payout-runs').send({ period: thisMonth }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'PAYOUT_PERIOD_NOT_ENDED', message: expect.stringContaining('period') });
      const bad = await agent.post('/api/admin/payout-runs').send({ period: 'October' }).expect(400);
      expect(bad.body.message).toContain('period');
      expect(await ctx().count('payout_runs')).toBe(0);
    });

    it('refuses a month before the first one a lender earned anything in (August 2026 here), naming period', async () => {
      const agent = await admin();
      for (const period of ['2026-07', '2000-01', '0001-01']) {
        const res = await agent.post('/api/admin/payout-runs').send({ period }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'PAYOUT_PERIOD_OUT_OF_RANGE',
          message: `period must be a month from 2026-08 (the first month a lender earned anything) to the last month that has ended: ${period} is before it.`,
        });
      }
      for (const period of ['2099-12', '9999-12']) {
        const res = await agent.post('/api/admin/payout-runs').send({ period }).expect(400);
        expect(res.body.code).toBe('PAYOUT_PERIOD_NOT_ENDED');
      }
      expect(await ctx().count('payout_runs')).toBe(0);
    });

    it('the monthly job on 1 November pays October, and what August left unpaid: one payout per lender who can be paid', async () => {
      const runner = ctx().app.get(JobRunner);
      expect(await runner.runNow(PAYOUTS_JOB, new Date('2026-11-01T00:05:00Z'))).toBe('ran');
      const res = await (await admin()).get('/api/admin/payout-runs').expect(200);
      const list = res.body as PayoutRunView[];
      expect(list.map((r) => r.period)).toEqual(['2026-10']);
      expect(res.headers['x-total-count']).toBe('1');
      run = list[0];
      // No run was made for August: its funded earning is paid now, with October's. Her dress back at
      // 23:30 on 31 October is still in its 48-hour damage-claim window: November's run pays it.
      const ameliaOwed = share(augustOrder, amelia.productId) + share(october[1], amelia.productId);
      const beaOwed = share(october[2], bea.productId);
      expect(run).toMatchObject({ status: 'scheduled', payoutCount: 2, totalPence: ameliaOwed + beaOwed, paidAt: null });

      const detail = await runDetail(run.id);
      expect(detail.skippedLenders).toBe(1);
      expect(detail.payouts.map((p) => [p.lenderAccountId, p.amountPence, p.earningCount])).toEqual(
        [
          [amelia.id, ameliaOwed, 2],
          [bea.id, beaOwed, 1],
        ].sort((a, b) => Number(b[1]) - Number(a[1])),
      );
      expect(detail.payouts.find((p) => p.lenderAccountId === amelia.id)).toMatchObject({
        lenderName: 'Amelia Hart',
        sortCode: '••-••-99',
        accountNumber: '••••4958',
        period: '2026-10',
        status: 'scheduled',
      });
      // Cara's earning stays earned and unpaid.
      const caras: { status: string; payoutId: string | null }[] = await ctx().dataSource.query(
        'SELECT status, payoutId FROM earnings WHERE lenderAccountId = ?',
        [cara.id],
      );
      expect(caras).toEqual([{ status: 'earned', payoutId: null }]);
      // November's earning waits for its own month.
      expect((await earnings(bea)).items.find((e) => e.earnedOn === '2026-11-01')?.payoutId).toBeNull();
    });

    it('running October again changes nothing: the job (leased) and the admin (200 with the same run)', async () => {
      const runner = ctx().app.get(JobRunner);
      const before = { runs: await ctx().count('payout_runs'), payouts: await ctx().count('payouts') };
      expect(await runner.runNow(PAYOUTS_JOB, new Date('2026-11-01T03:00:00Z'))).toBe('leased');
      const again = await (await admin()).post('/api/admin/payout-runs').send({ period: '2026-10' }).expect(200);
      expect(again.body).toEqual(run);
      expect({ runs: await ctx().count('payout_runs'), payouts: await ctx().count('payouts') }).toEqual(before);
    });

    it('two admins running the same new month at once make one run', async () => {
      const agent = await admin();
      const [a, b] = await Promise.all([
        agent.post('/api/admin/payout-runs').send({ period: '2026-09' }),
        agent.post('/api/admin/payout-runs').send({ period: '2026-09' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body.id).toBe(b.body.id);
      expect(a.body).toMatchObject({ period: '2026-09', payoutCount: 0, totalPence: 0 });
    });

    it('writes the bank file: header, quoted rows, amounts in pounds, a stored name in Bacs characters on its own row with its formula defused; each download logged', async () => {
      const agent = await admin();
      const res = await agent.get(`/api/admin/payout-runs/${run.id}/bank-file.csv`).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="payouts-2026-10.csv"');
      expect(res.headers['cache-control']).toBe('no-store');
      const detail = await runDetail(run.id);
      const pounds = (pence: number) => (pence / 100).toFixed(2);
      const rows = detail.payouts.map((p) => {
        const name = p.lenderAccountId === bea.id ? "'-BEA 000000 999999" : 'AMELIA HART';
        return `"089999","66374958","${name}","${pounds(p.amountPence)}","DW 202610 ${p.lenderAccountId.slice(0, 8).toUpperCase()}"`;
      });
      expect(res.text).toBe(['"Sort code","Account number","Account name","Amount","Reference"', ...rows, ''].join('\r\n'));

      await agent.get(`/api/admin/payout-runs/${run.id}/bank-file.csv`).expect(200);
      const logged = await runDetail(run.id);
      expect(logged.downloadCount).toBe(2);
      expect(logged.downloads).toHaveLength(2);
      for (const d of logged.downloads) {
        expect(d).toMatchObject({
          downloadedBy: expect.stringMatching(/^admin:[0-9a-f]{12}$/),
          clientAddress: expect.stringContaining('127.0.0.1'),
        });
      }
      // The file's digits exist nowhere but in the file: the detail shows them masked.
      expect(JSON.stringify(logged)).not.toContain('66374958');
    });

    it("pages a run's payouts: the total and the neighbouring pages in the headers", async () => {
      const agent = await admin();
      const path = `/api/admin/payout-runs/${run.id}/payouts`;
      const first = await agent.get(`${path}?page=1&pageSize=1`).expect(200);
      const second = await agent.get(`${path}?page=2&pageSize=1`).expect(200);
      expect(first.body).toHaveLength(1);
      expect(first.headers['x-total-count']).toBe('2');
      expect(first.headers.link).toBe(`<${path}?pageSize=1&page=2>; rel="next"`);
      expect(second.headers.link).toBe(`<${path}?pageSize=1&page=1>; rel="prev"`);
      expect(second.body[0].id).not.toBe(first.body[0].id);
      for (const query of ['?pageSize=101', '?page=0', '?pageSize=abc']) {
        const bad = await agent.get(`${path}${query}`).expect(400);
        expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringMatching(/^page/) });
      }
      const unknown = await agent.get('/api/admin/payout-runs/00000000-0000-4000-8000-000000000000/payouts').expect(404);
      expect(unknown.body.code).toBe('PAYOUT_RUN_NOT_FOUND');
    });

    it('mark paid: the run, its payouts and their earnings are paid, each lender is e-mailed, and a second time is 409', async () => {
      const agent = await admin();
      const paid = await agent.post(`/api/admin/payout-runs/${run.id}/paid`).expect(200);
      expect(paid.body).toMatchObject({ id: run.id, status: 'paid', paidAt: expect.any(String) });
      const again = await agent.post(`/api/admin/payout-runs/${run.id}/paid`).expect(409);
      expect(again.body).toMatchObject({ code: 'ILLEGAL_TRANSITION', message: 'A payout run cannot move from paid to paid.' });

      const mine = await payouts(amelia);
      expect(mine.total).toBe(1);
      expect(mine.items[0]).toMatchObject({ runId: run.id, period: '2026-10', status: 'paid', paidAt: expect.any(String) });
      expect(mine.items[0].earnings.map((e) => e.status)).toEqual(['paid', 'paid']);
      expect(mine.items[0].earnings.map((e) => e.orderReference).sort()).toEqual(
        [augustOrder, october[1]].map((o) => o.id.slice(-8).toUpperCase()).sort(),
      );
      const summary = (await earnings(amelia)).summary;
      expect(summary.toDatePence).toBeGreaterThanOrEqual(mine.items[0].amountPence);

      const mails = await readOutbox<{ toAddress: string; subject: string; text: string }>(
        ctx().app,
        "SELECT toAddress, subject, text FROM outbox_messages WHERE kind = 'payout-paid' ORDER BY toAddress",
      );
      expect(mails.map((m) => m.toAddress)).toEqual(['amelia@example.co.uk', 'bea@example.co.uk']);
      const ameliaMail = mails[0];
      expect(ameliaMail.subject).toBe(`Your October 2026 payout: £${(mine.items[0].amountPence / 100).toFixed(2)}`);
      expect(ameliaMail.text.replace(/\s+/g, ' ')).toContain('2 rentals completed by the end of October 2026');
      // Cara's earning is still earned, unpaid.
      const caras: { status: string }[] = await ctx().dataSource.query('SELECT status FROM earnings WHERE lenderAccountId = ?', [cara.id]);
      expect(caras).toEqual([{ status: 'earned' }]);
    });

    it("shows a lender none of another lender's earnings or payouts", async () => {
      const beas = await payouts(bea);
      expect(beas.items.map((p) => p.earnings.length)).toEqual([1]);
      const ameliaEarningIds = new Set((await earnings(amelia, '?pageSize=100')).items.map((e) => e.id));
      const beaEarnings = (await earnings(bea, '?pageSize=100')).items;
      expect(beaEarnings.length).toBeGreaterThan(0);
      expect(beaEarnings.some((e) => ameliaEarningIds.has(e.id))).toBe(false);
      expect(beas.items.every((p) => p.earnings.every((e) => !ameliaEarningIds.has(e.id)))).toBe(true);
    });
  });

  it('reconciles to the penny over 60 lines with odd prices (£37.37, £41.99, £23.03) and quantities 1-3', async () => {
    const dora = await lenderWithDress('Dora Quinn', '23.03');
    const dresses = [amelia, bea, dora];
    const random = prng(42);
    const orders: OrderView[] = [];
    for (let n = 0; n < 30; n++) {
      const first = random(3);
      const second = (first + 1 + random(2)) % 3;
      const line = (d: number): Line => ({
        productId: dresses[d].productId,
        size: SIZES[random(3)],
        quantity: 1 + random(3),
        duration: random(2) === 0 ? 2 : 4,
      });
      orders.push(await completedOrder([line(first), line(second)], '2026-07-15T12:00:00Z'));
    }
    const res = await (await admin()).post('/api/admin/payout-runs').send({ period: '2026-07' }).expect(201);
    const detail = await runDetail(res.body.id, '?pageSize=100');

    const lines = orders.flatMap((o) => o.items);
    expect(lines).toHaveLength(60);
    const fees = lines.map((i) => toPence(i.unitPrice) * i.quantity);
    const expected = fees.reduce((sum, fee) => sum + lenderSharePence(fee), 0);
    const paid = detail.payouts.reduce((sum, p) => sum + p.amountPence, 0);
    expect(paid).toBe(expected);
    expect(res.body.totalPence).toBe(expected);
    const exactShare = (fees.reduce((a, b) => a + b, 0) * 9) / 10;
    expect(Math.abs(paid - exactShare)).toBeLessThan(lines.length);
    expect(detail.payouts).toHaveLength(3);
    for (const d of dresses) {
      const owed = orders.reduce((sum, o) => sum + share(o, d.productId), 0);
      expect(detail.payouts.find((p) => p.lenderAccountId === d.id)?.amountPence).toBe(owed);
    }
  });

  describe("promotions are the shop's cost (docs/decisions/0030-promotions-are-the-shops-cost.md)", () => {
    it("earns the lender her share of the undiscounted rental fee, whatever the renter's code took off", async () => {
      const ella = await lenderWithDress('Ella Vale', '55.55');
      const agent = await admin();
      await agent.post('/api/admin/promotions').send({ code: 'HALFOFFDORA', kind: 'percent', percentOff: 50 }).expect(201);
      const items = [{ productId: ella.productId, size: '10', duration: 2, quantity: 2, startDate: START }];
      const order = (
        await ctx()
          .http()
          .post('/api/orders')
          .send({ ...orderBody(items), promoCode: 'HALFOFFDORA' })
          .expect(201)
      ).body as OrderView;
      // 2 × £55.55 = £111.10; half off is £55.55 of the shop's money.
      expect(order).toMatchObject({ subtotal: '111.10', discount: '55.55', promoCode: 'HALFOFFDORA', total: '78.55' });
      const earning = (await earnings(ella)).items.find((e) => e.orderReference === order.id.slice(-8).toUpperCase());
      // 90% of £111.10 = 9999p, as without the code.
      expect(earning).toMatchObject({ rentalFeePence: 11110, amountPence: lenderSharePence(11110) });
      expect(earning?.amountPence).toBe(9999);
    });
  });

  it('pays out only money taken, moves a share with each refund (off the next payout once paid) and the month reconciles', async () => {
    const erin = await lenderWithDress('Erin Vale', '33.33');
    const agent = await admin();
    // The admin logs in on the clock of the refund, as setStatus does.
    const refund = async (order: OrderView, amount: string) =>
      (await admin()).post(`/api/orders/${order.id}/payment/refund`).send({ amount, reason: 'Arrived late' }).expect(200);
    // April: A paid (Erin's dress and a house dress), B never paid, C paid and £10.01 refunded before it is returned.
    const a = await placeOrder([
      { productId: erin.productId, size: '8' },
      { productId: houseProductId, size: '8' },
    ]);
    await recordPayment(a);
    await setStatus(a.id, 'processing');
    await setStatus(a.id, 'completed', '2026-04-10T12:00:00Z');
    const b = await placeOrder([{ productId: erin.productId, size: '10', quantity: 3 }]);
    await setStatus(b.id, 'processing');
    await setStatus(b.id, 'completed', '2026-04-11T12:00:00Z');
    const c = await placeOrder([{ productId: erin.productId, size: '12' }]);
    await recordPayment(c);
    await refund(c, '10.01');
    await setStatus(c.id, 'processing');
    await setStatus(c.id, 'completed', '2026-04-12T12:00:00Z');

    const april = (await agent.post('/api/admin/payout-runs').send({ period: '2026-04' }).expect(201)).body as PayoutRunView;
    const aprilDetail = await runDetail(april.id);
    // A: 90% of £33.33 = 2999p; B: nothing (unpaid); C: 90% of the £23.32 fee left = 2098p.
    expect(aprilDetail.payouts.find((p) => p.lenderAccountId === erin.id)?.amountPence).toBe(2999 + 2098);
    await agent.post(`/api/admin/payout-runs/${april.id}/paid`).expect(200);

    // May: £20.00 of A goes back after Erin was paid; D is paid and returned.
    await at('2026-05-03T12:00:00Z', () => refund(a, '20.00'));
    const d = await placeOrder([{ productId: erin.productId, size: '8' }]);
    await recordPayment(d);
    await setStatus(d.id, 'processing');
    await setStatus(d.id, 'completed', '2026-05-04T12:00:00Z');
    const may = (await agent.post('/api/admin/payout-runs').send({ period: '2026-05' }).expect(201)).body as PayoutRunView;
    // The refund comes out of A's fees (£33.33 and £65.00) in proportion: £6.78 of Erin's, whose share
    // falls from 2999p to 90% of £26.55 = 2389p, so -610p comes off May's 2999p.
    expect((await runDetail(may.id)).payouts.find((p) => p.lenderAccountId === erin.id)?.amountPence).toBe(2999 - 610);

    const month = new Date().toISOString().slice(0, 7);
    const books = (await agent.get(`/api/admin/payments/reconciliation?month=${month}`).expect(200)).body as ReconciliationView;
    expect(books.balanced).toBe(true);
    expect(toPence(books.net)).toBe(toPence(books.recorded) - toPence(books.refunded));
    expect(toPence(books.shopShare) + toPence(books.lenderShare)).toBe(toPence(books.net));
  });

  it('pays an order paid late in a later run, carries a negative balance forward, pays each earning once, and the months reconcile', async () => {
    const gia = await lenderWithDress('Gia Moss', '33.33');
    const agent = await admin();
    const refund = (order: OrderView, amount: string) =>
      admin().then((a) => a.post(`/api/orders/${order.id}/payment/refund`).send({ amount, reason: 'Stained on arrival' }).expect(200));
    const paidOn = (order: OrderView, when: string) => at(when, () => recordPayment(order));
    const complete = async (order: OrderView, when: string) => {
      await setStatus(order.id, 'processing');
      await setStatus(order.id, 'completed', when);
    };
    const runOf = async (period: string) => {
      const res = await agent.post('/api/admin/payout-runs').send({ period }).expect(201);
      return runDetail(res.body.id, '?pageSize=100');
    };
    const giaPayout = (run: Awaited<ReturnType<typeof runOf>>) => run.payouts.find((p) => p.lenderAccountId === gia.id);

    // January: G1 (two units, 5999p) paid and completed; L completed but not paid yet.
    const g1 = await placeOrder([{ productId: gia.productId, size: '8', quantity: 2 }]);
    await paidOn(g1, '2026-01-05T12:00:00Z');
    await complete(g1, '2026-01-10T12:00:00Z');
    const late = await placeOrder([{ productId: gia.productId, size: '10' }]);
    await complete(late, '2026-01-20T12:00:00Z');
    const january = await runOf('2026-01');
    expect(giaPayout(january)).toMatchObject({ amountPence: 5999, earningCount: 1 });
    await agent.post(`/api/admin/payout-runs/${january.id}/paid`).expect(200);

    // February: £60.00 of G1 goes back after she was paid (her share falls from 5999p to 90% of £6.66 =
    // 599p: -5400p), more than G2's 2999p earned since. No payout, and none negative.
    await at('2026-02-05T12:00:00Z', () => refund(g1, '60.00'));
    const g2 = await placeOrder([{ productId: gia.productId, size: '12' }]);
    await paidOn(g2, '2026-02-08T12:00:00Z');
    await complete(g2, '2026-02-10T12:00:00Z');
    const february = await runOf('2026-02');
    expect(giaPayout(february)).toBeUndefined();
    expect(february.payouts.every((p) => p.amountPence > 0)).toBe(true);

    // March: L's transfer arrives (completed in January, paid now) and G3 completes. March's run pays
    // L, G3, G2 and the carried -5400p: 3 × 2999 - 5400.
    await paidOn(late, '2026-03-02T12:00:00Z');
    const g3 = await placeOrder([{ productId: gia.productId, size: '8' }]);
    await paidOn(g3, '2026-03-03T12:00:00Z');
    await complete(g3, '2026-03-10T12:00:00Z');
    const march = await runOf('2026-03');
    expect(giaPayout(march)).toMatchObject({ amountPence: 3 * 2999 - 5400, earningCount: 4 });

    // Once: a later month's run pays her nothing again.
    expect(giaPayout(await runOf('2026-06'))).toBeUndefined();
    const unpaid: { n: number | string }[] = await ctx().dataSource.query(
      'SELECT COUNT(*) AS n FROM earnings WHERE lenderAccountId = ? AND payoutId IS NULL',
      [gia.id],
    );
    expect(Number(unpaid[0].n)).toBe(0);
    // Everything she was paid is her share of the orders as they stand, to the penny.
    const shares = [g1, late, g2, g3].map((o) => o.id);
    const asTheyStand: { total: number | string }[] = await ctx().dataSource.query(
      `SELECT SUM(amountPence) AS total FROM earnings WHERE orderId IN (${shares.map(() => '?').join(', ')})`,
      shares,
    );
    const paidOut = [january, march].reduce((sum, run) => sum + (giaPayout(run)?.amountPence ?? 0), 0);
    expect(paidOut).toBe(Number(asTheyStand[0].total));
    expect(paidOut).toBe(599 + 3 * 2999);

    // Each month's money balances, and splits between the lenders and the shop to the penny.
    for (const [month, recorded, refunded] of [
      ['2026-01', toPence(g1.total), '0.00'],
      ['2026-02', toPence(g2.total), '60.00'],
      ['2026-03', toPence(late.total) + toPence(g3.total), '0.00'],
    ] as const) {
      const books = (await agent.get(`/api/admin/payments/reconciliation?month=${month}`).expect(200)).body as ReconciliationView;
      expect(books).toMatchObject({ month, balanced: true, refunded });
      expect(toPence(books.recorded)).toBe(recorded);
      // February's net is negative (£60.00 back, £56.33 in), so the shop's part is too.
      const signed = (amount: string) => (amount.startsWith('-') ? -toPence(amount.slice(1)) : toPence(amount));
      expect(signed(books.shopShare) + signed(books.lenderShare)).toBe(signed(books.net));
    }
  });

  describe('who may call what', () => {
    it('answers 401 to the admin routes without the admin session', async () => {
      const http = () => ctx().http();
      const id = '00000000-0000-4000-8000-000000000000';
      for (const res of [
        await http().get('/api/admin/payout-runs'),
        await http().post('/api/admin/payout-runs').send({ period: '2026-10' }),
        await http().get(`/api/admin/payout-runs/${id}`),
        await http().get(`/api/admin/payout-runs/${id}/payouts`),
        await http().get(`/api/admin/payout-runs/${id}/bank-file.csv`),
        await http().post(`/api/admin/payout-runs/${id}/paid`),
        // A lender's token is not the admin's session.
        await http().get('/api/admin/payout-runs').set('X-Lender-Token', amelia.token),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('UNAUTHORIZED');
      }
    });

    it('answers 401 to the lender routes without a lender, or with the admin session alone', async () => {
      const agent = await admin();
      for (const path of ['/api/lender/earnings', '/api/lender/earnings/summary', '/api/lender/payouts']) {
        expect((await ctx().http().get(path)).status).toBe(401);
        expect((await ctx().http().get(path).set('X-Lender-Token', 'made-up')).status).toBe(401);
        expect((await agent.get(path)).status).toBe(401);
      }
    });

    it('answers 404 for a run that does not exist', async () => {
      const agent = await admin();
      const res = await agent.get('/api/admin/payout-runs/00000000-0000-4000-8000-000000000000').expect(404);
      expect(res.body.code).toBe('PAYOUT_RUN_NOT_FOUND');
      await agent.get('/api/admin/payout-runs/not-a-uuid/bank-file.csv').expect(404);
      await agent.post('/api/admin/payout-runs/not-a-uuid/paid').expect(404);
    });
  });
});
