import session from 'express-session';
import { DataSource, LessThan } from 'typeorm';
import { serialTransaction } from '../common/serial-transaction';
import { SessionRecord } from './session-record.entity';

const DEFAULT_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * A session's expiry is written again at most this often by one replica: each write is a commit
 * (an fsync on MariaDB) on what is otherwise a read, and cost the back office's every page about
 * 20 ms. The stored expiry then trails the cookie's by at most this much, against an 8-hour idle limit.
 */
export const TOUCH_EVERY_MS = 60_000;
/** Sessions whose last write this replica remembers; forgotten wholesale past this (it only costs a write). */
const TOUCHED_KEPT = 10_000;

/**
 * An express-session store over TypeORM: one table, the same on SQLite and MariaDB, covered by
 * the migrations, and no timers to stop in tests. Expired rows are ignored on read and pruned on write.
 */
export class TypeormSessionStore extends session.Store {
  /** When this replica last wrote each session's row. */
  private readonly written = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => number = () => Date.now(),
  ) {
    super();
  }

  private get repo() {
    return this.dataSource.getRepository(SessionRecord);
  }

  override get(sid: string, done: (err: unknown, session?: session.SessionData | null) => void): void {
    this.repo
      .findOneBy({ id: sid })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= this.now()) return done(null, null);
        done(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch((err) => done(err));
  }

  override set(sid: string, data: session.SessionData, done?: (err?: unknown) => void): void {
    const expiresAt = new Date(data.cookie?.expires ? new Date(data.cookie.expires).getTime() : this.now() + DEFAULT_TTL_MS);
    const at = this.now();
    serialTransaction(this.dataSource, async (m) => {
      const repo = m.getRepository(SessionRecord);
      await repo.save({ id: sid, data: JSON.stringify(data), expiresAt });
      await repo.delete({ expiresAt: LessThan(new Date(at)) });
    })
      .then(() => {
        if (this.written.size >= TOUCHED_KEPT) this.written.clear();
        this.written.set(sid, at);
        done?.();
      })
      .catch((err) => done?.(err));
  }

  override destroy(sid: string, done?: (err?: unknown) => void): void {
    this.written.delete(sid);
    serialTransaction(this.dataSource, (m) => m.getRepository(SessionRecord).delete({ id: sid }))
      .then(() => done?.())
      .catch((err) => done?.(err));
  }

  /** A request that changed nothing in the session: its expiry moves, but the row is written at most once a minute. */
  override touch(sid: string, data: session.SessionData, done?: (err?: unknown) => void): void {
    const last = this.written.get(sid);
    if (last !== undefined && this.now() - last < TOUCH_EVERY_MS) {
      done?.();
      return;
    }
    this.set(sid, data, done);
  }
}
