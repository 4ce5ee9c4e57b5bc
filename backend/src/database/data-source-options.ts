import Database from 'better-sqlite3';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES, SUBSCRIBERS } from './entities';
import { MYSQL_MIGRATIONS, SQLITE_MIGRATIONS } from './migrations';

/**
 * TypeORM options from the config. The schema always comes from migrations, never `synchronize`,
 * so SQLite and MariaDB run the same, reviewed DDL history.
 */
export function dataSourceOptions(config: Pick<AppConfig, 'database'>): DataSourceOptions {
  const db = config.database;
  if (db.kind === 'sqlite') {
    return {
      type: 'better-sqlite3',
      // Handed over rather than found by TypeORM: its peer range stops at better-sqlite3 12, so npm
      // keeps our 13 (which Node 24 needs, docs/decisions/0027-node-24-lts.md) beside the backend.
      driver: Database,
      database: db.file,
      entities: ENTITIES,
      subscribers: SUBSCRIBERS,
      migrations: SQLITE_MIGRATIONS,
      migrationsRun: false,
      synchronize: false,
      // WAL lets readers continue while an order is being written.
      prepareDatabase: (sqlite: { pragma(s: string): unknown }) => {
        sqlite.pragma('journal_mode = WAL');
        sqlite.pragma('foreign_keys = ON');
        sqlite.pragma('busy_timeout = 5000');
      },
    };
  }
  return {
    // `mariadb` vs `mysql` must follow the URL: the wrong one makes generated migrations churn.
    type: db.kind,
    url: db.url,
    entities: ENTITIES,
    subscribers: SUBSCRIBERS,
    migrations: MYSQL_MIGRATIONS,
    synchronize: false,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    extra: {
      connectionLimit: 10,
      enableKeepAlive: true,
      keepAliveInitialDelay: 10_000,
      connectTimeout: 5_000,
    },
  };
}
