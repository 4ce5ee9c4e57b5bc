/**
 * The database goes away under traffic and comes back. Health must say so (a load balancer or
 * orchestrator acts on it), requests must be answered rather than hang, and the replicas must
 * recover by themselves once MariaDB is back: no restart of the app. How quickly each of these
 * happens is measured by `npm run bench:resilience` (bench/resilience.mjs), never asserted here.
 */
import {
  type Backend,
  type CallResult,
  type Cluster,
  call,
  describeSystem,
  keyRows,
  listProducts,
  placeOrder,
  planOrder,
  sleep,
  startCluster,
  recordTimings,
  startTraffic,
  summarize,
  waitUntil,
} from './support';

/** How long the test waits for something that must eventually happen before calling it missing. */
const EVENTUALLY_MS = 60_000;
/** The outage lasts at least this long, so several health probes and requests fall inside it. */
const MIN_OUTAGE_MS = 4000;

interface Probe {
  instance: string;
  startedAt: number;
  status: number;
  ms: number;
  body: unknown;
}

/** Polls GET /api/health on each replica directly; each probe is bounded by its own timeout. */
function probeHealth(backends: readonly Backend[], everyMs = 200) {
  const probes: Probe[] = [];
  let running = true;
  const loops = backends.map(async (b) => {
    while (running) {
      const res: CallResult = await call(b.baseURL, 'GET', '/api/health', { timeoutMs: 10_000 });
      probes.push({ instance: b.name, startedAt: res.startedAt, status: res.status, ms: res.ms, body: res.body });
      await sleep(everyMs);
    }
  });
  return {
    probes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describeSystem('database outage and recovery', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster(2);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it.each([
    ['stopped (SIGTERM, clean shutdown)', 'stop'],
    ['crashed (SIGKILL, InnoDB crash recovery at restart)', 'kill'],
  ] as const)(
    'MariaDB %s: health answers 503, requests are answered, and the API recovers when it is back, without a restart',
    async (_label, how) => {
      const { backends, proxy, db } = cluster;
      const products = await listProducts(proxy.baseURL);
      const traffic = startTraffic(proxy.baseURL, products, 3, 20);
      const health = probeHealth(backends);
      await sleep(500);

      const stopAt = Date.now();
      const dbExit = how === 'stop' ? await db.stop() : await db.kill();
      const downAt = Date.now();
      expect(db.running).toBe(false);

      // Each replica's first health answer that started after MariaDB was gone.
      const first503 = await Promise.all(
        backends.map((b) =>
          waitUntil(`a 503 from ${b.name}`, () => health.probes.find((p) => p.instance === b.name && p.startedAt >= downAt), {
            timeoutMs: EVENTUALLY_MS,
            intervalMs: 50,
          }),
        ),
      );
      for (const p of first503) {
        expect(p.status).toBe(503);
        expect(p.body).toMatchObject({ status: 'degraded', database: 'down' });
      }

      // The database stays down until shoppers' requests have been answered during the outage: had they
      // waited for the database instead, none would be, and this would time out.
      await sleep(MIN_OUTAGE_MS);
      await waitUntil(
        'shopper requests answered while the database is down',
        () => traffic.records.filter((r) => r.startedAt >= downAt && r.status >= 100).length >= 3,
        { timeoutMs: EVENTUALLY_MS, intervalMs: 50 },
      );
      const restartAt = Date.now();
      await db.start();
      const upAt = Date.now();

      // Recovery: both replicas healthy again, same processes (no restart).
      const healthy = await Promise.all(
        backends.map((b) =>
          waitUntil(
            `a 200 from ${b.name}`,
            () => health.probes.find((p) => p.instance === b.name && p.startedAt >= upAt && p.status === 200),
            {
              timeoutMs: EVENTUALLY_MS,
              intervalMs: 50,
            },
          ),
        ),
      );
      for (const b of backends) expect(b.process.running).toBe(true);
      const recoveredAt = Math.max(...healthy.map((p) => p.startedAt + p.ms));

      // An order goes through on each replica at the first attempt.
      const orders = await Promise.all(backends.map((b, i) => placeOrder(b.baseURL, planOrder(products, 200 + i))));
      expect(orders.map((o) => o.status)).toEqual([201, 201]);
      const orderedAt = Date.now();

      await sleep(1000);
      await health.stop();
      const records = await traffic.stop();

      // During the outage every probe was answered, and answered 503.
      const outageProbes = health.probes.filter((p) => p.startedAt >= downAt && p.startedAt + p.ms <= restartAt);
      expect(outageProbes.length).toBeGreaterThan(1);
      for (const p of outageProbes) expect(p.status).toBe(503);
      // Shopper requests were answered while the database was down (above), and succeed after recovery.
      const duringOutage = records.filter((r) => r.startedAt >= downAt && r.startedAt + r.ms <= restartAt);
      expect(duringOutage.filter((r) => r.status >= 100).length).toBeGreaterThanOrEqual(3);
      // ...and said the service is unavailable for a moment (503), never that it broke (500).
      expect(duringOutage.filter((r) => r.status >= 500 && r.status !== 503).map((r) => `${r.kind} ${r.status}`)).toEqual([]);
      const afterRecovery = records.filter((r) => r.startedAt >= recoveredAt + 500);
      expect(afterRecovery.length).toBeGreaterThan(5);
      expect(afterRecovery.filter((r) => r.status < 200 || r.status >= 300)).toEqual([]);
      // Every order a shopper was told about survived the restart of the database.
      const keys = await keyRows(db);
      for (const r of records.filter((x) => x.kind === 'order' && x.status === 201)) expect(keys.get(r.key as string)).toBe(r.orderId);
      for (const o of orders) expect([...keys.values()]).toContain(o.body.id);

      const outageMs = duringOutage.map((r) => r.ms);
      recordTimings(`database ${how}`, {
        firstHealth503Ms: Math.max(...first503.map((p) => p.startedAt + p.ms - downAt)),
        slowestHealthDuringOutageMs: Math.max(...outageProbes.map((p) => p.ms)),
        slowestRequestDuringOutageMs: outageMs.length ? Math.max(...outageMs) : 0,
        recoveryAfterRestartMs: recoveredAt - upAt,
      });
      const fmt = (p: Probe) => `${p.instance}: ${p.status} in ${p.ms} ms, ${p.startedAt - downAt} ms after the stop`;
      console.log(
        `[db outage: ${how}] mariadbd gone in ${downAt - stopAt} ms (${dbExit.signal ?? `code ${dbExit.code}`}); first health after: ${first503.map(fmt).join('; ')}; ` +
          `${outageProbes.length} probes during the outage, all 503, slowest ${Math.max(...outageProbes.map((p) => p.ms))} ms; ` +
          `shopper requests during the outage: ${duringOutage.length} (${summarize(duringOutage)}), slowest ${outageMs.length ? Math.max(...outageMs) : 0} ms. ` +
          `MariaDB back after ${upAt - restartAt} ms; health 200 again ${recoveredAt - upAt} ms after that (${healthy.map((p) => p.instance + ' ' + (p.startedAt - upAt) + ' ms').join(', ')}); ` +
          `orders on A and B: 201, 201 (${orderedAt - upAt} ms after restart). After recovery: ${afterRecovery.length} requests, all 2xx. ` +
          `Total traffic: ${summarize(records)}`,
      );
    },
  );
});
