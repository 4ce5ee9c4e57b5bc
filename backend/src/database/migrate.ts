import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/**
 * `npm run migrate`: applies pending migrations and exits. Production runs this once before the
 * replicas start (they run with MIGRATIONS_RUN=false), so two replicas never migrate at once.
 */
async function migrate(): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(loadConfig()));
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    console.log(ran.length ? `Applied: ${ran.map((m) => m.name).join(', ')}` : 'The database is up to date.');
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
