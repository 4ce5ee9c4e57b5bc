import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { withMigrationLock } from '../src/database/prepare-database';
import { createMariadbDatabase } from './support/databases';
import { describeEachDatabase } from './support/test-app';

describeEachDatabase('migrations', (ctx) => {
  it('leave nothing for the entities to change (migrations match the entities)', async () => {
    const pending = await ctx().dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('are all applied', async () => {
    expect(await ctx().dataSource.showMigrations()).toBe(false);
  });
});

describe('migrations started by several instances at once [mariadb]', () => {
  const run = process.env.DW_MARIADB === '1' ? it : it.skip;

  run('run once, in turn, and every instance ends on the same schema', async () => {
    const db = await createMariadbDatabase();
    const sources = [0, 1, 2].map(
      () => new DataSource(dataSourceOptions({ database: { kind: 'mariadb', url: db.url.replace(/^mariadb:/, 'mysql:') } })),
    );
    try {
      await Promise.all(sources.map((s) => s.initialize()));
      const applied = await Promise.all(
        sources.map(async (s) => {
          let names: string[] = [];
          await withMigrationLock(s, async () => {
            names = (await s.runMigrations({ transaction: 'each' })).map((m) => m.name);
          });
          return names;
        }),
      );
      // Exactly one instance applied each migration; the others found nothing to do.
      expect(applied.flat().sort()).toEqual([...new Set(applied.flat())].sort());
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      for (const s of sources) expect(await s.showMigrations()).toBe(false);
    } finally {
      await Promise.all(sources.filter((s) => s.isInitialized).map((s) => s.destroy()));
      await db.drop();
    }
  });
});
