import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A fixed set of rows (HOLD_LOCK_BUCKETS, made by the migration) that checkouts lock before they
 * count what a client holds: two orders from one client (sharing a bucket) take turns, so a burst of
 * parallel orders cannot all pass the count. MariaDB only; SQLite writes one at a time anyway.
 */
@Entity('hold_locks')
export class HoldLock {
  @PrimaryColumn({ type: 'int' })
  id: number;
}
