import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** Where the MariaDB suites connect; a fresh database is created per suite and dropped after. */
export const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

export type DbKind = 'sqlite' | 'mariadb';

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

let reachable: Promise<boolean> | null = null;

export function mariadbReachable(): Promise<boolean> {
  reachable ??= createConnection({ uri: MARIADB_URL, connectTimeout: 3000 })
    .then(async (c) => {
      await c.end();
      return true;
    })
    .catch(() => false);
  return reachable;
}

/** The URL the app connects with for database `name` (TypeORM's `mariadb` driver). */
export const mariadbUrlOf = (name: string) => `mariadb://${MARIADB_URL.replace(/^\w+:\/\//, '')}/${name}`;

/** A fresh, empty database: for suites about migrations themselves. */
export async function createMariadbDatabase(): Promise<TestDatabase> {
  const name = `dw_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: MARIADB_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return { url: mariadbUrlOf(name), drop: () => dropMariadbDatabase(name) };
}

export async function dropMariadbDatabase(name: string): Promise<void> {
  const c = await createConnection({ uri: MARIADB_URL });
  await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await c.end();
}

/** Set by global-setup: the database migrated once per run that suites copy (see createMigratedMariadbDatabase). */
export const TEMPLATE_ENV = 'DW_MARIADB_TEMPLATE';

/** The template's tables as DDL plus the tables holding rows (migration history, seeded codes): read once per worker. */
let template: Promise<{ name: string; ddl: string[]; filled: string[] }> | null = null;

function readTemplate(name: string) {
  template ??= (async () => {
    const c = await createConnection({ uri: MARIADB_URL });
    try {
      const [tables] = await c.query<import('mysql2').RowDataPacket[]>(
        "SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
        [name],
      );
      const ddl: string[] = [];
      const filled: string[] = [];
      for (const { t } of tables as { t: string }[]) {
        const [[created]] = await c.query<import('mysql2').RowDataPacket[]>(`SHOW CREATE TABLE \`${name}\`.\`${t}\``);
        ddl.push(String(created['Create Table']));
        const [[count]] = await c.query<import('mysql2').RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${name}\`.\`${t}\``);
        if (Number(count.n) > 0) filled.push(t);
      }
      return { name, ddl, filled };
    } finally {
      await c.end();
    }
  })();
  return template;
}

/**
 * A fresh database at the current schema, as the app's migrations leave it. Running 50-odd
 * migrations costs a MariaDB suite seconds per app; copying the run's migrated template (its tables'
 * own DDL, foreign keys included, and the rows migrations wrote) is one round trip. The app then
 * finds every migration applied. Without a template (a suite run outside global-setup) it is empty.
 */
export async function createMigratedMariadbDatabase(): Promise<TestDatabase> {
  const source = process.env[TEMPLATE_ENV];
  const db = await createMariadbDatabase();
  if (!source) return db;
  const { name: from, ddl, filled } = await readTemplate(source);
  const to = db.url.slice(db.url.lastIndexOf('/') + 1);
  const c = await createConnection({ uri: MARIADB_URL, multipleStatements: true });
  try {
    await c.query(
      [
        `USE \`${to}\``,
        'SET FOREIGN_KEY_CHECKS = 0',
        ...ddl,
        ...filled.map((t) => `INSERT INTO \`${t}\` SELECT * FROM \`${from}\`.\`${t}\``),
        'SET FOREIGN_KEY_CHECKS = 1',
      ].join(';\n'),
    );
  } finally {
    await c.end();
  }
  return db;
}
