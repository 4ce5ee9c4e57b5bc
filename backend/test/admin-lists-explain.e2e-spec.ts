import type request from 'supertest';
import { MysqlQueryRunner } from 'typeorm/driver/mysql/MysqlQueryRunner';
import { insertLenders, insertListings, insertOrders } from './support/admin-list-fixtures';
import { TestApp, createTestApp } from './support/test-app';

interface Recorded {
  sql: string;
  params: unknown[];
}
interface PlanRow {
  table: string | null;
  type: string | null;
  key: string | null;
}

/**
 * The plans MariaDB picks for the admin's orders queries, captured as the API really runs them,
 * with a few thousand orders and fresh statistics: none may read the whole orders table, except
 * the one that cannot avoid it (below).
 */
const run = process.env.DW_MARIADB === '1' ? describe : describe.skip;

run('admin list query plans [mariadb]', () => {
  let app: TestApp;
  let agent: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    app = await createTestApp('mariadb');
    await insertOrders(app, 3000);
    const lenders = await insertLenders(app, 200);
    await insertListings(app, lenders, 300);
    await app.dataSource.query('ANALYZE TABLE orders, order_items, lender_accounts, dress_listings');
    agent = await app.adminAgent();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  /** The SELECTs reading `table` that a request runs. */
  async function queriesOf(url: string, table: string): Promise<Recorded[]> {
    const recorded: Recorded[] = [];
    const original = MysqlQueryRunner.prototype.query;
    const spy = jest.spyOn(MysqlQueryRunner.prototype, 'query').mockImplementation(function (this: MysqlQueryRunner, sql, params, ...rest) {
      if (/^\s*SELECT/i.test(sql) && sql.includes(`\`${table}\``)) recorded.push({ sql, params: params ?? [] });
      return original.call(this, sql, params, ...rest);
    });
    try {
      await agent.get(url).expect(200);
    } finally {
      spy.mockRestore();
    }
    expect(recorded.length).toBeGreaterThan(0);
    return recorded;
  }

  async function plan(q: Recorded): Promise<PlanRow[]> {
    return app.dataSource.query(`EXPLAIN ${q.sql}`, q.params);
  }

  /** Plan rows that read every row of `table` (aliased or not). */
  async function fullScans(url: string, table: string, alias: string): Promise<{ sql: string; rows: PlanRow[] }[]> {
    const scans = [];
    for (const q of await queriesOf(url, table)) {
      const rows = (await plan(q)).filter((r) => (r.table === table || r.table === alias) && r.type === 'ALL');
      if (rows.length > 0) scans.push({ sql: q.sql, rows });
    }
    return scans;
  }

  it.each([
    '/api/orders',
    '/api/orders?page=7',
    '/api/orders?sort=createdAt-asc',
    '/api/orders?sort=total-desc',
    '/api/orders?sort=total-asc&page=3',
    '/api/orders?status=pending',
    '/api/orders?status=completed&sort=createdAt-asc',
    '/api/orders?from=2026-01-01&to=2026-03-31',
    '/api/orders?status=processing&from=2026-01-01&to=2026-03-31',
  ])('%s reads no order it does not need', async (url) => {
    expect(await fullScans(url, 'orders', 'o')).toEqual([]);
  });

  it('the summary counts and sums without scanning orders, lender accounts or listings', async () => {
    expect(await fullScans('/api/admin/summary', 'orders', 'Order')).toEqual([]);
    expect(await fullScans('/api/admin/summary', 'lender_accounts', 'LenderAccount')).toEqual([]);
    expect(await fullScans('/api/admin/summary', 'dress_listings', 'DressListing')).toEqual([]);
  });

  // Unfiltered, these two tables of a few hundred wide rows are read whole by choice (the optimizer
  // rightly finds it cheaper than the index at this size); a status filter must use its index.
  it.each(['/api/lender-accounts?status=pending', '/api/dress-listings?status=approved'])(
    '%s reads no row it does not need',
    async (url) => {
      const table = url.includes('lender') ? 'lender_accounts' : 'dress_listings';
      expect(await fullScans(url, table, url.includes('lender') ? 'a' : 'l')).toEqual([]);
    },
  );

  it('a search by name, email or reference: the page walks the date index, only its count scans', async () => {
    // `%…%` over name, email and the id's last 8 characters can use no index: counting the matches
    // is the one query that reads every order. It is bounded by q's 100 characters and by the
    // admin session; the page itself stops once the page is full.
    for (const url of ['/api/orders?q=hopper', '/api/orders?q=joan3%40example', '/api/orders?q=1a2b']) {
      const scans = await fullScans(url, 'orders', 'o');
      expect(scans.every((s) => /COUNT\(/i.test(s.sql))).toBe(true);
      expect(scans.length).toBeLessThanOrEqual(1);
    }
  });
});
