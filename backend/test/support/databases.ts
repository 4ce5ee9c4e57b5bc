import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** Where the MariaDB suites connect; a fresh database is created per suite and dropped after. */
export const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

export type DbKind = 'sqlite' | 'mariadb';

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

export async function createMariadbDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dw_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: MARIADB_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    url: `mariadb://${MARIADB_URL.replace(/^\w+:\/\//, '')}/${name}`,
    drop: async () => {
      const c = await createConnection({ uri: MARIADB_URL });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
