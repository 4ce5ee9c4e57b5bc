// Small helpers shared by the root scripts (start, test, build, bench).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

/** The Node this project runs on (.nvmrc), and the oldest that still starts it. */
export const NODE_MAJOR = Number(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim());
export const NODE_OLDEST = [22, 0];

/**
 * Whether this Node runs the project: `ok` false below NODE_OLDEST; a `message` to print whenever it
 * is not the project's Node (older ones are past their end of life: Node 20's was 30 April 2026).
 */
export function nodeSupport(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  if (major >= NODE_MAJOR) return { ok: true, message: null };
  const ok = major > NODE_OLDEST[0] || (major === NODE_OLDEST[0] && minor >= NODE_OLDEST[1]);
  const how =
    `Install Node ${NODE_MAJOR} LTS: \`nvm install\` (reads .nvmrc), your system's package, or without either` +
    ` \`npm install --prefix ~/.node${NODE_MAJOR} node@${NODE_MAJOR}\` and put ~/.node${NODE_MAJOR}/node_modules/node/bin first on PATH;` +
    ' then `npm rebuild better-sqlite3` (its native module is built for one Node).';
  return ok
    ? {
        ok,
        message: `*** Node ${version}${major <= 20 ? ' is past its end of life' : ''}: Designer Wardrobe runs on Node ${NODE_MAJOR} LTS and starts on this one for now. ${how}`,
      }
    : {
        ok,
        message: `Designer Wardrobe needs Node ${NODE_MAJOR} LTS (at least ${NODE_OLDEST.join('.')}); this is Node ${version}. ${how}`,
      };
}

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

/**
 * Runs `tasks` (functions returning promises), at most `width` at a time; resolves with their results
 * in order. Two on this project's 2-core machines: tsc and webpack use one core each.
 */
export async function inPool(tasks, width = Math.min(2, availableParallelism())) {
  const results = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, lane));
  return results;
}

/**
 * Builds every package whose output is missing or older than its sources: contracts first (the others
 * compile against its output), then the rest two at a time.
 */
export async function buildWhatIsStale({ force = false } = {}) {
  const stale = BUILDS.filter((b) => {
    if (!existsSync(join(ROOT, b.workspace, 'package.json'))) return false;
    const out = join(ROOT, b.output);
    return force || !existsSync(out) || Math.max(...b.inputs.map((i) => newestMtime(join(ROOT, i)))) > statSync(out).mtimeMs;
  });
  const build = async (b) => {
    console.log(`\n> building ${b.workspace}`);
    const code = await run('npm', ['run', 'build', '--silent', '-w', b.workspace]);
    if (code !== 0) throw new Error(`building ${b.workspace} failed (exit ${code})`);
  };
  const [first, rest] = [stale.filter((b) => b.workspace === 'contracts'), stale.filter((b) => b.workspace !== 'contracts')];
  for (const b of first) await build(b);
  // Every build finishes before a failure is reported, so no webpack is left running behind it.
  const outcomes = await inPool(
    rest.map(
      (b) => () =>
        build(b).then(
          () => null,
          (error) => error,
        ),
    ),
  );
  const failed = outcomes.find((e) => e);
  if (failed) throw failed;
}
