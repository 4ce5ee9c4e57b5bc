import { Initial1795293409277 } from './mysql/1795293409277-Initial';
import { Initial1795293409904 as SqliteInitial1795293409904 } from './sqlite/1795293409904-Initial';

/**
 * Migration classes per driver, listed explicitly so nothing is found by globbing at run time.
 * Generate new ones with `npm run migration:generate -w backend` (README), once per driver.
 */
export const MYSQL_MIGRATIONS: Function[] = [Initial1795293409277];
export const SQLITE_MIGRATIONS: Function[] = [SqliteInitial1795293409904];
