// `npm run bench:scale`: the shop, the catalogue and the back office at the demo's 28 dresses and
// again after a bulk load of 10,000 dresses and 200,000 orders (bench/scale/), on MariaDB and on
// SQLite. For every first page: bytes on the wire (gzip, as a browser asks), p50/p99 at 10
// connections, and the growth from small to large. Reports PASS/MISS against the budgets and never
// fails on a miss; fails (exit 1) when an endpoint answers an error status. See bench/README.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import {
  appScenarios,
  buildApi,
  cannon,
  cleanUpEverything,
  cleanUpOnInterrupt,
  markdownTable,
  measure,
  memoryOf,
  stockUp,
  textTable,
  track,
} from './bench-api.mjs';
import { ROOT } from './lib.mjs';
import { serveApp } from './serve-for-bench.mjs';

const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
const ADMIN_PASSWORD = 'bench-admin'; // what serve-for-bench.mjs gives the app
const GZIP = { 'accept-encoding': 'gzip' };
const BUDGET = { kb: 50, p50Ms: 30, p99Ms: 150, growth: 1.5, rssMb: 300, burst: 1.5 };
/** A request slower than this, or an answer bigger, is timed a few times one by one, not under load. */
const HEAVY = { ms: 2000, bytes: 5 * 1024 * 1024, runs: 3 };
const log = (...args) => console.error('[bench:scale]', ...args);
const round = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? null : Number(n.toFixed(digits)));

function parseArgs(argv) {
  const o = { dresses: 10_000, orders: 200_000, burst: 2000, db: 'both', seconds: 5, connections: 10, build: true, web: false, only: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const number = () => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0) throw new Error(`${arg} needs a number`);
      return n;
    };
    if (arg === '--dresses') o.dresses = Math.round(number());
    else if (arg === '--orders') o.orders = Math.round(number());
    else if (arg === '--burst') o.burst = Math.round(number());
    else if (arg === '--seconds') o.seconds = Math.max(1, number());
    else if (arg === '--connections') o.connections = Math.max(1, Math.round(number()));
    else if (arg === '--db') {
      o.db = argv[++i];
      if (!['mariadb', 'sqlite', 'both'].includes(o.db)) throw new Error('--db takes mariadb, sqlite or both');
    } else if (arg === '--only') {
      // Scenario ids (orders-post, catalogue…, products, product-page, orders, orders-status,
      // orders-search, summary, outbox-burst): measure just those, so one part's figures are not taken while
      // another's unfinished requests still queue.
      o.only = new Set((argv[++i] ?? '').split(',').filter(Boolean));
      if (o.only.size === 0) throw new Error('--only takes scenario ids separated by commas');
    } else if (arg === '--no-build') o.build = false;
    else if (arg === '--web') o.web = true;
    else
      throw new Error(
        `unknown option ${arg} (use --dresses N, --orders N, --burst N, --db mariadb|sqlite|both, --seconds N, --only id,id, --no-build, --web)`,
      );
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// Databases and the app.

async function createScaleDatabase() {
  let admin;
  try {
    admin = await createConnection({ uri: MARIADB_URL, connectTimeout: 3000 });
  } catch (error) {
    return { unreachable: `${MARIADB_URL}: ${error.code ?? error.message}` };
  }
  const name = `dw_bench_scale_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const drop = track(async () => {
    const c = await createConnection({ uri: MARIADB_URL });
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  });
  return { name, url: `mariadb://${MARIADB_URL.replace(/^\w+:\/\//, '').replace(/\/+$/, '')}/${name}`, drop };
}

/** The built app on `env`, keeping `dataDir` (uploads, SQLite file) between the two starts. */
async function startApp(dataDir, env) {
  const app = await serveApp({ DATA_DIR: dataDir, ...env });
  return { ...app, stop: track(app.stop) };
}

async function adminCookie(baseURL) {
  const res = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`admin login answered ${res.status}`);
  return cookie;
}

