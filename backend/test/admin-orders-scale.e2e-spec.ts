import type request from 'supertest';
import { ADMIN_SEARCH_COUNT_CAP, ADMIN_TOTAL_COUNT_CAP, ORDER_CANCELLED, formatPence, todayInLondon, toPence } from '@dw/contracts';
import { GeneratedOrder, insertOrders } from './support/admin-list-fixtures';
import { describeEachDatabase } from './support/test-app';

/**
 * The admin's orders beyond the counted cap (docs/decisions/0025-admin-orders-at-scale.md): the
 * list says "10,000+" rather than counting every order, reaches its first 10,000 matches, and the
 * dashboard's tallies follow every status change.
 */
describeEachDatabase('admin orders beyond the counted cap', (ctx) => {
  let agent: ReturnType<typeof request.agent>;
  let orders: GeneratedOrder[];
  const now = new Date();

  beforeAll(async () => {
    agent = await ctx().adminAgent();
    orders = await insertOrders(ctx(), ADMIN_TOTAL_COUNT_CAP + 30, now);
  }, 180_000);

  it('counts up to the cap and says the count stopped there; a narrower filter is counted exactly', async () => {
    const all = await agent.get('/api/orders?pageSize=20').expect(200);
    expect(all.headers['x-total-count']).toBe(String(ADMIN_TOTAL_COUNT_CAP));
    expect(all.headers['x-total-count-capped']).toBe('true');
    expect(all.body).toHaveLength(20);
    const pending = await agent.get('/api/orders?status=pending&pageSize=20').expect(200);
    expect(pending.headers['x-total-count']).toBe(String(orders.filter((o) => o.status === 'pending').length));
    expect(pending.headers['x-total-count-capped']).toBeUndefined();
    // A search counts to a lower cap; a rarer one exactly, whichever way the page is then found.
    const hopper = await agent.get('/api/orders?q=hopper&pageSize=20').expect(200);
    expect(orders.filter((o) => o.customerName === 'Grace Hopper').length).toBeGreaterThan(ADMIN_SEARCH_COUNT_CAP);
    expect(hopper.headers['x-total-count']).toBe(String(ADMIN_SEARCH_COUNT_CAP));
    expect(hopper.headers['x-total-count-capped']).toBe('true');
    const newest = (rows: readonly GeneratedOrder[]) =>
      [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((o) => o.createdAt.getTime());
    const instants = (body: { createdAt: string }[]) => body.map((o) => Date.parse(o.createdAt));
    expect(instants(hopper.body)).toEqual(newest(orders.filter((o) => o.customerName === 'Grace Hopper')).slice(0, 20));
    const joan = orders.filter((o) => o.customerEmail.startsWith('joan3@'));
    const joan3 = await agent.get('/api/orders?q=joan3&pageSize=20&status=pending').expect(200);
    const pendingJoan = joan.filter((o) => o.status === 'pending');
    expect(joan3.headers['x-total-count']).toBe(String(pendingJoan.length));
    expect(joan3.headers['x-total-count-capped']).toBeUndefined();
    expect(instants(joan3.body)).toEqual(newest(pendingJoan).slice(0, 20));
    const reference = orders[4321].id.slice(-8);
    const one = await agent.get(`/api/orders?q=${reference}`).expect(200);
    expect(one.headers['x-total-count']).toBe('1');
    expect(one.body.map((o: { id: string }) => o.id)).toEqual([orders[4321].id]);
    await agent.get(`/api/orders?q=hopper&pageSize=50&page=${ADMIN_SEARCH_COUNT_CAP / 50 + 1}`).expect(400);
  });

  it('reaches the last counted page, links past it while pages are full, and refuses a page beyond the cap', async () => {
    const last = await agent.get(`/api/orders?pageSize=50&page=${ADMIN_TOTAL_COUNT_CAP / 50}`).expect(200);
    expect(last.body).toHaveLength(50);
    // Ties (three orders share each instant) are broken by id in the database's own id order: compare instants.
    const newestFirst = [...orders].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const instants = (rows: readonly { createdAt: string | Date }[]) => rows.map((o) => new Date(o.createdAt).getTime());
    expect(instants(last.body)).toEqual(instants(newestFirst.slice(ADMIN_TOTAL_COUNT_CAP - 50, ADMIN_TOTAL_COUNT_CAP)));
    expect(last.headers.link).toContain('rel="next"');
    const beyond = await agent.get(`/api/orders?pageSize=50&page=${ADMIN_TOTAL_COUNT_CAP / 50 + 1}`).expect(400);
    expect(beyond.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining('page') });
    // The oldest orders are one turn of the sort away.
    const oldest = await agent.get('/api/orders?sort=createdAt-asc&pageSize=5').expect(200);
    expect(instants(oldest.body)).toEqual(instants([...newestFirst].reverse().slice(0, 5)));
  });

  it("keeps the summary's revenue and active orders right through a move and a cancel", async () => {
    const month = todayInLondon(now).slice(0, 7);
    const expected = (rows: readonly GeneratedOrder[]) => ({
      monthlyRevenue: formatPence(
        rows
          .filter((o) => o.status !== ORDER_CANCELLED && todayInLondon(o.createdAt).startsWith(month))
          .reduce((sum, o) => sum + toPence(o.total), 0),
      ),
      activeOrders: rows.filter((o) => o.status === 'pending' || o.status === 'processing').length,
    });
    const summary = async () => (await agent.get('/api/admin/summary').expect(200)).body as Record<string, unknown>;
    const before = await summary();
    expect(before).toEqual(expect.objectContaining(expected(orders)));
    // The newest orders are this month's: one pending moved on, then cancelled; another cancelled in bulk.
    const [moved, bulk] = orders.filter((o) => o.status === 'pending' && todayInLondon(o.createdAt).startsWith(month));
    await agent.put(`/api/orders/${moved.id}/status`).send({ status: 'processing' }).expect(200);
    moved.status = 'processing';
    expect(await summary()).toEqual(expect.objectContaining(expected(orders)));
    await agent.put(`/api/orders/${moved.id}/status`).send({ status: ORDER_CANCELLED }).expect(200);
    moved.status = ORDER_CANCELLED;
    await agent
      .post('/api/orders/holds/cancel')
      .send({ orderIds: [bulk.id] })
      .expect(200);
    bulk.status = ORDER_CANCELLED;
    const after = await summary();
    expect(after).toEqual(expect.objectContaining(expected(orders)));
    expect(toPence(after.monthlyRevenue as string)).toBe(
      toPence(before.monthlyRevenue as string) - toPence(moved.total) - toPence(bulk.total),
    );
    expect(after.activeOrders).toBe((before.activeOrders as number) - 2);
  });
});
