// One jest run of `npm test` (scripts/test.mjs): its counts added to the totals, its suites listed by
// time, a failed suite run once more alone, and a digest of failures printed last.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, run } from './lib.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Each suite of a jest report with its time, slowest first: where the run's minutes go. */
export function printSuiteTimes(name, report, limit) {
  const suites = report.testResults
    .map((t) => ({ file: relative(ROOT, t.name), ms: t.endTime - t.startTime, failed: t.status === 'failed' }))
    .sort((a, b) => b.ms - a.ms);
  const shown = limit ? suites.slice(0, limit) : suites;
  const sum = suites.reduce((total, t) => total + t.ms, 0);
  console.log(
    `\n${name}: ${suites.length} suites, ${seconds(sum)} of suite time${limit && suites.length > limit ? `; the ${limit} slowest` : ''}:`,
  );
  for (const t of shown) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.file}${t.failed ? '  (failed)' : ''}`);
}

/** Failed tests of a jest report: the suite, the test's name and the first lines of its message. */
function failuresOf(report) {
  // eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
  const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
  const found = [];
  for (const suite of report.testResults) {
    if (suite.status !== 'failed') continue;
    const file = relative(ROOT, suite.name);
    const tests = suite.assertionResults.filter((t) => t.status === 'failed');
    if (tests.length === 0) found.push({ file, test: '(the suite itself)', message: plain(suite.message ?? '') });
    for (const t of tests) found.push({ file, test: t.fullName, message: plain(t.failureMessages.join('\n')) });
  }
  return found;
}

/** Reads a jest JSON report, adding its counts to the totals (null when jest wrote none). */
function readReport(path) {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8'));
}

function count(totals, r) {
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (r.numFailedTestSuites > 0 && r.numFailedTests === 0) totals.failed += r.numFailedTestSuites;
}

// A suite that fails is run once more on its own: on this shared 2-core machine a wait can run out
// under someone else's load. Passing alone counts, but the first failure is printed at the end, so a
// flaky test is seen and fixed rather than hidden. More than a few failed suites is not flakiness.
const RETRY_AT_MOST = 3;

/** Printed last: each failure's first lines, where a truncated CI log still shows them. */
function printDigest(title, entries) {
  if (entries.length === 0) return;
  console.log(`\n${title}:`);
  for (const f of entries.slice(0, 8)) {
    const lines = f.message
      .split('\n')
      .map((l) => l.trimEnd())
      .filter((l) => l.trim() && !/^\s+at /.test(l))
      .slice(0, 10);
    console.log(`- [${f.step}] ${f.file} › ${f.test}\n    ${lines.join('\n    ')}`);
  }
  if (entries.length > 8) console.log(`- ...and ${entries.length - 8} more`);
}

/**
 * `jestStep(name, args)` runs one jest invocation as a step; `printDigests()` prints what failed and
 * what passed only when run again. `failedSteps` and `totals` are the caller's, updated in place.
 */
export function createJestSteps({ out, totals, failedSteps, timed }) {
  const failureDigest = [];
  const retried = [];

  async function jestStep(name, args, { listSlowest } = {}) {
    console.log(`\n=== ${name} ===`);
    const report = join(out, `${name.replace(/\W+/g, '-')}.json`);
    const code = await timed(name, () => run('npx', ['jest', ...args, '--json', `--outputFile=${report}`]));
    const r = readReport(report);
    if (!r) {
      if (code !== 0) {
        totals.failed += 1;
        failedSteps.push(name);
      }
      return;
    }
    count(totals, r);
    printSuiteTimes(name, r, listSlowest);
    if (code === 0) return;
    const failures = failuresOf(r);
    const files = [...new Set(failures.map((f) => f.file))];
    let stillFailing = failures;
    if (failures.length > 0 && files.length <= RETRY_AT_MOST) {
      console.log(`\n=== ${name}: running ${files.join(', ')} again, alone ===`);
      const again = join(out, `${name.replace(/\W+/g, '-')}-again.json`);
      await timed(`${name} (again)`, () =>
        run('npx', ['jest', ...args, '--runInBand', '--json', `--outputFile=${again}`, ...files.map((f) => join(ROOT, f))]),
      );
      const r2 = readReport(again);
      const passedAlone = new Set((r2?.testResults ?? []).filter((t) => t.status === 'passed').map((t) => relative(ROOT, t.name)));
      // A suite that passed alone counts with its second run's tests in place of its first's.
      for (const suite of r.testResults.filter((t) => passedAlone.has(relative(ROOT, t.name)))) {
        for (const t of suite.assertionResults) {
          if (t.status === 'passed') totals.passed -= 1;
          else if (t.status === 'failed') totals.failed -= 1;
          else totals.skipped -= 1;
        }
        if (suite.assertionResults.length === 0) totals.failed -= 1;
      }
      for (const suite of r2?.testResults ?? []) {
        if (passedAlone.has(relative(ROOT, suite.name)))
          totals.passed += suite.assertionResults.filter((t) => t.status === 'passed').length;
      }
      retried.push(...failures.filter((f) => passedAlone.has(f.file)).map((f) => ({ step: name, ...f })));
      stillFailing = failures.filter((f) => !passedAlone.has(f.file));
    }
    if (stillFailing.length > 0 || failures.length === 0) {
      failedSteps.push(name);
      failureDigest.push(...stillFailing.map((f) => ({ step: name, ...f })));
    }
  }

  return {
    jestStep,
    printDigests() {
      printDigest('Failed, then passed when run again alone (flaky: fix these)', retried);
      printDigest('Failures', failureDigest);
    },
  };
}
