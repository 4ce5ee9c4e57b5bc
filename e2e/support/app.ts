/**
 * Starts the real built app (backend/dist/main.js, which also serves the shell and the remotes) on a
 * free port with a fresh data directory, and waits until /api/health answers 200.
 *
 *   const app = await startApp();            // SQLite in a temp DATA_DIR
 *   await page.goto(`${app.baseURL}/catalog`);
 *   await app.stop();                        // kills the server, deletes DATA_DIR
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitUntil } from '../../config/jest/wait-until';
import { BACKEND_MAIN, REPO_ROOT } from './paths';

export interface StartAppOptions {
  /** Defaults to 'e2e-admin-password'. */
  adminPassword?: string;
  /** A mysql:// or mariadb:// URL; without it the app uses SQLite inside the temp DATA_DIR. */
  databaseUrl?: string;
  /** Extra environment for the server (e.g. S3_* settings). */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health → 200. Default 60 s. */
  healthTimeoutMs?: number;
  /**
   * The port to listen on (default: a free one). Known before the start when the app must be told
   * its own address, e.g. PUBLIC_URL for the links a payment page sends the renter back to.
   */
  port?: number;
}

export interface RunningApp {
  /** e.g. 'http://127.0.0.1:41234' (no trailing slash). */
  baseURL: string;
  adminPassword: string;
  dataDir: string;
  /** The server's stdout and stderr so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const DEFAULT_ADMIN_PASSWORD = 'e2e-admin-password';
const OUTPUT_LIMIT = 20_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startApp(opts: StartAppOptions = {}): Promise<RunningApp> {
  if (!fs.existsSync(BACKEND_MAIN)) {
    throw new Error(`${path.relative(REPO_ROOT, BACKEND_MAIN)} does not exist: build the app first (npm run build).`);
  }
  const adminPassword = opts.adminPassword ?? DEFAULT_ADMIN_PASSWORD;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-e2e-'));
  const port = opts.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;

  // Start from the caller's environment minus settings that would point the server elsewhere.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD_HASH;
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, NODE_ENV: 'test' });
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  Object.assign(env, opts.env);

  const child = spawn(process.execPath, [BACKEND_MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A crashed test run must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const app: RunningApp = {
    baseURL,
    adminPassword,
    dataDir,
    output: () => output,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopProcess(child, exited);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    await waitForHealth(baseURL, exited, opts.healthTimeoutMs ?? 60_000);
  } catch (error) {
    await app.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return app;
}

async function waitForHealth(baseURL: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  let stopped: number | null | undefined;
  void exited.then((code) => (stopped = code));
  let last = 'no answer yet';
  await waitUntil(
    () => `GET ${baseURL}/api/health to answer 200 (last: ${last})`,
    async () => {
      if (stopped !== undefined) throw new Error(`The server exited with code ${stopped} before it was healthy.`);
      try {
        const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
        last = `status ${res.status}`;
        return res.status === 200;
      } catch (error) {
        last = (error as Error).message;
        return false;
      }
    },
    { timeoutMs, intervalMs: 250 },
  );
}

async function stopProcess(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
