// `npm test`: every suite, one after another, then one closing line with the totals.
//   0. tsc over every package, then the build, with ESLint and prettier --check (`npm run lint`) beside them
//   1. unit and component tests of every package (jest projects), the lint still running beside them
//   2. API e2e suites on SQLite and MariaDB (MariaDB halves skip, loudly, when no server answers), on two
//      workers, the longest suites first (config/jest/slow-first-sequencer.js): every suite has its own
//      databases, data dir, ports and Redis prefix (backend/test/support/test-app.ts), so suites never share state
//   3. system tests: the built app as processes (scale-out, crashes, shutdown, database outage), two
//      suites at a time, each on its own private MariaDB and ports
//   4. browser journeys in Chromium against the built app, two files at a time (skipped, loudly,
//      without /usr/bin/chromium)
// Each step's suites are listed with their times, slowest first, and every step's wall time at the end.
// A suite that fails is run once more alone (scripts/jest-steps.mjs): passing then counts, and the run
// still ends with the first failure printed as flaky; whatever fails twice fails the run.
// CI (.ci/run) sets CI=true and REQUIRE_MARIADB/REDIS/NGINX/BROWSER=1: a missing service fails its suite,
// and any test reported as skipped fails the run.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJestSteps } from './jest-steps.mjs';
import { ROOT, buildWhatIsStale, nodeSupport, run } from './lib.mjs';

// On a Node older than the project's the SQLite driver crashes: say what to install instead.
const support = nodeSupport();
if (support.message) console[support.ok ? 'warn' : 'error'](support.message);
if (!support.ok) process.exit(1);

const out = mkdtempSync(join(tmpdir(), 'dw-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

const stepTimes = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step and keeps its wall time for the closing summary. */
async function timed(name, step) {
  const started = Date.now();
  try {
    return await step();
  } finally {
    stepTimes.push({ name, ms: Date.now() - started });
  }
}

const { jestStep, printDigests } = createJestSteps({ out, totals, failedSteps, timed });

// ESLint (type-checked rules, the longest of the checks) runs beside the type check, the build and the
// unit tests, so both cores stay busy; their lines may interleave. Its result is counted after the unit step.
console.log('\n=== types, lint, build and unit tests ===');
const linting = timed('lint', () => run('npm', ['run', '--silent', 'lint']));
const typesCode = await timed('types', () => run('node', [join(ROOT, 'scripts/typecheck.mjs')]));
if (typesCode !== 0) {
  failedSteps.push('types');
  totals.failed += 1;
}

// Built before the suites: a few API tests run the compiled scripts.
let built = true;
try {
  await timed('build', () => buildWhatIsStale());
} catch (error) {
  console.error(error.message);
  failedSteps.push('build');
  totals.failed += 1;
  built = false;
}

await jestStep('unit', ['--config', join(ROOT, 'jest.config.js')], { listSlowest: 15 });
if ((await linting) !== 0) {
  failedSteps.push('lint');
  totals.failed += 1;
}
// Two workers (the config's maxWorkers): each suite starts its own app on its own databases.
await jestStep('api', ['--config', join(ROOT, 'backend/test/jest-e2e.config.js')]);

// The built backend as real processes behind a proxy, on a private MariaDB they stop and start; two
// suites at a time (the config's maxWorkers).
if (built) await jestStep('system', ['--config', join(ROOT, 'tests-system/jest.config.js')]);

const browser = existsSync('/usr/bin/chromium');
if (built && (browser || process.env.REQUIRE_BROWSER === '1')) {
  // Two files at a time (the config's maxWorkers; see there why).
  await jestStep('journeys', ['--config', join(ROOT, 'e2e/jest.config.js')]);
} else if (built) {
  console.warn('\n*** Browser journeys SKIPPED: /usr/bin/chromium is not installed (apt-get install chromium) ***');
}

console.log('\nSteps, wall time:');
for (const t of stepTimes) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.name}`);

// Under CI a skipped test is a test that did not run: fail rather than pass without it.
const skipsFail = process.env.CI === 'true' && totals.skipped > 0;
if (skipsFail) console.log(`\n${totals.skipped} test(s) skipped under CI=true: a required service or build was missing`);
printDigests();
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed || skipsFail ? 1 : 0);
