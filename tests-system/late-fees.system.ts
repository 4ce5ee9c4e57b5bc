/**
 * The late-fee job in the production shape: two built replicas on one MariaDB with their job timers
 * on (checking every second), both racing for the hour's lease. A dress two days late must get one
 * fee per late day and one notice to its renter, however many times the replicas look.
 */
import { OVERDUE_RUN_HOUR, RETURN_TRANSIT_DAYS, addDays, londonHour, todayInLondon } from '@dw/contracts';
import {
  type Backend,
  call,
  type Cluster,
  describeSystem,
  planOrder,
  listProducts,
  loginAdmin,
  sleep,
  startCluster,
  waitUntil,
  expectStatus,
} from './support';

const CHECK_MS = 1000;

describeSystem('late fees with two replicas', () => {
  let cluster: Cluster;
  let replicas: Backend[] = [];

  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('adds one fee per late day and sends one notice, though both replicas run the job', async () => {
    const base = cluster.backends[0].baseURL;
    const admin = { Cookie: await loginAdmin(base, cluster.adminPassword) };
    const planned = planOrder(await listProducts(base), 0);
    planned.body.items = [{ ...planned.body.items[0], duration: 2, quantity: 1 }];
    const order = await call<{ id: string }>(base, 'POST', '/api/orders', { body: planned.body });
    expectStatus(order, 201, 'order');
    expectStatus(
      await call(base, 'PUT', `/api/orders/${order.body.id}/status`, { headers: admin, body: { status: 'processing' } }),
      200,
      'dispatch',
    );
    // Orders cannot be placed in the past: the dispatched rental is moved back so that its return
    // post (the day after it ends) and the parcel's days in the post are over by yesterday: late
    // yesterday and today.
    const today = todayInLondon();
    const end = addDays(today, -3 - RETURN_TRANSIT_DAYS);
    await cluster.db.query('UPDATE orders SET rentalStartDate = ?, rentalEndDate = ? WHERE id = ?', [addDays(end, -1), end, order.body.id]);

    // The replicas that seeded had their timers off; two with timers on start at once and race.
    for (const b of cluster.backends) await b.process.stop(10_000);
    replicas = await Promise.all(
      ['C', 'D'].map((name) => cluster.startReplica(name, { SCHEDULED_JOBS: 'on', JOB_CHECK_MS: String(CHECK_MS) })),
    );
    const finished = async () =>
      (await cluster.db.query<{ finishedAt: string | null }>("SELECT finishedAt FROM job_leases WHERE job = 'late-fees'")).some(
        (l) => l.finishedAt !== null,
      );
    await waitUntil('a late-fee run', finished, { timeoutMs: 30_000 });
    // Several more checks on each replica: a second run would show up now.
    await sleep(CHECK_MS * 5);
    expect(replicas.every((r) => r.process.running)).toBe(true);

    const fees = await cluster.db.query<{ day: string; amountPence: number; state: string }>(
      'SELECT day, amountPence, state FROM late_fees WHERE orderId = ? ORDER BY day',
      [order.body.id],
    );
    const notices = await cluster.db.query<{ toAddress: string }>("SELECT toAddress FROM outbox_messages WHERE kind = 'order-overdue'");
    if (londonHour() < OVERDUE_RUN_HOUR) {
      // Before 09:00 UK the run works for no day: it must still leave everything alone.
      expect(fees).toEqual([]);
      expect(notices).toEqual([]);
      return;
    }
    expect(fees.map((f) => [f.day, Number(f.amountPence), f.state])).toEqual([
      [addDays(today, -1), 1500, 'owed'],
      [today, 1500, 'owed'],
    ]);
    expect(notices.map((n) => n.toAddress)).toEqual([planned.body.order.customerEmail]);
    const overdue = await cluster.db.query<{ overdueSince: string; overdueNoticeDay: string }>(
      'SELECT overdueSince, overdueNoticeDay FROM orders WHERE id = ?',
      [order.body.id],
    );
    expect(overdue).toEqual([{ overdueSince: addDays(today, -1), overdueNoticeDay: today }]);
  });
});
