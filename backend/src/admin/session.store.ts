import session from 'express-session';
import { DataSource, LessThan } from 'typeorm';
import { serialTransaction } from '../common/serial-transaction';
import { SessionRecord } from './session-record.entity';

const DEFAULT_TTL_MS = 8 * 60 * 60 * 1000;

/**
 * An express-session store over TypeORM: one table, the same on SQLite and MariaDB, covered by
 * the migrations, and no timers to stop in tests. Expired rows are ignored on read and pruned on write.
 */
export class TypeormSessionStore extends session.Store {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  private get repo() {
    return this.dataSource.getRepository(SessionRecord);
  }

  override get(sid: string, done: (err: unknown, session?: session.SessionData | null) => void): void {
    this.repo
      .findOneBy({ id: sid })
      .then((row) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return done(null, null);
        done(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch((err) => done(err));
  }

  override set(sid: string, data: session.SessionData, done?: (err?: unknown) => void): void {
    const expiresAt = new Date(data.cookie?.expires ? new Date(data.cookie.expires).getTime() : Date.now() + DEFAULT_TTL_MS);
    serialTransaction(this.dataSource, async (m) => {
      const repo = m.getRepository(SessionRecord);
      await repo.save({ id: sid, data: JSON.stringify(data), expiresAt });
      await repo.delete({ expiresAt: LessThan(new Date()) });
    })
      .then(() => done?.())
      .catch((err) => done?.(err));
  }

  override destroy(sid: string, done?: (err?: unknown) => void): void {
    serialTransaction(this.dataSource, (m) => m.getRepository(SessionRecord).delete({ id: sid }))
      .then(() => done?.())
      .catch((err) => done?.(err));
  }

  override touch(sid: string, data: session.SessionData, done?: (err?: unknown) => void): void {
    this.set(sid, data, done);
  }
}
