import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

const logger = new Logger('Transactions');

export interface SerialTransactionOptions {
  /**
   * MariaDB only: every plain SELECT sees what committed before it, not a snapshot from the first
   * read. Writers that lock a row and then count what others booked need that (SQLite is serial).
   */
  readCommitted?: boolean;
}

const queues = new WeakMap<DataSource, Promise<unknown>>();

/** On SQLite, runs `work` once every write queued before it has finished, and holds later ones back. */
function queued<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(work);
  queues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}

const isSqlite = (dataSource: DataSource) => dataSource.options.type === 'better-sqlite3';

/**
 * Every write runs through here: one transaction, and on SQLite one at a time. TypeORM runs SQLite
 * on a single shared connection, so a write that starts while another request's transaction is
 * open becomes part of it (a nested SAVEPOINT), and that request's ROLLBACK would silently undo it.
 * MariaDB has a pool and real locks: no queue there.
 */
export function serialTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  options: SerialTransactionOptions = {},
): Promise<T> {
  if (!isSqlite(dataSource)) {
    return retryingLockConflicts(() =>
      options.readCommitted ? dataSource.transaction('READ COMMITTED', work) : dataSource.transaction(work),
    );
  }
  return queued(dataSource, () => dataSource.transaction(work));
}

/** Attempts at a MariaDB transaction that lost a lock conflict, the first included. */
export const LOCK_CONFLICT_ATTEMPTS = 3;

/**
 * InnoDB ends a deadlock by rolling one transaction back whole and asks for it to be run again
 * (ER_LOCK_DEADLOCK 1213); a lock wait timeout (1205) is rolled back by TypeORM. Nothing of the
 * attempt remains, and its e-mails are outbox rows in it, so running it again is safe; provider
 * calls inside one carry idempotency keys. Anything else is thrown as it came.
 */
export async function retryingLockConflicts<T>(attempt: () => Promise<T>, pause = (ms: number) => sleep(ms)): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= LOCK_CONFLICT_ATTEMPTS || !isLockConflict(error)) throw error;
      logger.warn(`Transaction lost a lock conflict (${lockConflictCode(error)}); running it again (attempt ${tries + 1})`);
      await pause(10 * tries + Math.floor(Math.random() * 20));
    }
  }
}

interface DriverError {
  errno?: unknown;
  driverError?: DriverError;
}

function lockConflictCode(error: unknown): number | null {
  const e = error as DriverError | null;
  if (!e || typeof e !== 'object') return null;
  if (e.errno === 1213 || e.errno === 1205) return e.errno;
  return e.driverError ? lockConflictCode(e.driverError) : null;
}

const isLockConflict = (error: unknown) => lockConflictCode(error) !== null;

/**
 * A read that must see only committed rows. On SQLite's one shared connection a plain read made
 * while another request's transaction is open sees that transaction's uncommitted rows (which may
 * yet roll back), so it waits its turn in the write queue. MariaDB's reads never see them.
 * Never call it from inside `serialTransaction`'s work: on SQLite it would wait for itself.
 */
export function committedRead<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (!isSqlite(dataSource)) return work(dataSource.manager);
  return queued(dataSource, () => work(dataSource.manager));
}
