import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MYSQL_MIGRATIONS, SQLITE_MIGRATIONS } from '../src/database/migrations';
import { createMariadbDatabase } from './support/databases';

const PRODUCT_ID = '00000000-0000-4000-8000-00000000abcd';
const NARROW_TABLES = ['product_sizes', 'product_occasions', 'product_words'];

/** Every migration before the one that adds the catalogue's narrow tables. */
function before(list: typeof MYSQL_MIGRATIONS): typeof MYSQL_MIGRATIONS {
  return list.slice(
    0,
    list.findIndex((m) => m.name.startsWith('CatalogueQuery')),
  );
}

async function fillsFromExistingRows(options: DataSourceOptions, all: typeof MYSQL_MIGRATIONS, q: (n: string) => string): Promise<void> {
  const old = new DataSource({ ...options, migrations: before(all) });
  await old.initialize();
  try {
    await old.runMigrations();
    await old.query(
      `INSERT INTO ${q('products')} (${['id', 'slug', 'name', 'description', 'brand', 'category', 'occasions', 'basePrice', 'imageUrls', 'availableSizes'].map(q).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        PRODUCT_ID,
        'old-gown',
        'Old Velvet Gown',
        'Crêpe-backed; "quoted".',
        'Rixo',
        'evening-gown',
        '["black-tie","gala-awards"]',
        '70.00',
        '[]',
        '["8","12"]',
      ],
    );
  } finally {
    await old.destroy();
  }
  const current = new DataSource({ ...options, migrations: all });
  await current.initialize();
  try {
    await current.runMigrations();
    const column = async (table: string, name: string) =>
      (await current.query<{ v: string }[]>(`SELECT ${q(name)} AS v FROM ${q(table)} WHERE ${q('productId')} = ?`, [PRODUCT_ID]))
        .map((r) => r.v)
        .sort();
    const narrowTables = async () => {
      const runner = current.createQueryRunner();
      try {
        return (await Promise.all(NARROW_TABLES.map((t) => runner.hasTable(t)))).filter(Boolean).length;
      } finally {
        await runner.release();
      }
    };
    // Filled by the catalogue query's migration, then dropped once the in-memory index replaced them.
    expect(await narrowTables()).toBe(0);
    expect(await current.query(`SELECT ${q('name')} AS name FROM ${q('products')} WHERE ${q('id')} = ?`, [PRODUCT_ID])).toEqual([
      { name: 'Old Velvet Gown' },
    ]);
    // Undone (with whatever came after it), the drop brings them back filled from the products stored.
    for (let undone = 0; undone < all.length && (await narrowTables()) === 0; undone++) await current.undoLastMigration();
    expect(await narrowTables()).toBe(3);
    expect(await column('product_sizes', 'size')).toEqual(['12', '8']);
    expect(await column('product_occasions', 'occasion')).toEqual(['black-tie', 'gala-awards']);
    expect(await column('product_words', 'word')).toEqual(['backed', 'crepe', 'gown', 'old', 'quoted', 'rixo', 'velvet']);
    await current.runMigrations();
    expect(await narrowTables()).toBe(0);
  } finally {
    await current.destroy();
  }
}

describe('the catalogue migrations keep the products already stored: narrow tables filled, dropped, and back on undo', () => {
  it('on SQLite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dw-migrate-'));
    try {
      const options = dataSourceOptions({ database: { kind: 'sqlite', file: join(dir, 'db.sqlite') } });
      await fillsFromExistingRows(options, SQLITE_MIGRATIONS, (n) => `"${n}"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (process.env.DW_MARIADB === '1' ? it : it.skip)('on MariaDB', async () => {
    const db = await createMariadbDatabase();
    try {
      const options = dataSourceOptions({ database: { kind: 'mariadb', url: db.url.replace(/^mariadb:/, 'mysql:') } });
      await fillsFromExistingRows(options, MYSQL_MIGRATIONS, (n) => `\`${n}\``);
    } finally {
      await db.drop();
    }
  });
});
