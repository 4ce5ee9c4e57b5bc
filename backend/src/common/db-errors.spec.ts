import { isDuplicateKeyError } from './db-errors';

describe('isDuplicateKeyError', () => {
  it('recognises a lost primary-key race on SQLite and on MySQL/MariaDB', () => {
    expect(isDuplicateKeyError({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })).toBe(true);
    expect(isDuplicateKeyError({ code: 'SQLITE_CONSTRAINT', message: 'UNIQUE constraint failed: idempotency_keys.key' })).toBe(true);
    expect(isDuplicateKeyError({ code: 'ER_DUP_ENTRY', errno: 1062 })).toBe(true);
    expect(isDuplicateKeyError({ errno: 1062 })).toBe(true);
    expect(isDuplicateKeyError({ driverError: { code: 'ER_DUP_ENTRY' } })).toBe(true);
  });

  it('does not mistake other failures for a duplicate', () => {
    expect(isDuplicateKeyError({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).toBe(false);
    expect(isDuplicateKeyError({ code: 'ER_NO_REFERENCED_ROW_2', errno: 1452 })).toBe(false);
    expect(isDuplicateKeyError(new Error('boom'))).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
  });
});
