/**
 * The monthly payout run in the production shape: two built replicas on one MariaDB with their job
 * timers on (checking every second), both racing for last month's lease. Exactly one run must come
 * of it, with one payout per lender.
 */
import { lenderSharePence, todayInLondon, toPence } from '@dw/contracts';
import {
  type Backend,
  call,
  type Cluster,
  describeSystem,
  inDays,
  loginAdmin,
  sleep,
  startCluster,
  TINY_PNG,
  waitUntil,
  expectStatus,
} from './support';

/** Bank details that pass VocaLink's modulus checks (its published examples). */
const BANKS = [
  { sortCode: '827101', accountNumber: '28748352' },
  { sortCode: '107999', accountNumber: '88837491' },
];
const CHECK_MS = 1000;

describeSystem('monthly payouts with two replicas', () => {
  let cluster: Cluster;
  let replicas: Backend[] = [];

  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it("runs last month's payouts once, one payout per lender, though both replicas' timers fire", async () => {
    const base = cluster.backends[0].baseURL;
    const admin = { Cookie: await loginAdmin(base, cluster.adminPassword) };

    // Two approved lenders, each with a live dress, rented in one order and completed.
    const lenders: { id: string; productId: string }[] = [];
    for (const [i, bank] of BANKS.entries()) {
      const account = await call<{ id: string; token: string }>(base, 'POST', '/api/lender-accounts', {
        body: {
          fullName: `Lender ${i}`,
          email: `lender${i}@example.co.uk`,
          phone: '07700 900123',
          address: '12 Rosewood Lane, Bath BA1 2AB',
          bankAccountName: `Lender ${i}`,
          ...bank,
        },
      });
      expectStatus(account, 201, 'lender account');
      expectStatus(
        await call(base, 'PUT', `/api/lender-accounts/${account.body.id}/status`, { headers: admin, body: { status: 'approved' } }),
        200,
        'approve',
      );
      // Her listing may name only a photo she uploaded herself.
      const lenderHeaders = { 'X-Lender-Token': account.body.token };
      const ticket = await call<{ uploadURL: string; objectPath: string }>(base, 'POST', '/api/objects/upload', { headers: lenderHeaders });
      expectStatus(ticket, 200, 'upload ticket');
      const put = await fetch(`${base}${ticket.body.uploadURL}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: TINY_PNG,
      });
      expect(put.status).toBe(200);
      const listing = await call<{ id: string }>(base, 'POST', '/api/dress-listings', {
        headers: lenderHeaders,
        body: {
          lenderAccountId: account.body.id,
          name: `Velvet Gown ${i}`,
          brand: 'Jenny Packham',
          description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
          category: 'evening-gown',
          condition: 'excellent',
          occasion: 'gala-awards',
          sizes: ['10'],
          originalPrice: 950,
          rentalPrice2Day: 37.37 + i,
          rentalPrice4Day: 60,
          careInstructions: 'Dry clean only.',
          imageUrls: [ticket.body.objectPath],
        },
      });
      expectStatus(listing, 201, 'listing');
      for (const status of ['approved', 'live']) {
        const res = await call<{ productId: string }>(base, 'PUT', `/api/dress-listings/${listing.body.id}/status`, {
          headers: admin,
          body: { status },
        });
        expectStatus(res, 200, `listing ${status}`);
        if (status === 'live') lenders.push({ id: account.body.id, productId: res.body.productId });
      }
    }
    const startDate = inDays(20);
    const order = await call<{ id: string; total: string; items: { productId: string; unitPrice: string; quantity: number }[] }>(
      base,
      'POST',
      '/api/orders',
      {
        body: {
          order: {
            customerName: 'Ada Lovelace',
            customerEmail: 'ada@example.com',
            customerPhone: '07700 900123',
            deliveryAddress: '1 Savile Row, London W1S 3PR',
          },
          items: lenders.map((l) => ({ productId: l.productId, size: '10', duration: 2, quantity: 1, startDate })),
        },
      },
    );
    expectStatus(order, 201, 'order');
    // Only money taken is paid out: the renter's transfer is recorded first.
    expectStatus(
      await call(base, 'POST', `/api/orders/${order.body.id}/payment/record`, {
        headers: admin,
        body: { amount: order.body.total, method: 'bank-transfer', reference: 'statement line' },
      }),
      200,
      'record payment',
    );
    for (const status of ['processing', 'completed']) {
      expectStatus(await call(base, 'PUT', `/api/orders/${order.body.id}/status`, { headers: admin, body: { status } }), 200, status);
    }
    // Completed today; the run pays last month, so the earnings are moved there, with the 48-hour
    // damage-claim window that opened when the dresses came back long closed.
    const [y, m] = todayInLondon().split('-').map(Number);
    const lastMonth = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
    await cluster.db.query('UPDATE earnings SET earnedOn = ?, claimWindowEndsAt = ? WHERE orderId = ?', [
      `${lastMonth}-15`,
      `${lastMonth}-17 12:00:00`,
      order.body.id,
    ]);
    expect(await cluster.db.query('SELECT id FROM payout_runs')).toEqual([]);

    // The replicas that seeded had their timers off; two with timers on start at once and race.
    for (const b of cluster.backends) await b.process.stop(10_000);
    replicas = await Promise.all(
      ['C', 'D'].map((name) => cluster.startReplica(name, { SCHEDULED_JOBS: 'on', JOB_CHECK_MS: String(CHECK_MS) })),
    );

    await waitUntil('a payout run', async () => (await cluster.db.query('SELECT id FROM payout_runs')).length > 0, { timeoutMs: 30_000 });
    // Several more checks on each replica: a second run would show up now.
    await sleep(CHECK_MS * 5);
    expect(replicas.every((r) => r.process.running)).toBe(true);

    const runs = await cluster.db.query<{ id: string; period: string; payoutCount: number; totalPence: number }>(
      'SELECT id, period, payoutCount, totalPence FROM payout_runs',
    );
    expect(runs).toHaveLength(1);
    expect(runs[0].period).toBe(lastMonth);
    const payouts = await cluster.db.query<{ lenderAccountId: string; amountPence: number }>(
      'SELECT lenderAccountId, amountPence FROM payouts WHERE runId = ? ORDER BY lenderAccountId',
      [runs[0].id],
    );
    const owed = (l: { productId: string }) =>
      order.body.items
        .filter((item) => item.productId === l.productId)
        .reduce((sum, item) => sum + lenderSharePence(toPence(item.unitPrice) * item.quantity), 0);
    expect(payouts.map((p) => [p.lenderAccountId, Number(p.amountPence)])).toEqual(
      [...lenders].sort((a, b) => a.id.localeCompare(b.id)).map((l) => [l.id, owed(l)]),
    );
    expect(Number(runs[0].totalPence)).toBe(lenders.reduce((sum, l) => sum + owed(l), 0));
    const leases = await cluster.db.query<{ holder: string; finishedAt: string | null }>(
      "SELECT holder, finishedAt FROM job_leases WHERE job = 'monthly-payouts'",
    );
    expect(leases).toHaveLength(1);
    expect(leases[0].finishedAt).not.toBeNull();

    // The admin asking for the same month afterwards gets that run back, unchanged.
    const again = await call<{ id: string }>(replicas[1].baseURL, 'POST', '/api/admin/payout-runs', {
      headers: { Cookie: await loginAdmin(replicas[1].baseURL, cluster.adminPassword) },
      body: { period: lastMonth },
    });
    expectStatus(again, 200, 'second run');
    expect(again.body.id).toBe(runs[0].id);
  });
});
