/**
 * Starts the built backend (backend/dist/main.js) as a real process on a loopback port and waits
 * for GET /api/health → 200. Replicas of one cluster share their secrets, like real replicas.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ManagedProcess, type Exit } from './managed-process';
import { BACKEND_MAIN, REPO_ROOT } from './paths';
import { freePort, waitUntil } from './ports';

export interface BackendOptions {
  name: string;
  databaseUrl: string;
  /** Shared by replicas (local-disk object storage stands in for a shared bucket). */
  dataDir: string;
  env: Record<string, string>;
  healthTimeoutMs?: number;
}

export interface Backend {
  name: string;
  port: number;
  baseURL: string;
  process: ManagedProcess;
  output(): string;
  /** The JSON log lines the process printed so far. */
  logLines(): Record<string, unknown>[];
}

/** Environment every replica of one cluster shares (production mode: nothing generated per process). */
export function clusterEnv(adminPassword: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: adminPassword,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    UPLOAD_SIGNING_KEY: randomBytes(32).toString('hex'),
    // Every request of these suites comes from 127.0.0.1; per-address limits are not under test here.
    RATE_LIMITS: 'off',
    SCHEDULED_JOBS: 'off',
    LOG_LEVEL: 'info',
  };
}

export async function startBackend(opts: BackendOptions): Promise<Backend> {
  if (!fs.existsSync(BACKEND_MAIN)) {
    throw new Error(`${path.relative(REPO_ROOT, BACKEND_MAIN)} does not exist: build first (npm run build).`);
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'ADMIN_PASSWORD_HASH', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET']) delete env[name];
  Object.assign(env, opts.env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl,
  });
  const child = new ManagedProcess(opts.name, process.execPath, [BACKEND_MAIN], { cwd: REPO_ROOT, env });
  const backend: Backend = {
    name: opts.name,
    port,
    baseURL: `http://127.0.0.1:${port}`,
    process: child,
    output: () => child.output(),
    logLines: () =>
      child
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
  };
  try {
    await waitForHealth(backend, opts.healthTimeoutMs ?? 60_000);
  } catch (error) {
    await child.stop(2000);
    throw new Error(`${opts.name}: ${(error as Error).message}\n--- output ---\n${child.output()}`, { cause: error });
  }
  return backend;
}

async function waitForHealth(backend: Backend, timeoutMs: number): Promise<void> {
  let last = 'no answer yet';
  await waitUntil(
    () => `/api/health to answer 200 (last: ${last})`,
    async () => {
      if (!backend.process.running) throw new Error('exited before it was healthy');
      try {
        const res = await fetch(`${backend.baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
        last = `status ${res.status}`;
        return res.status === 200;
      } catch (error) {
        last = (error as Error).message;
        return false;
      }
    },
    { timeoutMs, intervalMs: 200 },
  );
}

export function describeExit(exit: Exit): string {
  return exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`;
}
