#!/usr/bin/env node
// `npm run bench:resilience`: how quickly the shop reacts to a database outage and to SIGTERM.
// The system tests (tests-system/database-outage.system.ts, graceful-shutdown.system.ts) assert the
// behaviour only; run here with DW_BENCH_TIMINGS set, they also hand over what they measured, and
// this script compares the figures with the budgets below. A missed budget is reported, never fatal;
// a failing test (wrong behaviour) is.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, buildWhatIsStale, run } from '../scripts/lib.mjs';

/** [scenario (prefix), figure, budget in ms, what it means]. */
const BUDGETS = [
  ['database', 'firstHealth503Ms', 5_000, 'health says 503 after MariaDB goes'],
  ['database', 'slowestHealthDuringOutageMs', 5_000, 'slowest health answer during the outage'],
  ['database', 'slowestRequestDuringOutageMs', 5_000, 'slowest shopper request during the outage'],
  ['database', 'recoveryAfterRestartMs', 30_000, 'health 200 again after MariaDB is back'],
  ['SIGTERM under load', 'exitAfterSigtermMs', 10_000, 'drained and exited 0'],
  ['SIGTERM under load', 'exitAfterLastAnswerMs', 4_000, 'exit after the last answer (idle keep-alive closed, not waited for)'],
  ['SIGTERM with a request left open', 'exitAfterSigtermMs', 12_000, 'exit 1 at the 10 s deadline'],
];

if (!process.argv.includes('--no-build')) await buildWhatIsStale();
const timings = join(mkdtempSync(join(tmpdir(), 'dw-resilience-')), 'timings.jsonl');
writeFileSync(timings, '');
const code = await run(
  'npx',
  ['jest', '-c', join(ROOT, 'tests-system/jest.config.js'), 'database-outage', 'graceful-shutdown', '--runInBand'],
  { env: { ...process.env, DW_BENCH_TIMINGS: timings } },
);

const records = readFileSync(timings, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const rows = [];
for (const { scenario, figures } of records) {
  for (const [figure, ms] of Object.entries(figures)) {
    const budget = BUDGETS.find(([prefix, name]) => scenario.startsWith(prefix) && name === figure);
    rows.push({ scenario, figure, ms, budget: budget?.[2] ?? null, verdict: budget ? (ms <= budget[2] ? 'PASS' : 'MISS') : '-' });
  }
}
console.log('\n| scenario | figure | ms | budget ms | |\n| --- | --- | ---: | ---: | --- |');
for (const r of rows) console.log(`| ${r.scenario} | ${r.figure} | ${r.ms} | ${r.budget ?? '–'} | ${r.verdict} |`);
if (!existsSync(join(ROOT, 'bench/results'))) mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/resilience.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
if (code !== 0) console.error('\nThe system tests failed: the figures above describe a run whose behaviour was wrong.');
process.exit(code);