/** One request as a browser sends it: status, bytes received (compressed body), headers, time. */
function fetchRaw(baseURL, path, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(`${baseURL}${path}`, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, bytes, headers: res.headers, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// What is measured.

/**
 * The read scenarios for what this build offers. `features` says which endpoints answered;
 * `demo` are the demo dresses (their slugs and a brand exist at both sizes of the shop).
 */
function readScenarios({ features, demo, today, cookie }) {
  const date = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const brand = demo[1]?.brand ?? demo[0].brand;
  const list = [];
  if (features.catalogue) {
    const catalogue = [
      ['catalogue', ''],
      ['catalogue size=10', 'size=10'],
      ['catalogue category=evening-gown', 'category=evening-gown'],
      ['catalogue occasion=black-tie', 'occasion=black-tie'],
      [`catalogue brand=${brand}`, `brand=${encodeURIComponent(brand)}`],
      ['catalogue minPrice=40&maxPrice=80', 'minPrice=40&maxPrice=80'],
      ['catalogue sort=price-asc', 'sort=price-asc'],
      ['catalogue q=silk', 'q=silk'],
      [`catalogue availableOn=+30d&duration=4`, `availableOn=${date}&duration=4`],
    ];
    for (const [label, query] of catalogue)
      list.push({
        id: label,
        label: `GET /api/catalogue${query ? `?${query}` : ''}`,
        short: label,
        path: `/api/catalogue${query ? `?${query}` : ''}`,
      });
  }
  list.push({
    id: 'products',
    short: 'spec GET /api/products (full array)',
    label: 'GET /api/products',
    path: '/api/products',
    reference: true,
  });
  let slug = 0;
  list.push({
    id: 'product-page',
    short: 'product page HTML',
    label: 'GET /product/{slug}',
    path: () => `/product/${demo[slug++ % demo.length].slug}`,
    headers: { accept: 'text/html' },
  });
  const paged = features.ordersPaging ? 'page=1&pageSize=20' : '';
  const orders = (query) => `/api/orders${[paged, query].filter(Boolean).length ? `?${[paged, query].filter(Boolean).join('&')}` : ''}`;
  list.push({ id: 'orders', short: 'admin orders, first page', label: `GET ${orders('')}`, path: orders(''), headers: { cookie } });
  if (features.ordersPaging) {
    list.push({
      id: 'orders-status',
      short: 'admin orders status=pending',
      label: `GET ${orders('status=pending')}`,
      path: orders('status=pending'),
      headers: { cookie },
    });
    list.push({
      id: 'orders-search',
      short: 'admin orders q=lovelace',
      label: `GET ${orders('q=lovelace')}`,
      path: orders('q=lovelace'),
      headers: { cookie },
    });
  }
  if (features.summary)
    list.push({
      id: 'summary',
      short: 'dashboard summary',
      label: 'GET /api/admin/summary',
      path: '/api/admin/summary',
      headers: { cookie },
    });
  return list;
}

/** Which of the scale endpoints this build has. */
async function detectFeatures(baseURL, cookie) {
  const catalogue = await fetchRaw(baseURL, '/api/catalogue', GZIP);
  const orders = await fetchRaw(baseURL, '/api/orders?page=1&pageSize=20', { ...GZIP, cookie });
  const summary = await fetchRaw(baseURL, '/api/admin/summary', { ...GZIP, cookie });
  return {
    catalogue: catalogue.status === 200,
    ordersPaging: orders.status === 200 && orders.headers['x-total-count'] !== undefined,
    summary: summary.status === 200,
  };
}

/** One read scenario: bytes on the wire (one request), then p50/p99 under load (or one by one when heavy). */
async function measureRead(server, s, opts) {
  const path = () => (typeof s.path === 'function' ? s.path() : s.path);
  const headers = { ...GZIP, ...s.headers };
  const first = await fetchRaw(server.baseURL, path(), headers);
  const base = {
    scenario: s.id,
    short: s.short,
    label: s.label,
    reference: Boolean(s.reference),
    bytes: first.bytes,
    encoding: first.headers['content-encoding'] ?? 'identity',
  };
  if (first.status >= 400) return { ...base, status: first.status, error: `answered ${first.status}` };
  const oneByOne = async (why) => {
    // Too big to put under load on a shared machine: a few requests one by one.
    log(`${server.name}: ${s.label} ${why}: ${HEAVY.runs} requests one by one`);
    const times = [first.ms];
    for (let i = 1; i < HEAVY.runs; i++) times.push((await fetchRaw(server.baseURL, path(), headers)).ms);
    times.sort((a, b) => a - b);
    return {
      ...base,
      status: first.status,
      heavy: true,
      requests: times.length,
      p50Ms: round(times[Math.floor(times.length / 2)], 2),
      p99Ms: round(times.at(-1), 2),
      rps: null,
      errors: 0,
      non2xx: 0,
    };
  };
  if (first.ms > HEAVY.ms || first.bytes > HEAVY.bytes)
    return oneByOne(`is heavy (${round(first.bytes / 1024)} KB, ${round(first.ms)} ms)`);
  const row = await measure(server, { id: s.id, label: s.label, expect: first.status, next: () => ({ path: path(), headers }) }, opts);
  if (row.p50Ms === null) return oneByOne('had no answer within the run under load');
  return {
    ...base,
    status: first.status,
    requests: row.requests,
    rps: row.rps,
    p50Ms: row.p50Ms,
    p99Ms: row.p99Ms,
    errors: row.errors + row.timeouts,
    non2xx: row.non2xx,
  };
}

/** POST /api/orders at the fixed rate of bench:api, each order checking out a cart prepared beforehand. */
async function measureOrders(server, demo, today, opts) {
  const carts = [];
  const stats = { ordersWithoutCart: 0 };
  const scenarios = appScenarios({ products: demo, today, cartSession: randomUUID(), carts, stats });
  const cartAdd = scenarios.find((s) => s.id === 'cart-add');
  const fixed = { ...scenarios.find((s) => s.id === 'orders-fixed') };
  fixed.prepare = async () => {
    const missing = Math.ceil(fixed.rate * opts.seconds * 1.2) + 2 * opts.connections - carts.length;
    if (missing > 0) await cannon(server.baseURL, cartAdd, { amount: Math.max(missing, opts.connections), connections: opts.connections });
    stats.ordersWithoutCart = 0;
  };
  const row = await measure(server, fixed, opts);
  return {
    scenario: 'orders-post',
    short: `order placement (POST /api/orders at ${fixed.rate}/s)`,
    label: fixed.label,
    reference: false,
    write: true,
    bytes: null,
    status: 201,
    requests: row.requests,
    rps: row.rps,
    p50Ms: row.p50Ms,
    p99Ms: row.p99Ms,
    errors: row.errors + row.timeouts,
    non2xx: row.non2xx,
  };
}

/** E-mails waiting in the outbox, from the admin's list. */
async function queuedEmails(baseURL, cookie) {
  const res = await fetch(`${baseURL}/api/admin/emails?status=queued&page=1&pageSize=1`, { headers: { cookie } });
  return res.ok ? Number(res.headers.get('X-Total-Count')) : null;
}

/**
 * What a burst of orders costs the shoppers: the catalogue's first page at rest, then `burst` orders
 * placed as fast as the app takes them, then the same page again at once, while the outbox renders and
 * sends their e-mails (issue: that work used to share the event loop answering shoppers). The figure
 * is the ratio of the two p50s; the queued counts show the sender was busy during the second.
 */
async function measureOutboxBurst(server, demo, today, opts) {
  const cookie = await adminCookie(server.baseURL);
  const page = { id: 'outbox-burst', label: 'GET /api/catalogue', path: '/api/catalogue', headers: GZIP };
  const quiet = await measureRead(server, { ...page, short: 'catalogue at rest' }, opts);
  // The most units a size may have (STOCK_UNITS.max): with dates spread over a year, enough for the burst.
  await stockUp({ name: server.name, baseURL: server.baseURL }, demo);
  const carts = [];
  const scenarios = appScenarios({ products: demo, today, cartSession: randomUUID(), carts, stats: { ordersWithoutCart: 0 } });
  await cannon(
    server.baseURL,
    scenarios.find((s) => s.id === 'cart-add'),
    { amount: opts.burst, connections: opts.connections },
  );
  const placed = await cannon(
    server.baseURL,
    scenarios.find((s) => s.id === 'orders'),
    { amount: opts.burst, connections: opts.connections },
  );
  const queuedBefore = await queuedEmails(server.baseURL, cookie);
  const during = await measureRead(server, { ...page, short: 'catalogue during the burst' }, opts);
  const queuedAfter = await queuedEmails(server.baseURL, cookie);
  return {
    orders: placed['2xx'],
    queuedBefore,
    queuedAfter,
    quiet: { p50Ms: quiet.p50Ms, p99Ms: quiet.p99Ms },
    during: { p50Ms: during.p50Ms, p99Ms: during.p99Ms },
    p50Ratio: ratio(during.p50Ms, quiet.p50Ms),
    p99Ratio: ratio(during.p99Ms, quiet.p99Ms),
  };
}

/** Every figure of one running app. */
async function measureApp(server, demo, today, opts) {
  const cookie = await adminCookie(server.baseURL);
  const features = await detectFeatures(server.baseURL, cookie);
  log(
    `${server.name}: endpoints found: ${Object.entries(features)
      .map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`)
      .join(', ')}`,
  );
  // Orders first: at the demo's size they are then the admin list's only rows.
  const wanted = (id) => !opts.only || opts.only.has(id);
  const rows = wanted('orders-post') ? [await measureOrders(server, demo, today, opts)] : [];
  for (const s of readScenarios({ features, demo, today, cookie })) if (wanted(s.id)) rows.push(await measureRead(server, s, opts));
  const memory = memoryOf(server.pid);
  return { features, rows, rssMb: memory?.rssMb ?? null, peakRssMb: memory?.peakMb ?? null };
}

// ---------------------------------------------------------------------------------------------
// One database: small figures, bulk load, large figures.

async function benchDatabase(kind, opts, today) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-bench-scale-'));
  const removeDir = track(async () => rmSync(dataDir, { recursive: true, force: true }));
  let db = null;
  try {
    let env = { DATABASE_URL: '' };
    if (kind === 'mariadb') {
      db = await createScaleDatabase();
      if (db.unreachable) return { database: kind, skipped: `no MariaDB at ${db.unreachable} (set TEST_MARIADB_URL)` };
      env = { DATABASE_URL: db.url };
      log(`MariaDB database ${db.name}`);
    }
    const name = kind === 'mariadb' ? 'MariaDB' : 'SQLite';
    log(`${name}: starting the app (migrations + the demo catalogue)`);
    let app = await startApp(dataDir, env);
    let small;
    let demo;
    try {
      demo = await (await fetch(`${app.baseURL}/api/products`)).json();
      // Enough units of every demo size that order placement measures writes, not sold-out refusals.
      await stockUp({ name, baseURL: app.baseURL }, demo);
      small = await measureApp(
        { name: `${name} ${demo.length} dresses`, database: kind, baseURL: app.baseURL, pid: app.pid },
        demo,
        today,
        opts,
      );
    } finally {
      await app.stop();
    }
    log(`${name}: bulk load of ${opts.dresses} dresses and ${opts.orders} orders`);
    const loadOptions = { dresses: opts.dresses, orders: opts.orders, images: demo.map((p) => p.imageUrls), today, nowMs: Date.now(), log };
    // Imported once the build has run: the loaders use the built contracts.
    const load =
      kind === 'mariadb'
        ? await (await import('../bench/scale/load-mariadb.mjs')).loadMariadb(db.url, loadOptions)
        : await (await import('../bench/scale/load-sqlite.mjs')).loadSqlite(join(dataDir, 'marketplace.sqlite'), loadOptions);
    log(
      `${name}: loaded in ${load.seconds} s: ${Object.entries(load.rows)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ')}`,
    );
    app = await startApp(dataDir, env);
    let large;
    let web = null;
    try {
      const total = opts.dresses + demo.length;
      const server = { name: `${name} ${total} dresses`, database: kind, baseURL: app.baseURL, pid: app.pid };
      large = await measureApp(server, demo, today, opts);
      if (opts.burst > 0 && (!opts.only || opts.only.has('outbox-burst'))) {
        log(`${name}: ${opts.burst} orders at once, then the catalogue while their e-mails go out`);
        large.burst = await measureOutboxBurst(server, demo, today, opts);
      }
      if (opts.web && kind === opts.webDb) {
        // A browser that fails to measure must not throw away the API figures already taken.
        web = await measureWeb(app.baseURL).catch((error) => ({ error: error.message }));
      }
    } finally {
      await app.stop();
    }
    return { database: kind, name, small, large, load, web, dressesSmall: demo.length, dressesLarge: opts.dresses + demo.length };
  } finally {
    await db?.drop?.();
    await removeDir();
  }
}

