/**
 * The production shape in miniature: one private MariaDB, N backend replicas built from dist, and a
 * round-robin proxy in front. Everything runs on loopback and is removed by `stop()`.
 *
 *   const cluster = await startCluster(2);
 *   await call(cluster.proxy.baseURL, 'GET', '/api/products');
 *   await cluster.stop();
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterEnv, startBackend, type Backend } from './backend';
import { startPrivateMariaDb, type PrivateMariaDb } from './mariadb';
import { stockUp } from './api';
import { startProxy, type Proxy } from './proxy';

export interface Cluster {
  db: PrivateMariaDb;
  backends: Backend[];
  proxy: Proxy;
  adminPassword: string;
  /** Starts one more replica (same database, secrets and data dir, plus `env`); it is not behind the proxy. */
  startReplica(name: string, env?: Record<string, string>): Promise<Backend>;
  /** Every process's output, for a failure message. */
  outputs(): string;
  stop(): Promise<void>;
}

const ADMIN_PASSWORD = 'system-test-admin-password';

/** `env` is added to every replica's environment (e.g. SMTP_URL for the mail suites). */
export async function startCluster(instances: number, options: { env?: Record<string, string> } = {}): Promise<Cluster> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-system-data-'));
  const env = { ...clusterEnv(ADMIN_PASSWORD), ...options.env };
  const db = await startPrivateMariaDb();
  const backends: Backend[] = [];
  let proxy: Proxy | null = null;

  const cluster: Cluster = {
    db,
    backends,
    get proxy() {
      return proxy as Proxy;
    },
    adminPassword: ADMIN_PASSWORD,
    startReplica: async (name, extra = {}) => {
      const backend = await startBackend({ name, databaseUrl: db.url, dataDir, env: { ...env, ...extra } });
      backends.push(backend);
      return backend;
    },
    outputs: () =>
      backends.map((b) => `--- ${b.name} ---\n${b.output().slice(-5000)}`).join('\n') + `\n--- mariadb ---\n${db.output().slice(-3000)}`,
    stop: async () => {
      await proxy?.stop();
      await Promise.all(backends.map((b) => b.process.stop(10_000)));
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    // One at a time: the first applies the migrations and seeds the catalogue, the others find them done.
    for (let i = 0; i < instances; i++) {
      const name = String.fromCharCode(65 + i);
      backends.push(await startBackend({ name, databaseUrl: db.url, dataDir, env }));
    }
    proxy = await startProxy(backends.map((b) => ({ name: b.name, port: b.port })));
    await stockUp(backends[0].baseURL, ADMIN_PASSWORD);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
