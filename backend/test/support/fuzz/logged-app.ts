import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../../src/app.factory';
import { AppConfig, loadConfig } from '../../../src/config/app-config';
import { DbKind, createMigratedMariadbDatabase } from '../databases';
import { ADMIN_PASSWORD } from '../test-app';
import { OutputCapture, captureOutput } from './output-capture';

export interface LoggedApp {
  app: NestExpressApplication;
  config: AppConfig;
  dataSource: DataSource;
  http: () => ReturnType<typeof request>;
  adminAgent: () => Promise<ReturnType<typeof request.agent>>;
  /** Everything the app wrote to stdout/stderr, from before it started. */
  output: OutputCapture;
  close: () => Promise<void>;
}

/**
 * Like createTestApp, but with the app's real logging switched on and everything it prints
 * captured, so a test can read the logs as an operator would.
 */
export async function createLoggedApp(kind: DbKind, env: Record<string, string> = {}): Promise<LoggedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-logs-'));
  const maria = kind === 'mariadb' ? await createMigratedMariadbDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    STATIC_ROOT: '',
    RATE_LIMITS: 'off',
    SCHEDULED_JOBS: 'off',
    ...(maria ? { DATABASE_URL: maria.url } : {}),
    ...env,
  });
  const output = captureOutput();
  // The most verbose level the app knows: whatever it could ever log, the test sees.
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'trace';
  try {
    const app = await createApp(config, { migrate: true, seed: false });
    await app.init();
    const server = app.getHttpServer();
    return {
      app,
      config,
      dataSource: app.get(DataSource),
      http: () => request(server),
      adminAgent: async () => {
        const agent = request.agent(server);
        await agent.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
        return agent;
      },
      output,
      close: async () => {
        try {
          await app.close();
        } finally {
          output.restore();
          await maria?.drop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    output.restore();
    throw error;
  } finally {
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  }
}
