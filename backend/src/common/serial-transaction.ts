import type { DataSource, EntityManager } from 'typeorm';

export interface SerialTransactionOptions {
  /**
   * MariaDB only: every plain SELECT sees what committed before it, not a snapshot from the first
   * read. Writers that lock a row and then count what others booked need that (SQLite is serial).
   */
  readCommitted?: boolean;
}

const queues = new WeakMap<DataSource, Promise<unknown>>();

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
  if (dataSource.options.type !== 'better-sqlite3') {
    return options.readCommitted ? dataSource.transaction('READ COMMITTED', work) : dataSource.transaction(work);
  }
  const previous = queues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => dataSource.transaction(work));
  queues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
