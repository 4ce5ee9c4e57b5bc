import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { hashPassword } from '../../src/config/password';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { DbKind, createMariadbDatabase, createMigratedMariadbDatabase } from './databases';

export const ADMIN_PASSWORD = 'test-admin-password';
/**
 * The suites log in hundreds of times: a hash at N = 2^10 keeps each check at a few milliseconds.
 * Suites about the login itself ask for the production hash (productionPasswordHash).
 */
const FAST_ADMIN_PASSWORD_HASH = hashPassword(ADMIN_PASSWORD, undefined, { N: 1024, r: 8, p: 1 });

export interface TestApp {
  kind: DbKind;
  app: NestExpressApplication;
  config: AppConfig;
  dataSource: DataSource;
  http: () => ReturnType<typeof request>;
  /** A supertest agent logged in as admin (keeps the session cookie). */
  adminAgent: () => Promise<ReturnType<typeof request.agent>>;
  count: (table: string) => Promise<number>;
  close: () => Promise<void>;
}

/** The real app (migrations, pipes, filters, middleware) on a fresh database and data dir. */
export async function createTestApp(
  kind: DbKind,
  options: { seed?: boolean; env?: Record<string, string>; productionPasswordHash?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-test-'));
  // A seeded app must start on an empty database: the demo catalogue is only seeded by a first migration.
  const maria = kind === 'mariadb' ? await (options.seed ? createMariadbDatabase() : createMigratedMariadbDatabase()) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    ...(options.productionPasswordHash || options.env?.ADMIN_PASSWORD ? {} : { ADMIN_PASSWORD_HASH: FAST_ADMIN_PASSWORD_HASH }),
    STATIC_ROOT: '',
    // Suites send far more requests than a shopper; the rate-limit suite switches limits back on.
    RATE_LIMITS: 'off',
    // Jobs run when a test asks (JobRunner.runNow), never on a timer.
    SCHEDULED_JOBS: 'off',
    // No background e-mail rounds changing rows under a test; suites about mail drain it themselves.
    MAIL_SENDER: 'off',
    ...(maria ? { DATABASE_URL: maria.url } : {}),
    ...options.env,
  });
  // TEST_APP_LOG=1 prints the app's JSON log (a 500's cause is there); quiet otherwise.
  const app = await createApp(config, {
    logger: process.env.TEST_APP_LOG ? undefined : false,
    migrate: true,
    seed: options.seed ?? false,
  });
  await app.init();
  const dataSource = app.get(DataSource);
  const server = app.getHttpServer();
  return {
    kind,
    app,
    config,
    dataSource,
    http: () => request(server),
    adminAgent: async () => {
      const agent = request.agent(server);
      await agent.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
      return agent;
    },
    count: async (table) => {
      const rows: { n: number | string }[] = await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
      return Number(rows[0].n);
    },
    close: async () => {
      await app.close();
      await maria?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite on SQLite and on MariaDB (or only on `kinds`). The MariaDB half is skipped, loudly, when global set-up
 * found no server (DW_MARIADB=0); with REQUIRE_MARIADB=1 (set by .ci/run) that set-up fails instead.
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestApp) => void,
  options: { seed?: boolean; env?: () => Record<string, string>; kinds?: readonly DbKind[] } = {},
): void {
  for (const kind of options.kinds ?? (['sqlite', 'mariadb'] as const)) {
    const run = kind === 'sqlite' || process.env.DW_MARIADB === '1' ? describe : describe.skip;
    run(`${name} [${kind}]`, () => {
      let ctx: TestApp | null = null;
      beforeAll(async () => {
        ctx = await createTestApp(kind, { seed: options.seed, env: options.env?.() });
      });
      afterAll(async () => {
        await ctx?.close();
      });
      suite(() => {
        if (!ctx) throw new Error('test app failed to start');
        return ctx;
      });
    });
  }
}
