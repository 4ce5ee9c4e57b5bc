import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** Every table of the app's database (entities, migrations and anything added later). */
export async function tableNames(dataSource: DataSource): Promise<string[]> {
  if (dataSource.options.type === 'better-sqlite3') {
    const rows: { name: string }[] = await dataSource.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    return rows.map((r) => r.name);
  }
  const rows: { name: string }[] = await dataSource.query(
    'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME',
  );
  return rows.map((r) => r.name);
}

const quote = (dataSource: DataSource, name: string) => dataSource.driver.escape(name);

/** Row counts of `tables` in one round trip. */
export async function rowCounts(dataSource: DataSource, tables: readonly string[]): Promise<Record<string, number>> {
  const columns = tables.map((t, i) => `(SELECT COUNT(*) FROM ${quote(dataSource, t)}) AS c${i}`).join(', ');
  const [row]: Record<string, number | string>[] = await dataSource.query(`SELECT ${columns}`);
  return Object.fromEntries(tables.map((t, i) => [t, Number(row[`c${i}`])]));
}

/** Every row of every table, as the database holds it. */
export async function dumpRows(dataSource: DataSource, tables: readonly string[]): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables) out[table] = await dataSource.query(`SELECT * FROM ${quote(dataSource, table)}`);
  return out;
}

/**
 * A hash of every row's content: equal before and after = no row was inserted, changed or deleted.
 * The fuzz suite takes one after each of its thousands of refused requests, so it is computed where
 * it is cheapest: MariaDB checksums each table's rows itself (CHECKSUM TABLE, one round trip instead
 * of a SELECT * per table: two thirds of the MariaDB fuzz run went to those); SQLite is
 * in-process, so its rows are dumped and hashed as before.
 */
export async function contentDigest(dataSource: DataSource, tables: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  if (dataSource.options.type !== 'better-sqlite3') {
    if (tables.length === 0) return hash.digest('hex');
    const rows: { Table: string; Checksum: number | string | null }[] = await dataSource.query(
      `CHECKSUM TABLE ${tables.map((t) => quote(dataSource, t)).join(', ')}`,
    );
    // A table CHECKSUM TABLE cannot read answers NULL: better a failure than a digest that never changes.
    const unreadable = rows.filter((r) => r.Checksum === null).map((r) => r.Table);
    if (unreadable.length > 0) throw new Error(`CHECKSUM TABLE could not read ${unreadable.join(', ')}`);
    return hash.update(JSON.stringify(rows.map((r) => [r.Table, String(r.Checksum)]))).digest('hex');
  }
  const dump = await dumpRows(dataSource, tables);
  const canonical = Object.entries(dump).map(([table, rows]) => [
    table,
    rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row).sort(([a], [b]) => a.localeCompare(b)),
          (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v instanceof Date ? v.toISOString() : v),
        ),
      )
      .sort(),
  ]);
  return hash.update(JSON.stringify(canonical)).digest('hex');
}
