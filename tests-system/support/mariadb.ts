/**
 * A private MariaDB for one suite: its own datadir and port under /tmp, so a test may stop and
 * restart it. The system MariaDB on 3306 is never touched.
 *
 *   const db = await startPrivateMariaDb();   // db.url → mariadb://root@127.0.0.1:<port>/dw
 *   await db.stop();  await db.start();       // an outage, then the same server back
 *   await db.destroy();                       // stops it and deletes the datadir
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { ManagedProcess, type Exit } from './managed-process';
import { freePort, waitUntil } from './ports';

const run = promisify(execFile);
const DATABASE = 'dw';

export interface PrivateMariaDb {
  port: number;
  /** The app's DATABASE_URL. */
  url: string;
  running: boolean;
  /** Graceful stop (SIGTERM); resolves when mariadbd has exited. */
  stop(): Promise<Exit>;
  /** A crash: SIGKILL, no flush; InnoDB recovers from its redo log at the next start. */
  kill(): Promise<Exit>;
  /** Starts mariadbd again on the same port and datadir; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Runs one statement on a short-lived connection to the app's database. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  output(): string;
  destroy(): Promise<void>;
}

export function mariaDbAvailable(): boolean {
  return ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'].some((p) => fs.existsSync(p)) || !!process.env.MARIADBD_PATH;
}

export async function startPrivateMariaDb(): Promise<PrivateMariaDb> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-system-db-'));
  const datadir = path.join(root, 'data');
  const port = await freePort();
  const mariadbd = process.env.MARIADBD_PATH ?? 'mariadbd';
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal',
    '--user=root',
    '--skip-test-db',
  ]);

  let server: ManagedProcess | null = null;
  let log = '';
  const connect = () => mysql.createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2000 });

  const start = async () => {
    const started = new ManagedProcess(
      'mariadb',
      mariadbd,
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${datadir}`,
        `--socket=${path.join(root, 'sock')}`,
        `--pid-file=${path.join(root, 'mariadbd.pid')}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        '--skip-grant-tables',
        '--skip-name-resolve',
        '--skip-log-bin',
        // Small footprint: this machine is shared.
        '--innodb-buffer-pool-size=32M',
        '--performance-schema=OFF',
        '--max-connections=200',
      ],
      {},
    );
    server = started;
    let refused = 'no attempt yet';
    await waitUntil(
      () => `mariadbd to accept connections (last: ${refused})\n${started.output()}`,
      async () => {
        if (!started.running) throw new Error(`mariadbd exited at start:\n${started.output()}`);
        try {
          await (await connect()).end();
          return true;
        } catch (error) {
          refused = (error as Error).message;
          return false;
        }
      },
      { timeoutMs: 30_000 },
    );
  };

  await start();
  {
    const conn = await connect();
    await conn.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
  }

  const db: PrivateMariaDb = {
    port,
    url: `mariadb://root@127.0.0.1:${port}/${DATABASE}`,
    get running() {
      return server?.running ?? false;
    },
    stop: async () => {
      const current = server as ManagedProcess;
      const exit = await current.stop(20_000);
      log += current.output();
      return exit;
    },
    kill: async () => {
      const current = server as ManagedProcess;
      current.signal('SIGKILL');
      const exit = await current.exited;
      log += current.output();
      return exit;
    },
    start,
    query: async <T>(sql: string, params: unknown[] = []) => {
      const conn = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root', database: DATABASE, connectTimeout: 2000 });
      try {
        const [rows] = await conn.query(sql, params);
        return rows as T[];
      } finally {
        await conn.end();
      }
    },
    output: () => log + (server?.running ? server.output() : ''),
    destroy: async () => {
      if (server?.running) await server.stop(20_000);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return db;
}