/** Lighthouse mobile performance and the DOM size of /all-dresses on the loaded shop. */
async function measureWeb(baseURL) {
  const { medianScores } = await import('./bench-web.mjs');
  const { chromium } = await import('playwright-core');
  const url = `${baseURL}/all-dresses`;
  log(`Lighthouse (mobile) and DOM nodes of ${url}`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox'],
  });
  let domNodes;
  let shown;
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    domNodes = await page.locator('*').count();
    shown = /Showing[^.\n]*/.exec(await page.innerText('body'))?.[0] ?? null;
  } finally {
    await browser.close();
  }
  const scores = await medianScores(url, 1);
  return { page: '/all-dresses', domNodes, shown, ...scores };
}

// ---------------------------------------------------------------------------------------------
// Report.

const kb = (bytes) => (bytes === null || bytes === undefined ? null : round(bytes / 1024, 1));
const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? round(a / b, 2) : null);

/** The small and large rows of one database side by side, with growth and the budget verdicts. */
function combine(result) {
  const rows = [];
  for (const large of result.large.rows) {
    const small = result.small.rows.find((r) => r.scenario === large.scenario) ?? null;
    const checks = [];
    if (!large.reference) {
      if (large.bytes !== null) checks.push(['KB', kb(large.bytes) <= BUDGET.kb]);
      checks.push(['p50', large.p50Ms !== null && large.p50Ms <= BUDGET.p50Ms]);
      checks.push(['p99', large.p99Ms !== null && large.p99Ms <= BUDGET.p99Ms]);
      const growth = ratio(large.p50Ms, small?.p50Ms);
      if (growth !== null) checks.push(['growth', growth <= BUDGET.growth]);
    }
    const misses = checks.filter(([, ok]) => !ok).map(([k]) => k);
    rows.push({
      scenario: large.short,
      label: large.label,
      reference: large.reference,
      heavy: Boolean(large.heavy || small?.heavy),
      kbSmall: kb(small?.bytes),
      kbLarge: kb(large.bytes),
      p50Small: small?.p50Ms ?? null,
      p50Large: large.p50Ms ?? null,
      p99Small: small?.p99Ms ?? null,
      p99Large: large.p99Ms ?? null,
      bytesGrowth: ratio(large.bytes, small?.bytes),
      p50Growth: ratio(large.p50Ms, small?.p50Ms),
      p99Growth: ratio(large.p99Ms, small?.p99Ms),
      failures: (large.errors ?? 0) + (large.non2xx ?? 0) + (small?.errors ?? 0) + (small?.non2xx ?? 0),
      error: large.error ?? small?.error ?? null,
      verdict:
        large.error || small?.error ? 'ERROR' : large.reference ? 'reference' : misses.length ? `MISS (${misses.join(', ')})` : 'PASS',
    });
  }
  rows.push({
    scenario: 'backend RSS after the run (MB)',
    kbSmall: null,
    kbLarge: null,
    p50Small: result.small.rssMb,
    p50Large: result.large.rssMb,
    p50Growth: ratio(result.large.rssMb, result.small.rssMb),
    verdict: result.large.rssMb !== null && result.large.rssMb <= BUDGET.rssMb ? 'PASS' : 'MISS',
    failures: 0,
  });
  rows.push({
    scenario: 'backend RSS peak (MB)',
    kbSmall: null,
    kbLarge: null,
    p50Small: result.small.peakRssMb,
    p50Large: result.large.peakRssMb,
    p50Growth: ratio(result.large.peakRssMb, result.small.peakRssMb),
    verdict: result.large.peakRssMb !== null && result.large.peakRssMb <= BUDGET.rssMb ? 'PASS' : 'MISS',
    failures: 0,
  });
  return rows;
}

