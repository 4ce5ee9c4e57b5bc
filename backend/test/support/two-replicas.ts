import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { createMariadbDatabase, createMigratedMariadbDatabase } from './databases';
import { ADMIN_PASSWORD } from './test-app';

/**
 * Two app instances on one fresh MariaDB database, as two replicas behind a balancer: each with its
 * own data directory and caches, the secrets shared. `seedFirst` seeds the demo catalogue through the
 * first. Everything is closed and dropped after `use`, whatever it throws.
 */
export async function withTwoReplicas(
  use: (servers: [Server, Server], apps: [NestExpressApplication, NestExpressApplication]) => Promise<void>,
  options: { seedFirst?: boolean } = {},
): Promise<void> {
  const db = await (options.seedFirst ? createMariadbDatabase() : createMigratedMariadbDatabase());
  const dirs = [mkdtempSync(join(tmpdir(), 'dw-a-')), mkdtempSync(join(tmpdir(), 'dw-b-'))];
  const apps: NestExpressApplication[] = [];
  try {
    for (const dir of dirs) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        ADMIN_PASSWORD,
        STATIC_ROOT: '',
        RATE_LIMITS: 'off',
        DATABASE_URL: db.url,
        DATA_ENCRYPTION_KEY: 'a'.repeat(64),
        SESSION_SECRET: 'shared',
        UPLOAD_SIGNING_KEY: 'b'.repeat(64),
      });
      const app = await createApp(config, { logger: false, seed: options.seedFirst === true && apps.length === 0 });
      await app.init();
      apps.push(app);
    }
    await use([apps[0].getHttpServer(), apps[1].getHttpServer()], [apps[0], apps[1]]);
  } finally {
    for (const app of apps) await app.close();
    await db.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
