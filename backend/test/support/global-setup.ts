import { MARIADB_URL, mariadbReachable } from './databases';

/** Decides once, before the workers start, whether the MariaDB halves of the suites run. */
export default async function globalSetup(): Promise<void> {
  const up = await mariadbReachable();
  process.env.DW_MARIADB = up ? '1' : '0';
  if (!up) {
    if (process.env.REQUIRE_MARIADB === '1') throw new Error(`REQUIRE_MARIADB=1 but no MariaDB answers at ${MARIADB_URL}`);
    console.warn(`\n*** MariaDB suites SKIPPED: no server at ${MARIADB_URL} (set TEST_MARIADB_URL) ***\n`);
  }
}