const times = (v) => (v === null || v === undefined ? null : `${v.toFixed(2)}×`);
function columns(small, large) {
  return [
    ['scenario', (r) => `${r.scenario}${r.heavy ? ' *' : ''}`],
    [`KB ${small}`, (r) => r.kbSmall],
    [`KB ${large}`, (r) => r.kbLarge],
    [`p50 ms ${small}`, (r) => r.p50Small],
    [`p50 ms ${large}`, (r) => r.p50Large],
    [`p99 ms ${small}`, (r) => r.p99Small],
    [`p99 ms ${large}`, (r) => r.p99Large],
    ['bytes ×', (r) => times(r.bytesGrowth)],
    ['p50 ×', (r) => times(r.p50Growth)],
    ['p99 ×', (r) => times(r.p99Growth)],
    ['result', (r) => r.verdict],
  ];
}

// ---------------------------------------------------------------------------------------------

function writeResults(result) {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/scale.json'), `${JSON.stringify(result, null, 2)}\n`);
}

cleanUpOnInterrupt();
const opts = parseArgs(process.argv.slice(2));
opts.webDb = opts.db === 'mariadb' ? 'mariadb' : 'sqlite';
if (opts.build) await buildApi();
if (opts.web) {
  const { buildWhatIsStale } = await import('./lib.mjs');
  await buildWhatIsStale();
}
const { todayInLondon } = await import('@dw/contracts');
const today = todayInLondon();
const result = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version, loadAvgAtStart: loadavg().map((n) => round(n, 2)) },
  options: { dresses: opts.dresses, orders: opts.orders, seconds: opts.seconds, connections: opts.connections, db: opts.db, web: opts.web },
  budgets: BUDGET,
  databases: [],
};
let failed = false;
try {
  for (const kind of opts.db === 'both' ? ['mariadb', 'sqlite'] : [opts.db]) {
    const r = await benchDatabase(kind, opts, today);
    if (r.skipped) {
      log(`*** ${kind} SKIPPED: ${r.skipped} ***`);
      result.databases.push(r);
      continue;
    }
    r.table = combine(r);
    result.databases.push(r);
    // Each database's figures are kept as soon as they exist, should a later step hang or be stopped.
    writeResults(result);
  }
} catch (error) {
  await cleanUpEverything();
  throw error;
}
result.machine.loadAvgAtEnd = loadavg().map((n) => round(n, 2));

