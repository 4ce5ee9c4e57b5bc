import type request from 'supertest';
import { ADMIN_SEARCH_COUNT_CAP, ADMIN_TOTAL_COUNT_CAP } from '@dw/contracts';
import { MysqlQueryRunner } from 'typeorm/driver/mysql/MysqlQueryRunner';
import { insertLenders, insertListings, insertOrders } from './support/admin-list-fixtures';
import { generateDresses, insertDresses } from './support/catalogue-fixtures';
import { TestApp, createTestApp } from './support/test-app';

interface Recorded {
  sql: string;
  params: unknown[];
}
interface PlanRow {
  table: string | null;
  type: string | null;
  key: string | null;
  Extra?: string | null;
}

/**
 * The plans MariaDB picks for the admin's orders queries, captured as the API really runs them,
 * with a few thousand orders and fresh statistics: none may read the whole orders table or its
 * search words. A walk along a whole index (type `index`) is allowed only in a statement that stops
 * at a LIMIT: a page, or a count capped at ADMIN_TOTAL_COUNT_CAP / ADMIN_SEARCH_COUNT_CAP
 * (docs/decisions/0025-admin-orders-at-scale.md). The products list reads no product row at all
 * (docs/decisions/0024-catalogue-in-memory-index.md).
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
    await insertDresses(app.dataSource, generateDresses(2000, 31));
    await app.dataSource.query('ANALYZE TABLE orders, order_items, order_words, order_tallies, lender_accounts, dress_listings');
    agent = await app.adminAgent();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  /** The SELECTs reading `table` that a request runs. */
  async function queriesOf(url: string, table: string, atLeastOne = true): Promise<Recorded[]> {
    const recorded: Recorded[] = [];
    const original = MysqlQueryRunner.prototype.query;
    const spy = jest.spyOn(MysqlQueryRunner.prototype, 'query').mockImplementation(function (this: MysqlQueryRunner, sql, params, ...rest) {
      if (/^\s*SELECT/i.test(sql) && sql.includes(`\`${table}\``))
        recorded.push({ sql, params: Array.isArray(params) ? (params as unknown[]) : [] });
      return original.call(this, sql, params, ...rest);
    });
    try {
      await agent.get(url).expect(200);
    } finally {
      spy.mockRestore();
    }
    if (atLeastOne) expect(recorded.length).toBeGreaterThan(0);
    return recorded;
  }

  async function plan(q: Recorded): Promise<PlanRow[]> {
    return app.dataSource.query(`EXPLAIN ${q.sql}`, q.params);
  }

  /**
   * Plan rows that read every row of `table` (aliased or not): a table scan, or a walk along a whole
   * index in a statement with no LIMIT to stop it.
   */
  async function fullScans(url: string, table: string, aliases: readonly string[]): Promise<{ sql: string; rows: PlanRow[] }[]> {
    const scans = [];
    for (const q of await queriesOf(url, table)) {
      const limited = /\bLIMIT\s+\d+/i.test(q.sql);
      const rows = (await plan(q)).filter(
        (r) => (r.table === table || aliases.includes(r.table ?? '')) && (r.type === 'ALL' || (r.type === 'index' && !limited)),
      );
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
    '/api/orders?status=pending&sort=total-desc',
    '/api/orders?from=2026-01-01&to=2026-03-31',
    '/api/orders?status=processing&from=2026-01-01&to=2026-03-31',
  ])('%s reads no order it does not need', async (url) => {
    expect(await fullScans(url, 'orders', ['o'])).toEqual([]);
  });

  it.each(['/api/orders', '/api/orders?status=pending&sort=total-desc'])(
    '%s counts nothing: the running tallies hold its total',
    async (url) => {
      expect((await queriesOf(url, 'orders', false)).filter((q) => /COUNT\(/i.test(q.sql))).toEqual([]);
      expect(await queriesOf(url, 'order_tallies')).not.toEqual([]);
    },
  );

  it.each(['/api/orders?from=2026-01-01&to=2026-03-31', '/api/orders?q=ada', '/api/orders?q=hopper&status=completed'])(
    '%s counts no further than the cap',
    async (url) => {
      const counts = (await queriesOf(url, 'orders')).filter((q) => /COUNT\(/i.test(q.sql));
      for (const q of (await queriesOf(url, 'order_words', false)).filter((w) => /COUNT\(/i.test(w.sql))) counts.push(q);
      expect(counts.length).toBeGreaterThan(0);
      const cap = url.includes('q=') ? ADMIN_SEARCH_COUNT_CAP : ADMIN_TOTAL_COUNT_CAP;
      for (const q of counts) expect(q.sql).toContain(`LIMIT ${cap + 1}`);
    },
  );

  it.each([
    '/api/admin/products',
    '/api/admin/products?sort=name-asc&page=3',
    '/api/admin/products?sort=price-desc',
    '/api/admin/products?q=gown',
    '/api/admin/products?q=evening%20gown&sort=createdAt-asc',
    '/api/admin/products?from=2026-01-01&to=2026-03-31',
  ])('%s reads no product row: the catalogue snapshot answers it', async (url) => {
    await agent.get('/api/admin/products').expect(200); // this catalogue version is loaded
    expect((await queriesOf(url, 'products', false)).map((q) => q.sql)).toEqual([]);
  });

  it('the summary reads the running tallies, never the orders, and scans no lender account or listing', async () => {
    expect(await queriesOf('/api/admin/summary', 'orders', false)).toEqual([]);
    expect(await queriesOf('/api/admin/summary', 'order_tallies')).not.toEqual([]);
    expect(await fullScans('/api/admin/summary', 'order_tallies', ['t'])).toEqual([]);
    expect(await fullScans('/api/admin/summary', 'lender_accounts', ['LenderAccount'])).toEqual([]);
    expect(await fullScans('/api/admin/summary', 'dress_listings', ['DressListing'])).toEqual([]);
  });

  // Unfiltered, these two tables of a few hundred wide rows are read whole by choice (the optimizer
  // rightly finds it cheaper than the index at this size); a status filter must use its index.
  it.each(['/api/lender-accounts?status=pending', '/api/dress-listings?status=approved'])(
    '%s reads no row it does not need',
    async (url) => {
      const table = url.includes('lender') ? 'lender_accounts' : 'dress_listings';
      expect(await fullScans(url, table, [url.includes('lender') ? 'a' : 'l'])).toEqual([]);
    },
  );

  it.each([
    '/api/orders?q=hopper',
    '/api/orders?q=ada',
    '/api/orders?q=joan4%40example',
    '/api/orders?q=ada%20lovelace&sort=total-desc',
    '/api/orders?q=grace&status=pending&from=2026-01-01',
  ])('%s: a search by name, email or reference scans neither the orders nor their words', async (url) => {
    expect(await fullScans(url, 'orders', ['o'])).toEqual([]);
    expect(await fullScans(url, 'order_words', ['w0', 'w1'])).toEqual([]);
  });

  it('finds an order by its reference through the word index', async () => {
    const [{ id }] = await app.dataSource.query<{ id: string }[]>('SELECT id FROM orders LIMIT 1');
    const url = `/api/orders?q=${id.slice(-8)}`;
    expect(await fullScans(url, 'orders', ['o'])).toEqual([]);
    expect(await fullScans(url, 'order_words', ['w0'])).toEqual([]);
  });
});
