import { addDays, todayInLondon } from '@dw/contracts';
import type { QueryRunner } from 'typeorm';
import { GeneratedHold, generateDresses, generateHolds, insertDresses, insertHolds } from './support/catalogue-fixtures';
import { TestApp, createTestApp } from './support/test-app';

interface ExplainRow {
  table: string | null;
  type: string | null;
  key: string | null;
}

interface Captured {
  sql: string;
  parameters: unknown[];
}

/** Past holds, as a shop with years of orders has: most of the table lies outside any future window. */
function pastHolds(productIds: readonly string[]): GeneratedHold[] {
  const today = todayInLondon();
  return productIds.flatMap((productId, i) =>
    [1, 2, 3, 4, 5].map((k) => {
      const from = addDays(today, -20 * k - (i % 17));
      return { productId, size: '10', units: 1, holdFrom: from, holdUntil: addDays(from, 6) };
    }),
  );
}

/**
 * What GET /api/catalogue still asks MariaDB, through EXPLAIN, with enough rows for the optimiser to
 * prefer indexes. The products are answered from the in-memory index of the catalogue version
 * (docs/decisions/0024-catalogue-in-memory-index.md) and the holds from the replica's hold ledger
 * (docs/decisions/0026-holds-ledger.md), so once both are current a request reads only the version
 * rows; a booking since adds a read of the log, and loading the ledger must not read a whole table
 * (type ALL) of bookings. Derived tables (`<subquery2>`) are the optimiser's own.
 */
const run = process.env.DW_MARIADB === '1' ? describe : describe.skip;

run('catalogue queries use indexes [mariadb]', () => {
  let ctx: TestApp;
  let captured: Captured[] = [];
  let recording = false;
  let start: string;
  let dressIds: string[];
  let restore: () => void;

  beforeAll(async () => {
    ctx = await createTestApp('mariadb');
    const dresses = generateDresses(2500, 29);
    const generated = generateHolds(dresses);
    start = generated.start;
    dressIds = dresses.map((d) => d.id);
    await insertDresses(ctx.dataSource, dresses);
    await insertHolds(ctx.dataSource, [...generated.holds, ...pastHolds(dresses.map((d) => d.id))]);
    for (const table of ['products', 'bookings']) {
      await ctx.dataSource.query(`ANALYZE TABLE \`${table}\``);
    }
    // Every statement the app sends is recorded, to EXPLAIN the ones a catalogue request ran.
    const runner = ctx.dataSource.createQueryRunner();
    const proto = Object.getPrototypeOf(runner) as QueryRunner;
    await runner.release();
    const original = proto.query;
    proto.query = function (this: QueryRunner, sql: string, parameters?: unknown[], ...rest: unknown[]) {
      if (recording) captured.push({ sql, parameters: parameters ?? [] });
      return (original as (...args: unknown[]) => Promise<unknown>).call(this, sql, parameters, ...rest);
    } as QueryRunner['query'];
    restore = () => {
      proto.query = original;
    };
  });

  afterAll(async () => {
    restore?.();
    await ctx?.close();
  });

  async function explainRequest(query: Record<string, string>): Promise<{ sql: string; scans: ExplainRow[] }[]> {
    captured = [];
    recording = true;
    try {
      await ctx.http().get('/api/catalogue').query(query).expect(200);
    } finally {
      recording = false;
    }
    const selects = captured.filter((c) => /^\s*SELECT/i.test(c.sql) && /`(products|product_\w+|bookings|booking_changes)`/.test(c.sql));
    const plans = [];
    for (const { sql, parameters } of selects) {
      const rows: ExplainRow[] = await ctx.dataSource.query(`EXPLAIN ${sql}`, parameters);
      plans.push({ sql, scans: rows.filter((r) => r.type === 'ALL' && r.table !== null && !r.table.startsWith('<')) });
    }
    return plans;
  }

  it.each<[string, () => Record<string, string>]>([
    ['bare', () => ({})],
    ['size', () => ({ size: '10' })],
    ['category', () => ({ category: 'evening-gown' })],
    ['category alias', () => ({ category: 'cocktail' })],
    ['occasion', () => ({ occasion: 'black-tie' })],
    ['brand', () => ({ brand: 'rixo' })],
    ['price range', () => ({ minPrice: '100', maxPrice: '130' })],
    ['sort price-asc', () => ({ sort: 'price-asc' })],
    ['sort price-desc', () => ({ sort: 'price-desc' })],
    ['sort newest, page 3', () => ({ sort: 'newest', page: '3' })],
    ['q', () => ({ q: 'zebrastripe' })],
    ['q of two words', () => ({ q: 'silk gown' })],
    ['availableOn', () => ({ availableOn: start })],
    ['availableOn and size', () => ({ availableOn: start, size: '12', duration: '4' })],
  ])('%s: no read of the product tables, no full scan', async (_label, query) => {
    await ctx.http().get('/api/catalogue').expect(200); // the index of this version is built
    const plans = await explainRequest(query());
    expect(plans.filter((p) => /`(products|product_\w+)`/.test(p.sql)).map((p) => p.sql)).toEqual([]);
    for (const plan of plans) expect({ sql: plan.sql, scans: plan.scans }).toEqual({ sql: plan.sql, scans: [] });
  });

  it('answers a date from the hold ledger: no read of bookings while it is current, only the log after a booking', async () => {
    await ctx.http().get('/api/catalogue').query({ availableOn: start }).expect(200);
    const current = await explainRequest({ availableOn: start, size: '10' });
    expect(current.map((p) => p.sql)).toEqual([]);

    await insertHolds(ctx.dataSource, [{ productId: dressIds[0], size: '10', units: 1, holdFrom: start, holdUntil: addDays(start, 3) }]);
    const after = await explainRequest({ availableOn: start });
    expect(after.filter((p) => /FROM `bookings`/.test(p.sql))).toEqual([]);
    const log = after.filter((p) => /FROM `booking_changes`/.test(p.sql));
    expect(log).toHaveLength(1);
    expect(log[0].scans).toEqual([]);
  });

  it('loads the holds that have not ended through an index, once, when the log cannot bring it up to date', async () => {
    await ctx.http().get('/api/catalogue').query({ availableOn: start }).expect(200);
    // A version with no logged change: as if the log had been purged while this replica was behind.
    await ctx.dataSource.query('UPDATE bookings_state SET version = version + 1');
    const plans = await explainRequest({ availableOn: start });
    const load = plans.filter((p) => /FROM `bookings`/.test(p.sql));
    expect(load).toHaveLength(1);
    expect(load[0].scans).toEqual([]);
  });

  it('after a product write, reads the catalogue once to rebuild, whatever the requests meanwhile', async () => {
    await ctx.http().get('/api/catalogue').expect(200);
    await ctx.dataSource.query('UPDATE catalog_state SET version = version + 1');
    captured = [];
    recording = true;
    try {
      await Promise.all(Array.from({ length: 5 }, () => ctx.http().get('/api/catalogue').query({ size: '10' }).expect(200)));
    } finally {
      recording = false;
    }
    expect(captured.filter((c) => /^\s*SELECT/i.test(c.sql) && /FROM `products`/.test(c.sql))).toHaveLength(1);
  });
});
