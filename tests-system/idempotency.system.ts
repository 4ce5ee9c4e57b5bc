/**
 * One checkout attempt sent ten times at once, split over two replicas: the Idempotency-Key's
 * primary key in the shared database decides, so exactly one order exists and every answer names it.
 */
import type { OrderView } from '@dw/contracts';
import { type Cluster, call, count, describeSystem, keyRows, listProducts, placeOrder, planOrder, startCluster } from './support';

const TWINS = 10;

describeSystem('idempotency across replicas', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it(`${TWINS} parallel POST /api/orders with one key over both instances create one order, and all name it`, async () => {
    const [a, b] = cluster.backends;
    const products = await listProducts(a.baseURL);
    const planned = planOrder(products, 3);

    // Alternate A, B, A, ... directly, so the split does not depend on the proxy's rotation.
    const results = await Promise.all(Array.from({ length: TWINS }, (_, i) => placeOrder((i % 2 === 0 ? a : b).baseURL, planned)));

    expect(results.map((r) => r.status)).toEqual(Array(TWINS).fill(201));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    const [id] = ids;
    const replayed = results.filter((r) => r.headers?.get('idempotent-replayed') === 'true').length;
    expect(replayed).toBe(TWINS - 1);
    expect(await count(cluster.db, 'orders')).toBe(1);
    expect(await count(cluster.db, 'order_items', 'orderId = ?', [id])).toBe(planned.body.items.length);
    expect((await keyRows(cluster.db)).get(planned.key)).toBe(id);
    for (const r of results) expect(r.body.total).toBe(planned.expected.total);
    console.log(
      `[idempotency] ${TWINS} twins (5 on A, 5 on B): 1 order ${id}, ${replayed} replays, ` +
        `slowest ${Math.max(...results.map((r) => r.ms))} ms`,
    );
  });

  it('the same key with a different body is refused with 409 on either instance, and nothing is written', async () => {
    const [a, b] = cluster.backends;
    const products = await listProducts(a.baseURL);
    const first = planOrder(products, 7);
    expect((await placeOrder(a.baseURL, first)).status).toBe(201);
    const ordersBefore = await count(cluster.db, 'orders');

    const other = planOrder(products, 8);
    const reused = { ...other, key: first.key };
    for (const instance of [a, b, cluster.proxy]) {
      const res = await placeOrder(instance.baseURL, reused);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    expect(await count(cluster.db, 'orders')).toBe(ordersBefore);
    // The original body still replays.
    const again = await call<OrderView>(b.baseURL, 'POST', '/api/orders', { body: first.body, headers: { 'Idempotency-Key': first.key } });
    expect(again.status).toBe(201);
    expect(again.headers?.get('idempotent-replayed')).toBe('true');
  });

  it('two different bodies racing on one key over both instances: one order, the other body gets 409', async () => {
    const [a, b] = cluster.backends;
    const products = await listProducts(a.baseURL);
    const x = planOrder(products, 11);
    const y = { ...planOrder(products, 12), key: x.key };
    const ordersBefore = await count(cluster.db, 'orders');

    const sends = Array.from({ length: 8 }, (_, i) => ({ planned: i % 4 < 2 ? x : y, instance: i % 2 === 0 ? a : b }));
    const results = await Promise.all(sends.map((s) => placeOrder(s.instance.baseURL, s.planned)));

    expect(await count(cluster.db, 'orders')).toBe(ordersBefore + 1);
    const winnerId = (await keyRows(cluster.db)).get(x.key);
    const winner = results.find((r) => r.status === 201 && r.body.id === winnerId);
    expect(winner).toBeDefined();
    const winningBody = sends[results.indexOf(winner as (typeof results)[number])].planned;
    results.forEach((r, i) => {
      if (sends[i].planned === winningBody) {
        expect(r.status).toBe(201);
        expect(r.body.id).toBe(winnerId);
      } else {
        expect(r.status).toBe(409);
      }
    });
  });
});
