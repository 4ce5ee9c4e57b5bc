// `npm run bench`: the whole benchmark in one run. API scenarios on MariaDB and SQLite against
// baselines started in the same run (scripts/bench-api.mjs), then the storefront's initial JS and
// Lighthouse scores (scripts/bench-web.mjs) unless --no-web. Prints a table per section, PASS/MISS
// per budget and a markdown summary for the README; writes bench/results/latest.json.
// Never exits non-zero for a missed budget (timings belong here, not in tests); it does for a
// baseline whose JSON differs from the app's, since then no ratio means anything.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';
import {
  API_COLUMNS,
  BUDGET_COLUMNS,
  MEMORY_COLUMNS,
  apiBudgets,
  benchApi,
  cleanUpOnInterrupt,
  markdownTable,
  parseFlags,
  textTable,
} from './bench-api.mjs';

const WEB_PAGES = ['home', 'catalogue', 'product', 'cart', 'cart, 2 lines'];
/** A returning renter's cart is the same page as a first visit's: the same initial JavaScript. */
const JS_BUDGET_OF = { 'cart, 2 lines': 'cart' };
const { PAGE_BUDGETS_KB } = createRequire(import.meta.url)('../config/js-budget.js');

const WEB_COLUMNS = [
  ['page', (r) => r.page],
  ['initial JS KB gz', (r) => r.initialJsKbGz],
  ['all JS KB gz', (r) => r.allJsKbGz],
  ['performance', (r) => r.performance],
  ['accessibility', (r) => r.accessibility],
  ['best practices', (r) => r.bestPractices],
  ['SEO', (r) => r.seo],
  ['LCP ms', (r) => r.lcpMs],
  ['TBT ms', (r) => r.tbtMs],
  ['CLS', (r) => r.cls],
  ['Lighthouse errors', (r) => r.errors],
];

/** The storefront budgets of the performance issue; SKIP when the web bench did not run. */
export function webBudgets(rows, skipWhy) {
  const page = (name) => rows?.find((r) => r.page === name);
  const budget = (name, target, actual, pass) => ({
    section: 'Storefront',
    budget: name,
    target,
    actual: skipWhy ? '-' : actual,
    status: skipWhy ? 'SKIP' : pass ? 'PASS' : 'MISS',
    ...(skipWhy ? { why: skipWhy } : {}),
  });
  // A figure Lighthouse could not produce (null) is a MISS, never a pass by `null <= n`.
  const figure = (name, key, unit = '') => {
    const value = page(name)?.[key];
    return typeof value === 'number'
      ? { value, text: `${value}${unit}` }
      : { value: null, text: `no figure (${page(name)?.errors ?? 'not measured'})` };
  };
  const check = (name, key, unit, pass) => {
    const f = figure(name, key, unit);
    return [f.text, f.value !== null && pass(f.value)];
  };
  return [
    ...WEB_PAGES.map((name) => {
      const limit = PAGE_BUDGETS_KB[JS_BUDGET_OF[name] ?? name].kb;
      return budget(`initial JS on ${name}`, `≤ ${limit} KB gz`, ...check(name, 'initialJsKbGz', ' KB', (v) => v <= limit));
    }),
    ...WEB_PAGES.map((name) => budget(`Lighthouse performance, ${name}`, '≥ 98', ...check(name, 'performance', '', (v) => v >= 98))),
    ...WEB_PAGES.map((name) => budget(`TBT, ${name}`, '≤ 100 ms', ...check(name, 'tbtMs', ' ms', (v) => v <= 100))),
    ...WEB_PAGES.map((name) => budget(`LCP, ${name}`, '≤ 1.5 s', ...check(name, 'lcpMs', ' ms', (v) => v <= 1500))),
    ...WEB_PAGES.map((name) => budget(`CLS, ${name}`, '0', ...check(name, 'cls', '', (v) => v === 0))),
  ];
}

function markdownSummary(report) {
  const { api, web, budgets } = report;
  const m = api.machine;
  const lines = [
    `### Benchmark, ${report.at.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${m.cpus} cores, Node ${m.node}, load average ${m.loadAvgAtStart[0]} at start and ${m.loadAvgAtEnd[0]} at end; ` +
      `autocannon, ${api.options.connections} connections, ${api.options.seconds} s per scenario after a warm-up; ` +
      `GET /api/products on MariaDB and the baselines: median of ${api.options.rounds ?? 1} alternated round(s). ` +
      'Ratios are to baselines measured in the same run: bare node:http + mysql2 on the same MariaDB database, ' +
      'and bare node:http answering the same bytes from memory (req/s: higher is better; p99: lower is better).',
    '',
    markdownTable(API_COLUMNS, api.rows),
    '',
    markdownTable(MEMORY_COLUMNS, api.memory),
    '',
  ];
  if (web) lines.push(markdownTable(WEB_COLUMNS, web), '');
  lines.push(markdownTable(BUDGET_COLUMNS, budgets));
  for (const note of api.notes) lines.push('', `Note: ${note}`);
  return lines.join('\n');
}

async function main() {
  cleanUpOnInterrupt();
  const flags = parseFlags(process.argv.slice(2), { web: true });
  const at = new Date().toISOString();
  const api = await benchApi(flags);

  let web = null;
  let webSkip = flags.web ? null : '--no-web';
  if (flags.web) {
    console.error('[bench] storefront: initial JS and Lighthouse (scripts/bench-web.mjs)');
    const { benchWeb } = await import('./bench-web.mjs');
    try {
      web = await benchWeb();
    } catch (error) {
      webSkip = `web bench failed: ${error.message.split('\n')[0]}`;
      console.error(`[bench] ${webSkip}`);
    }
  }

  const budgets = [...apiBudgets(api), ...webBudgets(web, webSkip)];
  const report = { at, flags, api, web, budgets };

  console.log(`\nAPI (${flags.seconds} s per scenario, ${flags.connections} connections)\n${textTable(API_COLUMNS, api.rows)}`);
  console.log(`\nServer memory (VmRSS from /proc)\n${textTable(MEMORY_COLUMNS, api.memory)}`);
  if (web) console.log(`\nStorefront (mobile Lighthouse, Debian Chromium)\n${textTable(WEB_COLUMNS, web)}`);
  console.log(`\nBudgets\n${textTable(BUDGET_COLUMNS, budgets)}`);
  for (const note of api.notes) console.log(`\nNote: ${note}`);
  console.log(`\n--- markdown summary (paste into README) ---\n\n${markdownSummary(report)}\n`);

  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.error('[bench] wrote bench/results/latest.json');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
