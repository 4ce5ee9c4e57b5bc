// Small helpers shared by the root scripts (start, test, build, bench).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * V8's heap cap for the backend, the production image's (infra/docker/Dockerfile; infra.e2e-spec.ts
 * holds the two equal). Uncapped, V8 sizes the heap from the machine's memory and collects late:
 * at 10,000 dresses the backend held 80 MB of live objects in a 210 MB heap and 420 MB of RSS after
 * the scale bench's reads, against 276 MB capped, with the same latencies (README, "Scale").
 */
export const BACKEND_HEAP_MB = 256;
/**
 * And its young generation's semi-space (V8's default is 16 MB): 8 MB kept 10-15 MB less RSS at
 * 10,000 dresses with the same latencies, and the admin login's 128 MiB scrypt under 300 MB.
 */
export const BACKEND_SEMI_SPACE_MB = 8;

/** `node` arguments that start the built backend as production runs it (npm start, the benchmarks). */
export const BACKEND_ARGS = [
  `--max-old-space-size=${BACKEND_HEAP_MB}`,
  `--max-semi-space-size=${BACKEND_SEMI_SPACE_MB}`,
  join(ROOT, 'backend/dist/main.js'),
];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time of the files under `dir`, skipping build output and dependencies. */
export function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'coverage', '.data'].includes(entry.name)) continue;
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

/** Packages in build order, each with the file its build produces. */
export const BUILDS = [
  { workspace: 'contracts', output: 'contracts/dist/index.js', inputs: ['contracts'] },
  { workspace: 'backend', output: 'backend/dist/main.js', inputs: ['backend/src', 'contracts/src'] },
  { workspace: 'shell', output: 'shell/dist/index.html', inputs: ['shell', 'contracts/src', 'web-kit/src', 'config'] },
  {
    workspace: 'shop-frontend',
    output: 'shop-frontend/dist/remoteEntry.js',
    inputs: ['shop-frontend', 'contracts/src', 'web-kit/src', 'config'],
  },
  {
    workspace: 'lender-frontend',
    output: 'lender-frontend/dist/remoteEntry.js',
    inputs: ['lender-frontend', 'contracts/src', 'web-kit/src', 'config'],
  },
  {
    workspace: 'admin-frontend',
    output: 'admin-frontend/dist/remoteEntry.js',
    inputs: ['admin-frontend', 'contracts/src', 'web-kit/src', 'config'],
  },
];

/** Builds every package whose output is missing or older than its sources. */
export async function buildWhatIsStale({ force = false } = {}) {
  for (const b of BUILDS) {
    if (!existsSync(join(ROOT, b.workspace, 'package.json'))) continue;
    const out = join(ROOT, b.output);
    const stale = force || !existsSync(out) || Math.max(...b.inputs.map((i) => newestMtime(join(ROOT, i)))) > statSync(out).mtimeMs;
    if (!stale) continue;
    console.log(`\n> building ${b.workspace}`);
    const code = await run('npm', ['run', 'build', '--silent', '-w', b.workspace]);
    if (code !== 0) throw new Error(`building ${b.workspace} failed (exit ${code})`);
  }
}
