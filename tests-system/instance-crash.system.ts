/**
 * A replica dies (SIGKILL: no drain, no goodbye) in the middle of checkout traffic. Every order a
 * customer was told about (201) must be in the database, and a client that retries its failed
 * attempts with the same Idempotency-Key ends with exactly one order per checkout.
 */
import type { OrderView } from '@dw/contracts';
import {
  type CallResult,
  type Cluster,
  count,
  describeExit,
  describeSystem,
  inParallel,
  itemsByOrder,
  keyRows,
  listProducts,
  orderRows,
  placeOrderWithRetries,
  planOrder,
  sleep,
  startCluster,
} from './support';

const ORDERS = 60;
const CONCURRENCY = 10;
/** Kill A once this many orders were acknowledged, so the kill lands mid-traffic. */
const KILL_AFTER_ACKS = 15;

describeSystem('a replica killed mid-traffic', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('loses no acknowledged order, and retries with the same key leave exactly one order per key', async () => {
    const proxy = cluster.proxy;
    const [a] = cluster.backends;
    const products = await listProducts(proxy.baseURL);
    const planned = Array.from({ length: ORDERS }, (_, i) => planOrder(products, i));

    let acks = 0;
    let inFlightAtKill: number | null = null;
    let killedAt = 0;
    const killer = (async () => {
      while (acks < KILL_AFTER_ACKS) await sleep(5);
      inFlightAtKill = proxy.stats.inFlight.A;
      killedAt = Date.now();
      a.process.signal('SIGKILL');
    })();

    const outcomes = await inParallel(planned, CONCURRENCY, async (p) => {
      const outcome = await placeOrderWithRetries(proxy.baseURL, p);
      if (outcome.final.status === 201) acks += 1;
      return outcome;
    });
    await killer;
    const exit = await a.process.exited;
    expect(exit.signal).toBe('SIGKILL');

    // The client's view: every checkout ended in 201, after at most a few retries.
    expect(outcomes.map((o) => o.final.status)).toEqual(Array(ORDERS).fill(201));
    const allTries = outcomes.flatMap((o) => o.tries);
    const acknowledged = allTries.filter((t): t is CallResult<OrderView> => t.status === 201);

    // The database's view, read directly.
    const rows = await orderRows(cluster.db);
    for (const ack of acknowledged) expect(rows.has(ack.body.id)).toBe(true);
    expect(rows.size).toBe(ORDERS);
    const keys = await keyRows(cluster.db);
    const items = await itemsByOrder(cluster.db);
    outcomes.forEach((o, i) => {
      const ids = new Set(o.tries.filter((t) => t.status === 201).map((t) => t.body.id));
      expect(ids.size).toBe(1);
      const [id] = ids;
      expect(keys.get(planned[i].key)).toBe(id);
      expect(rows.get(id)?.total).toBe(planned[i].expected.total);
      expect(items.get(id)?.lines).toBe(planned[i].body.items.length);
    });
    expect(await count(cluster.db, 'order_items')).toBe(planned.reduce((sum, p) => sum + p.body.items.length, 0));

    const failed = allTries.filter((t) => t.status !== 201);
    const retried = outcomes.filter((o) => o.tries.length > 1);
    const replayedAfterFailure = retried.filter((o) => o.final.headers?.get('idempotent-replayed') === 'true').length;
    const afterKill = allTries.filter((t) => t.startedAt >= killedAt);
    console.log(
      `[crash] A ${describeExit(exit)} after ${KILL_AFTER_ACKS} acks with ${inFlightAtKill} request(s) in flight to it; ` +
        `${ORDERS} checkouts → ${rows.size} orders; ${acknowledged.length} 201s all in the DB; ` +
        `${failed.length} failed attempts (${failed.map((t) => t.status || t.error).join(', ') || 'none'}), ` +
        `${retried.length} checkouts retried, ${replayedAfterFailure} of them replayed an order A had committed; ` +
        `${afterKill.length} attempts after the kill, proxy: ${JSON.stringify(proxy.stats)}`,
    );
  });
});
