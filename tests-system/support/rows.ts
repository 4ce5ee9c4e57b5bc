/** What the database really holds, read straight from MariaDB (not through the API under test). */
import type { PrivateMariaDb } from './mariadb';

export interface OrderRow {
  id: string;
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  total: string;
  customerName: string;
}

export async function orderRows(db: PrivateMariaDb): Promise<Map<string, OrderRow>> {
  const rows = await db.query<OrderRow>('SELECT id, subtotal, cleaningFee, insurance, total, customerName FROM orders');
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        subtotal: String(row.subtotal),
        cleaningFee: String(row.cleaningFee),
        insurance: String(row.insurance),
        total: String(row.total),
      },
    ]),
  );
}

export async function count(db: PrivateMariaDb, table: string, where = '1=1', params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params);
  return Number(row.n);
}

/** order id → number of lines and Σ quantity. */
export async function itemsByOrder(db: PrivateMariaDb): Promise<Map<string, { lines: number; quantity: number }>> {
  const rows = await db.query<{ orderId: string; nLines: number | string; nQuantity: number | string }>(
    'SELECT orderId, COUNT(*) AS nLines, SUM(quantity) AS nQuantity FROM order_items GROUP BY orderId',
  );
  return new Map(rows.map((r) => [r.orderId, { lines: Number(r.nLines), quantity: Number(r.nQuantity) }]));
}

/** Idempotency key → order id. */
export async function keyRows(db: PrivateMariaDb): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; orderId: string }>('SELECT `key`, orderId FROM idempotency_keys');
  return new Map(rows.map((r) => [r.key, r.orderId]));
}
