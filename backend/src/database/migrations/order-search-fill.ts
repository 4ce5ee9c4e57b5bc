import { ORDER_CANCELLED, londonMonthOf, orderRevenueTally, orderSearchWords, orderStatusTally, toPence } from '@dw/contracts';

interface OrderRow {
  id: string;
  customerName: string;
  customerEmail: string;
  status: string;
  total: string | number;
  createdAt: Date | string;
}

const PAGE = 2000;
const BATCH = 200;

/** A datetime as either driver returns it (SQLite: 'YYYY-MM-DD HH:MM:SS[.fff]' in UTC). */
const instant = (v: Date | string) => (v instanceof Date ? v : new Date(`${v.replace(' ', 'T')}Z`));

/**
 * Fills order_words and order_tallies (docs/decisions/0025-admin-orders-at-scale.md) from the
 * orders already stored, a page at a time, for both drivers: `q` quotes a name the driver's way.
 * The tallies are rewritten whole, so it may also run again to recount them.
 */
export async function fillOrderSearchAndTallies(
  runner: { query(sql: string, params?: unknown[]): Promise<unknown> },
  q: (name: string) => string,
  options: { words: boolean } = { words: true },
): Promise<void> {
  const tallies = new Map<string, number>();
  const add = (name: string, delta: number) => tallies.set(name, (tallies.get(name) ?? 0) + delta);
  const columns = ['id', 'customerName', 'customerEmail', 'status', 'total', 'createdAt'].map(q).join(', ');
  let after: string | null = null;
  for (;;) {
    // Keyset pages in the id's own order (MariaDB's uuid type does not sort as text, and '' is no uuid).
    const rows = (await runner.query(
      `SELECT ${columns} FROM ${q('orders')}${after === null ? '' : ` WHERE ${q('id')} > ?`} ORDER BY ${q('id')} LIMIT ${PAGE}`,
      after === null ? [] : [after],
    )) as OrderRow[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1].id;
    for (const r of rows) {
      add(orderStatusTally(r.status), 1);
      if (r.status !== ORDER_CANCELLED) add(orderRevenueTally(londonMonthOf(instant(r.createdAt))), toPence(r.total));
    }
    if (!options.words) continue;
    const pairs = rows.flatMap((r) => orderSearchWords(r).map((w) => [r.id, w]));
    for (let i = 0; i < pairs.length; i += BATCH) {
      const chunk = pairs.slice(i, i + BATCH);
      await runner.query(
        `INSERT INTO ${q('order_words')} (${q('orderId')}, ${q('word')}) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        chunk.flat(),
      );
    }
  }
  await runner.query(`DELETE FROM ${q('order_tallies')}`);
  const entries = [...tallies.entries()];
  for (let i = 0; i < entries.length; i += BATCH) {
    const chunk = entries.slice(i, i + BATCH);
    await runner.query(
      `INSERT INTO ${q('order_tallies')} (${q('name')}, ${q('value')}) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
      chunk.flat(),
    );
  }
}
