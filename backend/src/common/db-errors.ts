/** Database driver errors the services need to recognise, on SQLite and MySQL/MariaDB alike. */
interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  driverError?: DriverError;
}

/**
 * True when an insert lost a primary-key or unique race: SQLite's SQLITE_CONSTRAINT_PRIMARYKEY /
 * _UNIQUE, MySQL/MariaDB's ER_DUP_ENTRY (1062). Foreign-key failures are not duplicates.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  const e = error as DriverError | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  if (code === 'SQLITE_CONSTRAINT' && /UNIQUE constraint failed/i.test(String(e.message))) return true;
  if (code === 'ER_DUP_ENTRY' || e.errno === 1062) return true;
  return e.driverError ? isDuplicateKeyError(e.driverError) : false;
}
