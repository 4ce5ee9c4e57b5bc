/**
 * The e-mail outbox in the production shape: two built replicas on one MariaDB, each running its
 * background sender against a real SMTP server (the smtp-server package). Every message must arrive
 * exactly once; a replica killed after claiming a message but before the server took it must not
 * lose it: once the lease runs out another replica sends it.
 */
import { SmtpTestServer, startSmtpServer } from '../backend/test/support/smtp-test-server';
import {
  type Cluster,
  describeSystem,
  inParallel,
  listProducts,
  placeOrderWithRetries,
  planOrder,
  sleep,
  startCluster,
  waitUntil,
} from './support';

const ORDERS = 30;
const LEASE_MS = 8000;
const HOLD = 'held.in.flight@example.com';

describeSystem('e-mail outbox with two replicas', () => {
  let cluster: Cluster;
  let smtp: SmtpTestServer;
  /** The first DATA for HOLD is never answered: its sender is stuck between claim and delivery. */
  let held = false;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      beforeAccept: (to) => {
        if (to.includes(HOLD) && !held) {
          held = true;
          return new Promise<void>(() => undefined);
        }
        return Promise.resolve();
      },
    });
    cluster = await startCluster(2, {
      env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '250', MAIL_LEASE_MS: String(LEASE_MS), PUBLIC_URL: 'https://shop.test' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
  });

  it('delivers every confirmation exactly once while both replicas drain the outbox', async () => {
    const products = await listProducts(cluster.proxy.baseURL);
    const planned = Array.from({ length: ORDERS }, (_, i) => planOrder(products, i));
    const outcomes = await inParallel(planned, 6, (p) => placeOrderWithRetries(cluster.proxy.baseURL, p));
    expect(outcomes.map((o) => o.final.status)).toEqual(planned.map(() => 201));

    await waitUntil('every confirmation', () => smtp.received.length >= ORDERS, { timeoutMs: 90_000 });
    // Give both senders several more rounds: a duplicate would show up now.
    await sleep(3000);
    const ids = smtp.received.map((m) => m.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(smtp.received).toHaveLength(ORDERS);
    for (const [i, outcome] of outcomes.entries()) {
      const reference = (outcome.final.body as { id: string }).id.slice(-8).toUpperCase();
      const mail = smtp.to(planned[i].body.order.customerEmail);
      expect(mail.map((m) => m.parsed.subject)).toEqual([`Your Designer Wardrobe order ${reference}`]);
    }
    const rows = await cluster.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox_messages');
    expect(rows).toHaveLength(ORDERS);
    expect(rows.every((r) => r.status === 'sent' && Number(r.attempts) === 1)).toBe(true);
  });

  it('a replica killed between claim and delivery: after the lease another replica delivers the message once', async () => {
    const before = smtp.received.length;
    const products = await listProducts(cluster.proxy.baseURL);
    const planned = planOrder(products, 7);
    planned.body.order.customerEmail = HOLD;
    const placed = await placeOrderWithRetries(cluster.proxy.baseURL, planned);
    expect(placed.final.status).toBe(201);

    // Some replica claimed it and is now waiting on the server's answer to DATA.
    await waitUntil('the message to be held mid-send', () => held, { timeoutMs: 60_000 });
    const [claimed] = await cluster.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM outbox_messages WHERE toAddress = ?',
      [HOLD],
    );
    expect(claimed).toMatchObject({ status: 'sending' });
    expect(Number(claimed.attempts)).toBe(1);

    // Whichever replica holds it, it dies now, with no chance to record anything.
    for (const backend of cluster.backends) backend.process.signal('SIGKILL');
    await Promise.all(cluster.backends.map((b) => waitUntil(`${b.name} to exit`, () => !b.process.running, { timeoutMs: 10_000 })));
    const replacement = await cluster.startReplica('C');
    expect(replacement.process.running).toBe(true);

    await waitUntil('the held message to be delivered', () => smtp.to(HOLD).length > 0, { timeoutMs: LEASE_MS + 60_000 });
    await sleep(2000);
    expect(smtp.to(HOLD)).toHaveLength(1);
    expect(smtp.received).toHaveLength(before + 1);
    const [row] = await cluster.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM outbox_messages WHERE toAddress = ?',
      [HOLD],
    );
    expect(row.status).toBe('sent');
    expect(Number(row.attempts)).toBe(2);
  });
});
