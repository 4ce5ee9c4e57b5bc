// Bulk load into the app's SQLite file (better-sqlite3), the app being stopped: multi-row INSERTs in
// transactions, then any FTS index rebuilt, the catalogue version bumped (caches reload) and ANALYZE.
import { createRequire } from 'node:module';
import { bulkLoad } from './load.mjs';

// The backend's driver: npm keeps better-sqlite3 13 beside it (TypeORM's peer range stops at 12).
const Database = createRequire(new URL('../../backend/package.json', import.meta.url))('better-sqlite3');

const ROWS_PER_STATEMENT = 200;

export async function loadSqlite(file, options) {
  const db = new Database(file);
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  const statements = new Map();
  const statement = (table, columns, rows) => {
    const key = `${table}|${columns.join(',')}|${rows}`;
    if (!statements.has(key)) {
      const one = `(${columns.map(() => '?').join(',')})`;
      statements.set(
        key,
        db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${Array(rows).fill(one).join(',')}`),
      );
    }
    return statements.get(key);
  };
  const writer = {
    async columns(table) {
      const info = db.prepare(`PRAGMA table_info("${table}")`).all();
      if (info.length === 0) return null;
      return info.map((c) => ({ name: c.name, required: c.notnull === 1 && c.dflt_value === null && c.pk === 0 }));
    },
    async insert(table, columns, rows) {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
        statement(table, columns, chunk.length).run(chunk.flat());
      }
    },
    async addTo(table, key, column, pairs) {
      const add = db.prepare(
        `INSERT INTO "${table}" ("${key}", "${column}") VALUES (?, ?) ON CONFLICT ("${key}") DO UPDATE SET "${column}" = "${column}" + excluded."${column}"`,
      );
      for (const pair of pairs) add.run(pair);
    },
    async transaction(fn) {
      db.exec('BEGIN');
      try {
        await fn();
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    async finish() {
      // External-content FTS5 tables are rebuilt from their content table; ones kept by triggers are
      // already filled by the inserts above.
      const fts = db
        .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%USING fts5%'`)
        .all()
        .filter((t) => /content\s*=/i.test(t.sql));
      for (const t of fts) db.prepare(`INSERT INTO "${t.name}"("${t.name}") VALUES ('rebuild')`).run();
      db.prepare('UPDATE catalog_state SET version = version + 1').run();
      db.exec('ANALYZE');
    },
  };
  try {
    return await bulkLoad(writer, options);
  } finally {
    db.close();
  }
}
