// Starts the built app on a free loopback port with a fresh data directory (demo catalogue seeded),
// for the benchmark scripts. Returns { baseURL, pid, stop }. `env` adds or overrides variables, e.g.
// DATABASE_URL for MariaDB (SQLite under the fresh data directory otherwise). Rate limits are off:
// a benchmark is thousands of shoppers arriving from one loopback address.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_ARGS, ROOT } from './lib.mjs';

const OUTPUT_TAIL = 16_384;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function serveApp(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, BACKEND_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin',
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: '0'.repeat(64),
      SESSION_SECRET: 'bench',
      UPLOAD_SIGNING_KEY: '1'.repeat(64),
      RATE_LIMITS: 'off',
      // No clean-up run in the middle of a measurement.
      SCHEDULED_JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the tail is kept (for a start-up failure): under load the app logs one JSON line per request.
  let output = '';
  const keep = (c) => {
    output += c;
    if (output.length > OUTPUT_TAIL) output = output.slice(-OUTPUT_TAIL);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet: try again until the deadline.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the app did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
