import { MARIADB_URL, TEMPLATE_ENV, mariadbReachable } from './databases';
import { migrateMariadbTemplate } from './mariadb-template';
import { REDIS_URL, redisReachable } from './redis';

/**
 * Decides once, before the workers start, whether the MariaDB and Redis halves of the suites run.
 * A service the run requires (REQUIRE_MARIADB=1, REQUIRE_REDIS=1: set by .ci/run) fails it when absent.
 */
export default async function globalSetup(): Promise<void> {
  const maria = await mariadbReachable();
  process.env.DW_MARIADB = maria ? '1' : '0';
  if (!maria) {
    if (process.env.REQUIRE_MARIADB === '1') throw new Error(`REQUIRE_MARIADB=1 but no MariaDB answers at ${MARIADB_URL}`);
    console.warn(`\n*** MariaDB suites SKIPPED: no server at ${MARIADB_URL} (set TEST_MARIADB_URL) ***\n`);
  } else {
    process.env[TEMPLATE_ENV] = await migrateMariadbTemplate();
  }
  const redis = await redisReachable();
  process.env.DW_REDIS = redis ? '1' : '0';
  if (!redis) {
    if (process.env.REQUIRE_REDIS === '1') throw new Error(`REQUIRE_REDIS=1 but no Redis answers at ${REDIS_URL}`);
    console.warn(`\n*** Redis suites SKIPPED: no server at ${REDIS_URL} (set TEST_REDIS_URL) ***\n`);
  }
}
