import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * Runs pending migrations and, on the very first start (no migration had run before), seeds the
 * demo catalogue with `seed` (the catalogue's, passed in: the database layer knows no feature). A
 * shop whose admin deleted every product is not re-seeded on restart.
 */
export async function prepareDatabase(
  dataSource: DataSource,
  options: { migrate: boolean; seed: (() => Promise<number>) | null },
): Promise<void> {
  const logger = new Logger('Database');
  if (!options.migrate) return;
  await withMigrationLock(dataSource, async () => {
    const fresh = (await dataSource.showMigrations()) && (await appliedMigrationCount(dataSource)) === 0;
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    if (ran.length > 0) logger.log(`Applied ${ran.length} migration(s)`);
    if (fresh && options.seed) {
      const count = await options.seed();
      logger.log(`Seeded the demo catalogue with ${count} dresses`);
    }
  });
}

/**
 * Replicas starting together on an empty MySQL/MariaDB database would race through the same
 * migrations (TypeORM takes no lock), so each waits for a named lock held on one connection.
 * SQLite is one process's file: nothing to coordinate.
 */
export async function withMigrationLock(dataSource: DataSource, work: () => Promise<void>): Promise<void> {
  if (dataSource.options.type === 'better-sqlite3') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = (await runner.query("SELECT GET_LOCK('dw_migrations', 120) AS got")) as { got: number | string | null }[];
    if (Number(row?.got) !== 1) throw new Error('Timed out waiting for another instance to finish migrating');
    try {
      await work();
    } finally {
      await runner.query("SELECT RELEASE_LOCK('dw_migrations')");
    }
  } finally {
    await runner.release();
  }
}

async function appliedMigrationCount(dataSource: DataSource): Promise<number> {
  try {
    const rows: { n: number | string }[] = await dataSource.query('SELECT COUNT(*) AS n FROM migrations');
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0; // no migrations table yet: a brand-new database
  }
}
