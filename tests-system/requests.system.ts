/**
 * The booking-request expiry sweep in the production shape: two built replicas on one MariaDB with
 * their job timers on, both racing for each five minutes' lease. A request past its deadline must
 * expire once: one renter e-mail, one cancellation of the order it leaves empty.
 */
import { type Cluster, call, describeSystem, expectStatus, inDays, loginAdmin, sleep, startCluster, TINY_PNG, waitUntil } from './support';

const CHECK_MS = 1000;

describeSystem('booking requests expire once with two replicas', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('expires an unanswered request once, though both replicas sweep', async () => {
    const base = cluster.backends[0].baseURL;
    const admin = { Cookie: await loginAdmin(base, cluster.adminPassword) };
    const account = await call<{ id: string; token: string }>(base, 'POST', '/api/lender-accounts', {
      body: {
        fullName: 'Lender Late',
        email: 'late@example.co.uk',
        phone: '07700 900123',
        address: '12 Rosewood Lane, Bath BA1 2AB',
        bankAccountName: 'Lender Late',
        sortCode: '827101',
        accountNumber: '28748352',
      },
    });
    expectStatus(account, 201, 'lender account');
    expectStatus(
      await call(base, 'PUT', `/api/lender-accounts/${account.body.id}/status`, { headers: admin, body: { status: 'approved' } }),
      200,
      'approve',
    );
    const lenderHeaders = { 'X-Lender-Token': account.body.token };
    const ticket = await call<{ uploadURL: string; objectPath: string }>(base, 'POST', '/api/objects/upload', { headers: lenderHeaders });
    expectStatus(ticket, 200, 'upload ticket');
    const put = await fetch(`${base}${ticket.body.uploadURL}`, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: TINY_PNG });
    expect(put.status).toBe(200);
    const listing = await call<{ id: string }>(base, 'POST', '/api/dress-listings', {
      headers: lenderHeaders,
      body: {
        lenderAccountId: account.body.id,
        name: 'Unanswered Gown',
        brand: 'Jenny Packham',
        description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
        category: 'evening-gown',
        condition: 'excellent',
        occasion: 'gala-awards',
        sizes: ['10'],
        originalPrice: 950,
        rentalPrice2Day: 40,
        rentalPrice4Day: 60,
        careInstructions: 'Dry clean only.',
        imageUrls: [ticket.body.objectPath],
      },
    });
    expectStatus(listing, 201, 'listing');
    let productId = '';
    for (const status of ['approved', 'live']) {
      const res = await call<{ productId: string }>(base, 'PUT', `/api/dress-listings/${listing.body.id}/status`, {
        headers: admin,
        body: { status },
      });
      expectStatus(res, 200, `listing ${status}`);
      productId = res.body.productId;
    }
    const order = await call<{ id: string; items: { id: string; requestState: string }[] }>(base, 'POST', '/api/orders', {
      body: {
        order: {
          customerName: 'Ada Lovelace',
          customerEmail: 'ada@example.com',
          customerPhone: '07700 900123',
          deliveryAddress: '1 Savile Row, London W1S 3PR',
        },
        items: [{ productId, size: '10', duration: 2, quantity: 1, startDate: inDays(20) }],
      },
    });
    expectStatus(order, 201, 'order');
    expect(order.body.items[0].requestState).toBe('requested');
    // Its deadline has passed: the next sweep on either replica expires it.
    await cluster.db.query('UPDATE order_items SET requestDeadline = ? WHERE orderId = ?', [new Date(Date.now() - 60_000), order.body.id]);

    for (const b of cluster.backends) await b.process.stop(10_000);
    const replicas = await Promise.all(
      ['C', 'D'].map((name) => cluster.startReplica(name, { SCHEDULED_JOBS: 'on', JOB_CHECK_MS: String(CHECK_MS) })),
    );
    const state = async () =>
      (await cluster.db.query<{ requestState: string }>('SELECT requestState FROM order_items WHERE orderId = ?', [order.body.id]))[0]
        ?.requestState;
    await waitUntil('the request expired', async () => (await state()) === 'expired', { timeoutMs: 30_000 });
    await sleep(CHECK_MS * 5);
    expect(replicas.every((r) => r.process.running)).toBe(true);

    const reference = order.body.id.slice(-8).toUpperCase();
    const mails = await cluster.db.query<{ kind: string }>(
      'SELECT kind FROM outbox_messages WHERE subject LIKE ? OR text LIKE ? OR facts LIKE ? ORDER BY kind',
      [`%${reference}%`, `%${reference}%`, `%${order.body.id}%`],
    );
    expect(mails.filter((m) => m.kind === 'booking-request-declined')).toHaveLength(1);
    expect(mails.filter((m) => m.kind === 'order-cancelled')).toHaveLength(1);
    const [row] = await cluster.db.query<{ status: string }>('SELECT status FROM orders WHERE id = ?', [order.body.id]);
    expect(row.status).toBe('cancelled');
    expect(await cluster.db.query('SELECT id FROM bookings WHERE orderId = ?', [order.body.id])).toEqual([]);
  });
});
