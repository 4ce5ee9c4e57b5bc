// The bulk load shared by both databases: generates the rows (generate.mjs) and hands them, table by
// table, to a database writer ({ columns(table), insert(table, columns, rows), addTo(table, key,
// column, [[key, amount]]) (adds to a running total, creating its row), transaction(fn), finish() }), straight into the tables: the app is stopped and never sees a request. Only the
// columns the table really has are written, so a migration that adds a nullable column does not
// break the load; a NOT NULL column without a default the generator does not know fails loudly.
import { derivedRows, generateOrders, generateProducts } from './generate.mjs';

/** Keeps the values of `columns` (in that order) from each row object. */
function project(columns, rows) {
  return rows.map((row) => columns.map((c) => (row[c] === undefined ? null : row[c])));
}

/**
 * Loads `dresses` products and `orders` orders (with lines and bookings) through `db`. `images` are
 * demo products' imageUrls arrays. Returns { seconds, rows: { table: count } }.
 */
export async function bulkLoad(db, { dresses, orders, images, today, nowMs, log }) {
  const started = Date.now();
  const counts = {};
  const columnsOf = new Map();
  const writable = async (table, sample) => {
    if (!columnsOf.has(table)) {
      const columns = await db.columns(table);
      if (!columns) {
        columnsOf.set(table, null);
      } else {
        const missing = columns.filter((c) => c.required && !(c.name in sample)).map((c) => c.name);
        if (missing.length)
          throw new Error(`bulk load: ${table} has required column(s) the generator does not fill: ${missing.join(', ')}`);
        columnsOf.set(
          table,
          columns.map((c) => c.name).filter((name) => name in sample),
        );
      }
    }
    return columnsOf.get(table);
  };
  const insert = async (table, rows) => {
    if (rows.length === 0) return;
    const columns = await writable(table, rows[0]);
    if (!columns) return; // a derived table this schema does not have
    await db.insert(table, columns, project(columns, rows));
    counts[table] = (counts[table] ?? 0) + rows.length;
  };

  const products = generateProducts(dresses, images, nowMs);
  for (let i = 0; i < products.length; i += 2000) {
    const chunk = products.slice(i, i + 2000);
    await db.transaction(async () => {
      await insert('products', chunk);
      const derived = chunk.map(derivedRows);
      for (const table of Object.keys(derived[0] ?? {}))
        await insert(
          table,
          derived.flatMap((d) => d[table]),
        );
    });
  }
  log(`  ${products.length} dresses in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const ordersStarted = Date.now();
  for (const batch of generateOrders(orders, products, today, nowMs)) {
    await db.transaction(async () => {
      await insert('orders', batch.orders);
      await insert('order_items', batch.items);
      await insert('bookings', batch.bookings);
      await insert('order_words', batch.words);
      if (batch.tallies.size && (await db.columns('order_tallies'))) {
        await db.addTo('order_tallies', 'name', 'value', [...batch.tallies.entries()]);
        counts.order_tallies = (counts.order_tallies ?? 0) + batch.tallies.size;
      }
    });
    if ((counts.orders ?? 0) % 50_000 < batch.orders.length) log(`  ${counts.orders} orders`);
  }
  log(`  ${counts.orders ?? 0} orders in ${((Date.now() - ordersStarted) / 1000).toFixed(1)} s`);
  const finishing = Date.now();
  await db.finish();
  log(`  derived data, version bump and ANALYZE in ${((Date.now() - finishing) / 1000).toFixed(1)} s`);
  return { seconds: Number(((Date.now() - started) / 1000).toFixed(1)), rows: counts };
}
