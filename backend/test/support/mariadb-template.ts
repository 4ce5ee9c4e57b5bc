import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { createMariadbDatabase } from './databases';

/**
 * Migrates one database for the whole run (global-setup), which every suite's app database copies.
 * Returns its name.
 */
export async function migrateMariadbTemplate(): Promise<string> {
  const db = await createMariadbDatabase();
  const dataSource = new DataSource(dataSourceOptions({ database: { kind: 'mariadb', url: db.url } }));
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  return db.url.slice(db.url.lastIndexOf('/') + 1);
}