const markdown = [];
for (const r of result.databases) {
  if (r.skipped) {
    console.log(`\n${r.database}: SKIPPED (${r.skipped})`);
    continue;
  }
  const cols = columns(r.dressesSmall, r.dressesLarge);
  const title = `${r.name}: ${r.dressesSmall} → ${r.dressesLarge} dresses, ${r.load.rows.orders ?? 0} orders (bulk load ${r.load.seconds} s)`;
  console.log(`\n${title}\n${textTable(cols, r.table)}`);
  markdown.push(`**${title}**\n\n${markdownTable(cols, r.table)}`);
  const missing = Object.entries(r.large.features)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) console.log(`Not in this build (not measured): ${missing.join(', ')}`);
  for (const row of r.table) {
    if (row.error || row.failures) {
      failed = true;
      console.log(`ERROR: ${row.label ?? row.scenario}: ${row.error ?? `${row.failures} errors or non-2xx answers under load`}`);
    }
  }
  const b = r.large.burst;
  if (b) {
    const verdict = b.p50Ratio !== null && b.p50Ratio <= BUDGET.burst ? 'PASS' : 'MISS';
    console.log(
      `\nOutbox burst: ${b.orders} orders placed at once; the catalogue's first page p50 ${b.quiet.p50Ms} → ${b.during.p50Ms} ms ` +
        `(${b.p50Ratio}×, ${verdict} ≤ ${BUDGET.burst}×), p99 ${b.quiet.p99Ms} → ${b.during.p99Ms} ms (${b.p99Ratio}×); ` +
        `e-mails queued ${b.queuedBefore} before the reads, ${b.queuedAfter} after`,
    );
  }
  if (r.web?.error) console.log(`\n/all-dresses: not measured (${r.web.error})`);
  else if (r.web) {
    console.log(
      `\n/all-dresses at ${r.dressesLarge} dresses: ${r.web.domNodes} DOM nodes (${r.web.domNodes < 3000 ? 'PASS' : 'MISS'} < 3,000), Lighthouse mobile performance ${r.web.performance} (${r.web.performance >= 95 ? 'PASS' : 'MISS'} ≥ 95), LCP ${r.web.lcpMs} ms; "${r.web.shown}"`,
    );
  }
}
console.log(
  `\nBudgets: every first page ≤ ${BUDGET.kb} KB on the wire (gzip), p50 ≤ ${BUDGET.p50Ms} ms, p99 ≤ ${BUDGET.p99Ms} ms, p50 growth ≤ ${BUDGET.growth}×, RSS ≤ ${BUDGET.rssMb} MB.` +
    ` ${opts.connections} connections, ${opts.seconds} s per scenario. * = too heavy for load: ${HEAVY.runs} requests one by one (p99 column = slowest).` +
    `\nLoad average at start ${result.machine.loadAvgAtStart.join(' / ')}, at end ${result.machine.loadAvgAtEnd.join(' / ')} (${result.machine.cpus} CPUs).`,
);
console.log(`\nMarkdown:\n\n${markdown.join('\n\n')}`);
writeResults({ ...result, failed });
process.exit(failed ? 1 : 0);
