/**
 * Scale-out: two replicas of the built app behind a round-robin proxy share one MariaDB and nothing
 * else (sessions live in the database), so a session and a burst of orders behave as on one server.
 */
import {
  type Cluster,
  call,
  count,
  describeSystem,
  fillCart,
  inParallel,
  itemsByOrder,
  keyRows,
  listProducts,
  loginAdmin,
  orderRows,
  percentile,
  placeOrder,
  planOrder,
  startCluster,
} from './support';

const ORDERS = 40;

describeSystem('two replicas behind a proxy on one MariaDB', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('an admin session made through instance A is honoured by instance B, and a logout on B ends it on A', async () => {
    const [a, b] = cluster.backends;
    const cookie = await loginAdmin(a.baseURL, cluster.adminPassword);
    const onB = await call<{ isAuthenticated: boolean }>(b.baseURL, 'GET', '/api/admin/check', { headers: { cookie } });
    expect(onB.body).toEqual({ isAuthenticated: true });
    expect((await call(b.baseURL, 'GET', '/api/orders', { headers: { cookie } })).status).toBe(200);
    expect((await call(b.baseURL, 'GET', '/api/orders')).status).toBe(401);

    expect((await call(b.baseURL, 'POST', '/api/admin/logout', { headers: { cookie } })).status).toBe(200);
    const onA = await call<{ isAuthenticated: boolean }>(a.baseURL, 'GET', '/api/admin/check', { headers: { cookie } });
    expect(onA.body).toEqual({ isAuthenticated: false });
    expect((await call(a.baseURL, 'GET', '/api/orders', { headers: { cookie } })).status).toBe(401);
  });

  it(`${ORDERS} orders sent at once through the proxy store exactly their rows and the server's totals`, async () => {
    const proxy = cluster.proxy.baseURL;
    const products = await listProducts(proxy);
    const planned = Array.from({ length: ORDERS }, (_, i) => planOrder(products, i));
    await inParallel(planned, 8, (p) => fillCart(proxy, p));
    expect(await count(cluster.db, 'cart_items')).toBe(ORDERS);

    const results = await Promise.all(planned.map((p) => placeOrder(proxy, p)));

    const statuses = results.map((r) => r.status);
    expect(statuses).toEqual(Array(ORDERS).fill(201));
    const servedBy = results.map((r) => r.headers?.get('x-upstream'));
    expect(new Set(servedBy)).toEqual(new Set(['A', 'B']));
    results.forEach((r, i) => {
      const order = r.body;
      const expected = planned[i].expected;
      expect([order.subtotal, order.cleaningFee, order.insurance, order.total]).toEqual([
        expected.subtotal,
        expected.cleaningFee,
        expected.insurance,
        expected.total,
      ]);
    });

    // The database, read directly: one order per request, its lines, its key; every cart emptied.
    const rows = await orderRows(cluster.db);
    expect(rows.size).toBe(ORDERS);
    const items = await itemsByOrder(cluster.db);
    const keys = await keyRows(cluster.db);
    results.forEach((r, i) => {
      const id = r.body.id;
      const row = rows.get(id);
      expect(row).toBeDefined();
      const { subtotal, cleaningFee, insurance, total } = planned[i].expected;
      expect({ subtotal: row?.subtotal, cleaningFee: row?.cleaningFee, insurance: row?.insurance, total: row?.total }).toEqual({
        subtotal,
        cleaningFee,
        insurance,
        total,
      });
      expect(items.get(id)).toEqual({
        lines: planned[i].body.items.length,
        quantity: planned[i].body.items.reduce((sum, line) => sum + line.quantity, 0),
      });
      expect(keys.get(planned[i].key)).toBe(id);
    });
    const expectedLines = planned.reduce((sum, p) => sum + p.body.items.length, 0);
    expect(await count(cluster.db, 'order_items')).toBe(expectedLines);
    const pence = (s: string) => Math.round(Number(s) * 100);
    const storedTotal = [...rows.values()].reduce((sum, row) => sum + pence(row.total), 0);
    expect(storedTotal).toBe(planned.reduce((sum, p) => sum + pence(p.expected.total), 0));
    expect(await count(cluster.db, 'cart_items')).toBe(0);

    const ms = results.map((r) => r.ms);
    console.log(
      `[scale-out] ${ORDERS} parallel orders: all 201, served A=${servedBy.filter((s) => s === 'A').length} B=${servedBy.filter((s) => s === 'B').length}, ` +
        `p50 ${percentile(ms, 50)} ms, max ${Math.max(...ms)} ms; ${rows.size} orders, ${expectedLines} order_items, Σ total £${(storedTotal / 100).toFixed(2)}`,
    );
  });
});
