// Bulk load into a MariaDB database (mysql2), the app being stopped: multi-row INSERTs in
// transactions with key checks deferred, then the catalogue version bumped (caches reload) and
// ANALYZE TABLE. FULLTEXT indexes are kept by InnoDB as rows arrive.
import { createConnection } from 'mysql2/promise';
import { bulkLoad } from './load.mjs';

const ROWS_PER_STATEMENT = 1000;

/** `url`: mysql://user@host:port/database (the harness's bench database). */
export async function loadMariadb(url, options) {
  const conn = await createConnection({ uri: url.replace(/^mariadb:/, 'mysql:'), timezone: 'Z', dateStrings: true });
  const database = new URL(url.replace(/^mariadb:/, 'mysql:')).pathname.slice(1);
  await conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  const writer = {
    async columns(table) {
      const [rows] = await conn.query(
        `SELECT COLUMN_NAME AS name, IS_NULLABLE AS nullable, COLUMN_DEFAULT AS def, EXTRA AS extra
           FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
        [database, table],
      );
      if (rows.length === 0) return null;
      return rows.map((c) => ({
        name: c.name,
        required: c.nullable === 'NO' && c.def === null && !/auto_increment|GENERATED/i.test(c.extra),
      }));
    },
    async insert(table, columns, rows) {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await conn.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(',')}) VALUES ?`, [
          rows.slice(i, i + ROWS_PER_STATEMENT),
        ]);
      }
    },
    async addTo(table, key, column, pairs) {
      await conn.query(
        `INSERT INTO \`${table}\` (\`${key}\`, \`${column}\`) VALUES ? ON DUPLICATE KEY UPDATE \`${column}\` = \`${column}\` + VALUES(\`${column}\`)`,
        [pairs],
      );
    },
    async transaction(fn) {
      await conn.beginTransaction();
      try {
        await fn();
        await conn.commit();
      } catch (error) {
        await conn.rollback();
        throw error;
      }
    },
    async finish() {
      await conn.query('UPDATE catalog_state SET version = version + 1');
      const [tables] = await conn.query(
        `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`,
        [database],
      );
      await conn.query(`ANALYZE TABLE ${tables.map((t) => `\`${t.name}\``).join(', ')}`);
    },
  };
  try {
    return await bulkLoad(writer, options);
  } finally {
    await conn.end();
  }
}
