/**
 * Process roles in the production shape: two `ROLE=api` replicas behind the proxy answer the shoppers
 * and run no background work; a `ROLE=worker` replica, which no proxy sends traffic to, sends the
 * e-mails and runs the scheduled jobs. Orders placed while only API replicas run wait in the outbox
 * untouched; once a worker starts, each is delivered at its first attempt.
 */
import { SmtpTestServer, startSmtpServer } from '../backend/test/support/smtp-test-server';
import {
  type Cluster,
  count,
  describeSystem,
  inParallel,
  listProducts,
  placeOrderWithRetries,
  planOrder,
  sleep,
  startCluster,
  waitUntil,
} from './support';

const ORDERS = 4;
const POLL_MS = 250;

describeSystem('an api replica and a worker replica', () => {
  let cluster: Cluster;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    cluster = await startCluster(2, {
      env: {
        ROLE: 'api',
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: String(POLL_MS),
        PUBLIC_URL: 'https://shop.test',
        // Timers on, checking often: an API replica must still start none.
        SCHEDULED_JOBS: 'on',
        JOB_CHECK_MS: String(POLL_MS),
      },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
  });

  it('API replicas leave the outbox and the jobs alone; the worker sends every e-mail once and runs the jobs', async () => {
    const products = await listProducts(cluster.proxy.baseURL);
    const planned = Array.from({ length: ORDERS }, (_, i) => planOrder(products, i));
    const outcomes = await inParallel(planned, 2, (p) => placeOrderWithRetries(cluster.proxy.baseURL, p));
    expect(outcomes.map((o) => o.final.status)).toEqual(planned.map(() => 201));

    // Proving an absence takes time: a dozen of the rounds a sender would have run by now.
    await sleep(POLL_MS * 12);
    expect(smtp.received).toHaveLength(0);
    const queued = await cluster.db.query<{ id: string; status: string; attempts: number }>(
      'SELECT id, status, attempts FROM outbox_messages',
    );
    expect(queued.length).toBeGreaterThanOrEqual(ORDERS);
    expect(queued.every((m) => m.status === 'queued' && Number(m.attempts) === 0)).toBe(true);
    expect(await count(cluster.db, 'job_leases')).toBe(0);

    const worker = await cluster.startReplica('W', { ROLE: 'worker' });
    expect(worker.process.running).toBe(true);
    // The SMTP server has a message before the worker records it sent, so wait for the records.
    const ids = queued.map((m) => m.id);
    const outcome = () =>
      cluster.db.query<{ id: string; status: string; attempts: number }>(
        `SELECT id, status, attempts FROM outbox_messages WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
        ids,
      );
    let recorded: { id: string; status: string; attempts: number }[] = [];
    await waitUntil(
      () => `every e-mail recorded sent (${recorded.filter((m) => m.status === 'sent').length} of ${ids.length})`,
      async () => {
        recorded = await outcome();
        return recorded.every((m) => m.status === 'sent');
      },
      { timeoutMs: 60_000 },
    );
    expect((await outcome()).map((m) => [m.status, Number(m.attempts)])).toEqual(ids.map(() => ['sent', 1]));
    expect(smtp.received.length).toBeGreaterThanOrEqual(queued.length);
    await waitUntil('the worker to take a scheduled job', async () => (await count(cluster.db, 'job_leases')) > 0, { timeoutMs: 30_000 });
  });
});
