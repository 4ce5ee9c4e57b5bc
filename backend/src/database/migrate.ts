import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { resolve } from 'node:path';
import { databaseFrom } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { withMigrationLock } from './prepare-database';

/**
 * `npm run migrate`: applies pending migrations and exits. Production runs this once before the
 * replicas start (they run with MIGRATIONS_RUN=false), so two replicas never migrate at once.
 */
async function migrate(): Promise<void> {
  // Only the database settings: the migrate job needs no application secrets.
  const database = databaseFrom(process.env.DATABASE_URL, resolve(process.env.DATA_DIR ?? '.data'));
  const dataSource = new DataSource(dataSourceOptions({ database }));
  await dataSource.initialize();
  try {
    await withMigrationLock(dataSource, async () => {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      console.log(ran.length ? `Applied: ${ran.map((m) => m.name).join(', ')}` : 'The database is up to date.');
    });
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
