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
