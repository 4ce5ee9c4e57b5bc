import type { DataSource } from 'typeorm';
import { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';

type VersionRow = { version: number | string };

/** The part of mysql2's callback pool used here. */
interface MysqlPool {
  query(sql: string, values: unknown[], callback: (error: Error | null, rows: VersionRow[]) => void): void;
}

/** TypeORM's own mysql2 pool (null on SQLite, or with replication, which uses a pool cluster). */
function mysqlPool(dataSource: DataSource): MysqlPool | null {
  return dataSource.driver instanceof MysqlDriver ? ((dataSource.driver.pool as MysqlPool | undefined) ?? null) : null;
}

/**
 * The `version` of row `id` of a one-row state table (catalog_state, bookings_state): a primary-key
 * read that replicas run for every few requests to learn whether their in-memory copy is current.
 * On MySQL/MariaDB it goes straight to mysql2's pool (callback API): through TypeORM and mysql2's
 * promise wrapper the same read cost three times the CPU (~240 µs against ~80 µs).
 */
export function readVersionRow(dataSource: DataSource, table: 'catalog_state' | 'bookings_state', id: number): Promise<number> {
  const sql = `SELECT version FROM ${table} WHERE id = ?`;
  const pool = mysqlPool(dataSource);
  const rows: Promise<VersionRow[]> = pool
    ? new Promise((resolve, reject) => pool.query(sql, [id], (error, result) => (error ? reject(error) : resolve(result))))
    : dataSource.query(sql, [id]);
  return rows.then((r) => Number(r[0]?.version ?? 0));
}
