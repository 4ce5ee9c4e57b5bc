// `npm run bench:api`: API throughput and latency (autocannon) on MariaDB and on SQLite, measured in
// the same run as two baselines the harness starts itself: bare node:http + mysql2 on the same
// database, and bare node:http answering the same bytes from memory (this machine's ceiling).
// Figures are reported as ratios to those baselines, so they mean something on a shared 2-core box.
// Reports only; never fails on a budget (timings belong here, not in tests). See bench/README.md.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';
import { BUILDS, ROOT, newestMtime, run } from './lib.mjs';
import { freePort, serveApp } from './serve-for-bench.mjs';

export const DEFAULTS = { seconds: 10, connections: 10, orderRate: 20, rounds: 3 };
/** Every scenario id, in the order they run; `--only` picks some of them. */
export const SCENARIO_IDS = ['products', 'products-br', 'product', 'cart-get', 'cart-add', 'orders', 'orders-fixed', 'orders-card'];
/** Order placement with card payments: the same fixed-rate orders on an app started with PAYMENT_PROVIDER=stripe. */
const CARD = { id: 'orders-card', server: (name) => `${name} + Stripe` };
const STRIPE_ENV = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: 'whsec_bench' };
const MARIADB_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
const JSON_HEADERS = { 'content-type': 'application/json' };
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const log = (...args) => console.error('[bench]', ...args);

// ---------------------------------------------------------------------------------------------
// Things started by the harness, stopped even when a step throws or the run is interrupted.

const cleanups = new Set();

/** Registers an async clean-up; returns a function that runs it once and unregisters it. */
export function track(cleanup) {
  let done = null;
  const once = () => {
    cleanups.delete(once);
    done ??= cleanup();
    return done;
  };
  cleanups.add(once);
  return once;
}

/** Stops every child process and drops every database the harness still holds (Ctrl-C). */
export async function cleanUpEverything() {
  for (const cleanup of [...cleanups].reverse()) await cleanup().catch((e) => log('clean-up failed:', e.message));
}

// ---------------------------------------------------------------------------------------------
// Set-up: build, databases, servers.

/** Builds contracts and the backend when their sources are newer (the web bench builds the rest). */
export async function buildApi() {
  for (const b of BUILDS.filter((x) => x.workspace === 'contracts' || x.workspace === 'backend')) {
    const out = join(ROOT, b.output);
    const newest = Math.max(...b.inputs.map((i) => newestMtime(join(ROOT, i))));
    if (existsSync(out) && newest <= statSync(out).mtimeMs) continue;
    log(`building ${b.workspace}`);
    const code = await run('npm', ['run', 'build', '--silent', '-w', b.workspace], { stdio: ['ignore', 2, 2] });
    if (code !== 0) throw new Error(`building ${b.workspace} failed (exit ${code})`);
  }
}

/** A fresh MariaDB database, dropped by the returned `drop`; null when no server answers. */
async function createDatabase() {
  let admin;
  try {
    admin = await createConnection({ uri: MARIADB_URL, connectTimeout: 3000 });
  } catch (error) {
    return { unreachable: `${MARIADB_URL}: ${error.code ?? error.message}` };
  }
  const name = `dw_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const drop = track(async () => {
    const c = await createConnection({ uri: MARIADB_URL });
    await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await c.end();
  });
  return { name, url: `mariadb://${MARIADB_URL.replace(/^\w+:\/\//, '').replace(/\/+$/, '')}/${name}`, drop };
}

/** The app (backend/dist/main.js, production, demo catalogue) with its stop tracked. */
async function startApp(env) {
  const app = await serveApp(env);
  const stop = track(app.stop);
  return { ...app, stop };
}

/**
 * The local server speaking Stripe's API that the tests use (backend/test/support/stripe-server, in
 * TypeScript), bundled by esbuild for this script, started with its stop tracked. It imports only
 * the SDK's types, so the bundle needs nothing at run time.
 */
async function startStripeServer() {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'dw-bench-stripe-'));
  const outfile = join(dir, 'stripe-server.mjs');
  let module;
  try {
    await build({
      entryPoints: [join(ROOT, 'backend/test/support/stripe-server/index.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    module = await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const server = await module.startStripeServer({ webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET });
  return { server, stop: track(() => server.stop()) };
}

/** A baseline server from bench/baselines, ready once it answers GET /api/products. */
async function startBaseline(file, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'bench/baselines', file)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (c) => (output = (output + c).slice(-8192));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = track(async () => {
    if (exited()) return;
    child.kill('SIGTERM');
    await new Promise((r) => (exited() ? r() : child.once('exit', r)));
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/products`)).ok) break;
    } catch {
      // Not listening yet: try again until the deadline.
    }
    if (exited() || Date.now() > deadline) {
      await stop();
      throw new Error(`baseline ${file} did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseURL, pid: child.pid, stop };
}

/** Resident memory of a process in MB (Linux /proc; null elsewhere). VmHWM is the peak so far. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key) => Number((Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))[1]) / 1024).toFixed(1));
    return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Baseline check: a baseline that answers different JSON would make every ratio meaningless.

function firstDifference(expected, actual) {
  if (!Array.isArray(actual)) return 'the body is not a JSON array';
  if (actual.length !== expected.length) return `${actual.length} products instead of ${expected.length}`;
  for (let i = 0; i < expected.length; i++) {
    const keysE = Object.keys(expected[i]).join(',');
    const keysA = Object.keys(actual[i]).join(',');
    if (keysE !== keysA) return `product ${i}: fields [${keysA}] instead of [${keysE}]`;
    for (const key of Object.keys(expected[i])) {
      if (!isDeepStrictEqual(expected[i][key], actual[i][key])) {
        return `product ${i} (${expected[i].slug}).${key}: ${JSON.stringify(actual[i][key])} instead of ${JSON.stringify(expected[i][key])}`;
      }
    }
  }
  return null;
}

/** Throws unless `baseURL` answers GET /api/products with the app's JSON (byte-identical or deep-equal). */
export async function verifyBaseline(name, baseURL, appBytes) {
  const res = await fetch(`${baseURL}/api/products`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`BASELINE MISMATCH: ${name} answered ${res.status}: ${bytes.toString().slice(0, 300)}`);
  if (bytes.equals(appBytes)) return { baseline: name, identicalBytes: true, deepEqual: true, bytes: bytes.length };
  const difference = firstDifference(JSON.parse(appBytes), JSON.parse(bytes));
  if (difference) throw new Error(`BASELINE MISMATCH: ${name}'s GET /api/products differs from the app's: ${difference}`);
  return { baseline: name, identicalBytes: false, deepEqual: true, bytes: bytes.length };
}

// ---------------------------------------------------------------------------------------------
// Scenarios: each `next()` returns one request; `done(status)` hears how it went.

/** 'YYYY-MM-DD' `days` after `today` (a UK date from contracts' todayInLondon). */
function addDays(today, days) {
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One cart line for a random dress, in a size it comes in, from a random day of the year ahead. */
const randomLine = (products, today) => {
  const p = pick(products);
  return {
    productId: p.id,
    size: pick(p.availableSizes),
    duration: pick([2, 4]),
    quantity: 1,
    startDate: addDays(today, 2 + Math.floor(Math.random() * 360)),
  };
};

/**
 * Orders book units (docs/decisions/0011-cancelled-status-and-buffers.md): the harness gives every size of the demo catalogue plenty of
 * units through the admin API, so the order scenarios measure writes, not sold-out refusals.
 */
export async function stockUp(server, products, units = 50) {
  const login = await fetch(`${server.baseURL}/api/admin/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ password: 'bench-admin' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (login.status !== 200 || !cookie) throw new Error(`${server.name}: admin login failed: ${login.status}`);
  for (const p of products) {
    const { name, description, brand, category, occasions, basePrice, retailPrice, imageUrls, availableSizes } = p;
    const stock = Object.fromEntries(availableSizes.map((size) => [size, units]));
    const res = await fetch(`${server.baseURL}/api/products/${p.id}`, {
      method: 'PUT',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify({ name, description, brand, category, occasions, basePrice, retailPrice, imageUrls, availableSizes, stock }),
    });
    if (res.status !== 200) throw new Error(`${server.name}: stocking ${p.slug} answered ${res.status}: ${await res.text()}`);
  }
}

/**
 * The app's scenarios over its demo catalogue. Carts made by POST /api/cart go into `carts`; each
 * order then checks out one of them (its own session and lines) under its own Idempotency-Key.
 */
export function appScenarios({ products, today, cartSession, carts, stats }) {
  let nextSlug = 0;
  const customer = {
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '07700 900123',
    deliveryAddress: '1 Savile Row, London W1S 3PR',
  };
  const order = {
    expect: 201,
    next: () => {
      let cart = carts.pop();
      if (!cart) {
        stats.ordersWithoutCart++;
        cart = { sessionId: randomUUID(), lines: [randomLine(products, today)] };
      }
      return {
        method: 'POST',
        path: '/api/orders',
        headers: { ...JSON_HEADERS, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ sessionId: cart.sessionId, order: customer, items: cart.lines }),
      };
    },
  };
  return [
    { id: 'products', label: 'GET /api/products', expect: 200, next: () => ({ path: '/api/products' }) },
    // What a browser asks for; the baselines send the plain bytes, so compare this row with the one above.
    {
      id: 'products-br',
      label: 'GET /api/products (Accept-Encoding: gzip, br)',
      expect: 200,
      next: () => ({ path: '/api/products', headers: BROWSER_ENCODINGS }),
    },
    {
      id: 'product',
      label: 'GET /api/products/{slug}',
      expect: 200,
      next: () => ({ path: `/api/products/${products[nextSlug++ % products.length].slug}` }),
    },
    { id: 'cart-get', label: 'GET /api/cart/{sessionId} (2 lines)', expect: 200, next: () => ({ path: `/api/cart/${cartSession}` }) },
    {
      id: 'cart-add',
      label: 'POST /api/cart (new session each)',
      expect: 201,
      next: () => {
        const cart = { sessionId: randomUUID(), lines: [randomLine(products, today)] };
        return {
          method: 'POST',
          path: '/api/cart',
          headers: JSON_HEADERS,
          body: JSON.stringify({ sessionId: cart.sessionId, ...cart.lines[0] }),
          done: (status) => status === 201 && carts.push(cart),
        };
      },
    },
    { id: 'orders', label: 'POST /api/orders (max rate)', ...order },
    // Warmed at its own pace (2 s, unmeasured), not at autocannon's full speed: an app that runs only
    // this scenario (--only, the card-payments app) starts as warm as one that ran the others first.
    {
      id: 'orders-fixed',
      label: `POST /api/orders at ${DEFAULTS.orderRate}/s`,
      ...order,
      rate: DEFAULTS.orderRate,
      warmup: 'paced',
    },
  ];
}

/** Sends one request of the scenario and fails loudly when it does not get the expected status. */
async function probe(baseURL, scenario) {
  const r = scenario.next();
  const res = await fetch(`${baseURL}${r.path}`, { method: r.method ?? 'GET', headers: r.headers, body: r.body });
  r.done?.(res.status);
  if (res.status !== scenario.expect) {
    throw new Error(`${scenario.label} answered ${res.status} instead of ${scenario.expect}: ${(await res.text()).slice(0, 400)}`);
  }
  await res.arrayBuffer().catch(() => {});
}

/**
 * One autocannon run of `scenario` for `seconds` (or `amount` requests). Latency percentiles come
 * from every response's own hrtime duration: autocannon's histogram keeps whole milliseconds, too
 * coarse for the in-memory ceiling. Fixed-rate scenarios go through paced() instead.
 */
export async function cannon(baseURL, scenario, { seconds, amount, connections }) {
  const request = {
    setupRequest: (req, context) => {
      const r = scenario.next();
      context.done = r.done;
      return { ...req, method: r.method ?? 'GET', path: r.path, headers: { ...req.headers, ...r.headers }, body: r.body };
    },
  };
  // Only scenarios that need the status make autocannon keep response bodies.
  if (scenario.id === 'cart-add') request.onResponse = (status, _body, context) => context.done?.(status);
  const instance = autocannon({
    url: baseURL,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    timeout: 10,
    requests: [request],
  });
  const latencies = [];
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (p) => (latencies.length ? round(latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)], 2) : null);
  return { ...result, latencyMs: { p50: at(50), p99: at(99), max: at(100) } };
}

/**
 * `rate` requests a second for `seconds`, each sent at its own moment (one every 1/rate s) over at
 * most `connections` kept-alive connections: arrivals as a steady stream of shoppers makes them.
 * (autocannon's overallRate lets every connection send its quota for a second back to back when the
 * second starts, so "20/s on 10 connections" arrived as a burst of 20 at once, and measured the queue
 * of that burst.) A latency counts from the request's due moment, so waiting for a connection counts.
 */
export async function paced(baseURL, scenario, { seconds, rate, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(seconds * rate));
  const latencies = [];
  const result = { errors: 0, timeouts: 0, non2xx: 0, statusCodeStats: {} };
  const started = performance.now();
  const one = (i) =>
    new Promise((resolve) => {
      const due = started + (i * 1000) / rate;
      setTimeout(
        () => {
          const r = scenario.next();
          const body = r.body ?? '';
          const req = http.request(
            new URL(r.path, baseURL),
            {
              method: r.method ?? 'GET',
              headers: { ...r.headers, 'content-length': Buffer.byteLength(body) },
              agent,
              timeout: 10_000,
            },
            (res) => {
              res.resume();
              res.on('end', () => {
                latencies.push(performance.now() - due);
                const code = res.statusCode;
                result.statusCodeStats[code] = { count: (result.statusCodeStats[code]?.count ?? 0) + 1 };
                if (code < 200 || code >= 300) result.non2xx++;
                r.done?.(code);
                resolve();
              });
            },
          );
          req.on('timeout', () => {
            result.timeouts++;
            req.destroy();
          });
          req.on('error', () => {
            result.errors++;
            resolve();
          });
          req.end(body);
        },
        Math.max(0, due - performance.now()),
      );
    });
  await Promise.all(Array.from({ length: total }, (_, i) => one(i)));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => (latencies.length ? round(latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)], 2) : null);
  return {
    ...result,
    duration: (performance.now() - started) / 1000,
    requests: { total: latencies.length },
    latencyMs: { p50: at(50), p99: at(99), max: at(100) },
  };
}

const round = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? null : Number(n.toFixed(digits)));

/**
 * Probe, warm up (unmeasured), let the scenario `prepare` what the measured run will consume (told
 * the warm-up's req/s), then measure `seconds`; the server's RSS is read before and after.
 */
export async function measure(server, scenario, options) {
  await probe(server.baseURL, scenario);
  let warmupRps = null;
  if (scenario.warmup === 'paced') {
    await paced(server.baseURL, scenario, {
      seconds: Math.min(2, options.seconds / 3),
      rate: scenario.rate,
      connections: options.connections,
    });
  } else if (scenario.warmup !== false) {
    const warm = await cannon(server.baseURL, scenario, { seconds: Math.min(1, options.seconds / 3), connections: options.connections });
    warmupRps = warm.requests.total / warm.duration;
  }
  await scenario.prepare?.(warmupRps);
  const before = memoryOf(server.pid);
  log(`${server.name}: ${scenario.label} for ${options.seconds} s`);
  const r = scenario.rate
    ? await paced(server.baseURL, scenario, { seconds: options.seconds, rate: scenario.rate, connections: options.connections })
    : await cannon(server.baseURL, scenario, { seconds: options.seconds, connections: options.connections });
  const after = memoryOf(server.pid);
  return {
    server: server.name,
    database: server.database,
    scenario: scenario.id,
    label: scenario.label,
    connections: options.connections,
    targetRate: scenario.rate ?? null,
    seconds: r.duration,
    requests: r.requests.total,
    rps: round(r.requests.total / r.duration),
    p50Ms: r.latencyMs.p50,
    p99Ms: r.latencyMs.p99,
    maxMs: r.latencyMs.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
    rssBeforeMb: before?.rssMb ?? null,
    rssAfterMb: after?.rssMb ?? null,
  };
}

/** Every app scenario against one running app; returns rows and the server's memory. */
async function benchApp(server, appBody, options, today, { skip = [], only = null } = {}) {
  const products = JSON.parse(appBody);
  if (!Array.isArray(products) || products.length === 0)
    throw new Error(`${server.name}: GET /api/products returned no products (is the demo catalogue seeded?)`);
  const cartSession = randomUUID();
  for (const p of products.slice(0, 2)) {
    const res = await fetch(`${server.baseURL}/api/cart`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        sessionId: cartSession,
        productId: p.id,
        size: p.availableSizes[0],
        duration: 4,
        quantity: 1,
        startDate: addDays(today, 30),
      }),
    });
    if (res.status !== 201) throw new Error(`${server.name}: could not fill the 2-line cart: ${res.status} ${await res.text()}`);
  }
  const carts = [];
  const stats = { ordersWithoutCart: 0 };
  const scenarios = appScenarios({ products, today, cartSession, carts, stats });
  const cartAdd = scenarios.find((s) => s.id === 'cart-add');
  // Set-up, not measured: enough prepared carts (POST /api/cart, as the shop does) for the orders to come.
  const prepareCarts = (expectedOrders) => async () => {
    const missing = expectedOrders() - carts.length;
    if (missing > 0)
      await cannon(server.baseURL, cartAdd, { amount: Math.max(missing, options.connections), connections: options.connections });
    stats.ordersWithoutCart = 0;
  };
  scenarios.find((s) => s.id === 'orders').prepare = (warmupRps) =>
    prepareCarts(() => Math.ceil(warmupRps * options.seconds * 1.3) + 2 * options.connections)();
  const fixed = scenarios.find((s) => s.id === 'orders-fixed');
  fixed.prepare = prepareCarts(() => Math.ceil(fixed.rate * options.seconds * 1.2) + 2 * options.connections);
  const rows = [];
  let ordersWithoutCart = 0;
  for (const scenario of scenarios) {
    if (skip.includes(scenario.id) || (only && !only.includes(scenario.id))) continue;
    rows.push(await measure(server, scenario, options));
    if (scenario.id.startsWith('orders')) ordersWithoutCart += stats.ordersWithoutCart;
  }
  return { rows, ordersWithoutCart };
}

function productsRow(server, options) {
  return measure(server, { id: 'products', label: 'GET /api/products', expect: 200, next: () => ({ path: '/api/products' }) }, options);
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/**
 * GET /api/products on each server (the in-memory ceiling, the mysql2 baseline, the app), `rounds`
 * times in alternation, each round in a rotated order. The budgets compare these figures, and a
 * shared machine's speed drifts within seconds: each ratio is taken within one round (addRatios)
 * and the rows report medians over the rounds. Returns one row per server.
 */
async function productsRounds(servers, options) {
  const rounds = new Map(servers.map((s) => [s.name, []]));
  for (let r = 0; r < options.rounds; r++) {
    for (let i = 0; i < servers.length; i++) {
      const s = servers[(i + r) % servers.length];
      rounds.get(s.name).push(await productsRow(s, options));
    }
  }
  return servers.map((s) => combineRounds(rounds.get(s.name)));
}

/** One row from a scenario's rows of several rounds: medians of the figures, sums of the counts, every round in `byRound`. */
function combineRounds(rows) {
  const sum = (key) => rows.reduce((total, row) => total + (row[key] ?? 0), 0);
  const statusCodes = {};
  for (const row of rows) for (const [code, n] of Object.entries(row.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    ...rows[0],
    rounds: rows.length,
    seconds: round(sum('seconds')),
    requests: sum('requests'),
    rps: round(median(rows.map((row) => row.rps))),
    p50Ms: round(median(rows.map((row) => row.p50Ms)), 2),
    p99Ms: round(median(rows.map((row) => row.p99Ms)), 2),
    maxMs: Math.max(...rows.map((row) => row.maxMs ?? 0)),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    statusCodes,
    rssAfterMb: rows.at(-1).rssAfterMb,
    byRound: rows.map((row) => ({ rps: row.rps, p99Ms: row.p99Ms })),
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * Order placement without and with card payments: beside the running app (`manual`, the default
 * provider) a second app on a database of its own, as fresh, started with PAYMENT_PROVIDER=stripe,
 * so each order also opens a Stripe Checkout session through the real SDK (here against the local
 * server speaking Stripe's API). The fixed-rate orders run on the two in `rounds` alternated rounds,
 * so both see the same minutes of a shared machine; the rows report medians, and the card row's
 * p99 ratio is the median of the ratios within each round (addRatios).
 */
async function orderRounds(manual, cardEnv, options, today, stripe) {
  const app = await startApp({ ...cardEnv, ...STRIPE_ENV, STRIPE_API_URL: stripe.url });
  stripe.setWebhookUrl(`${app.baseURL}/api/payments/stripe/webhook`);
  const card = { name: CARD.server(manual.server.name), database: manual.server.database, baseURL: app.baseURL, pid: app.pid };
  try {
    await stockUp(card, await (await fetch(`${app.baseURL}/api/products`)).json());
    const cardBody = Buffer.from(await (await fetch(`${app.baseURL}/api/products`)).arrayBuffer());
    const before = memoryOf(app.pid);
    const opened = () =>
      stripe.requests().filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.status < 300).length;
    const openedBefore = opened();
    const both = [
      { server: manual.server, body: manual.body, rows: [] },
      { server: card, body: cardBody, rows: [] },
    ];
    let ordersWithoutCart = 0;
    log(`${options.rounds} round(s) of orders at ${DEFAULTS.orderRate}/s alternating ${manual.server.name} and ${card.name}`);
    for (let r = 0; r < options.rounds; r++) {
      for (let i = 0; i < both.length; i++) {
        const side = both[(i + r) % both.length];
        const result = await benchApp(side.server, side.body, options, today, { only: ['orders-fixed'] });
        side.rows.push(...result.rows);
        ordersWithoutCart += result.ordersWithoutCart;
      }
    }
    const after = memoryOf(app.pid);
    const [manualRow, cardRow] = both.map((side) => combineRounds(side.rows));
    Object.assign(cardRow, { scenario: CARD.id, label: `${cardRow.label}, PAYMENT_PROVIDER=stripe` });
    return {
      rows: [manualRow, cardRow],
      ordersWithoutCart,
      memory: { server: card.name, rssBeforeMb: before?.rssMb ?? null, rssAfterMb: after?.rssMb ?? null, peakMb: after?.peakMb ?? null },
      sessionsNote: `${card.name}: ${opened() - openedBefore} Stripe Checkout sessions opened for ${cardRow.statusCodes['201'] ?? 0} orders placed in the measured runs (and the probes and warm-ups).`,
    };
  } finally {
    await app.stop();
  }
}

/**
 * Runs every API scenario and baseline once. Options: seconds per scenario, connections, build
 * (false = use the backend/dist already there), only (scenario ids; GET /api/products brings its
 * baselines), db ('mariadb', 'sqlite' or 'both'). Throws when a baseline's JSON differs from the app's.
 */
export async function benchApi(options = {}) {
  const opts = { ...DEFAULTS, build: true, only: null, db: 'both', ...options };
  if (opts.build) await buildApi();
  const { todayInLondon } = await import('@dw/contracts');
  const today = todayInLondon();
  const runs = (id) => !opts.only || opts.only.includes(id);
  const appIds = SCENARIO_IDS.filter((id) => id !== CARD.id && runs(id));
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAvgAtStart: loadavg().map((n) => round(n, 2)) },
    options: {
      seconds: opts.seconds,
      connections: opts.connections,
      orderRate: opts.orderRate,
      rounds: opts.rounds,
      only: opts.only,
      db: opts.db,
    },
    rows: [],
    memory: [],
    verification: [],
    notes: [],
  };
  const remember = (server, before) => {
    const after = memoryOf(server.pid);
    result.memory.push({
      server: server.name,
      rssBeforeMb: before?.rssMb ?? null,
      rssAfterMb: after?.rssMb ?? null,
      peakMb: after?.peakMb ?? null,
    });
  };
  const noteCarts = (name, ordersWithoutCart) => {
    if (ordersWithoutCart)
      result.notes.push(`${name}: ${ordersWithoutCart} order(s) ran out of prepared carts and checked out a session with no cart.`);
  };
  const stripe = runs(CARD.id) ? await startStripeServer() : null;
  // The manual app's fixed-rate orders run in alternation with the card app's when both are asked for.
  const manualIds = stripe ? appIds.filter((id) => id !== 'orders-fixed') : appIds;
  const cardOrders = async (manual, cardEnv) => {
    const rounds = await orderRounds(manual, cardEnv, opts, today, stripe.server);
    result.rows.push(...rounds.rows);
    result.memory.push(rounds.memory);
    result.notes.push(rounds.sessionsNote);
    noteCarts(`${manual.server.name} and ${rounds.memory.server}`, rounds.ordersWithoutCart);
  };

  try {
    let catalogue = null; // the MariaDB app's GET /api/products body, to compare SQLite's against
    const db = opts.db === 'sqlite' ? null : await createDatabase();
    if (db?.unreachable) {
      result.notes.push(`MariaDB SKIPPED: no server at ${db.unreachable} (set TEST_MARIADB_URL). No mysql2 baseline, no MariaDB figures.`);
      log(`*** ${result.notes.at(-1)} ***`);
    } else if (db) {
      try {
        if (appIds.length > 0 || stripe) {
          log(`MariaDB database ${db.name}: starting the app (migrations + demo catalogue)`);
          const app = await startApp({ DATABASE_URL: db.url });
          const server = { name: 'app (MariaDB)', database: 'mariadb', baseURL: app.baseURL, pid: app.pid };
          try {
            await stockUp(server, await (await fetch(`${app.baseURL}/api/products`)).json());
            const appBody = Buffer.from(await (await fetch(`${app.baseURL}/api/products`)).arrayBuffer());
            catalogue = appBody;
            const appBefore = memoryOf(app.pid);
            if (runs('products')) await productsAgainstBaselines(server, appBody, db, opts, result, remember);
            const { rows, ordersWithoutCart } = await benchApp(server, appBody, opts, today, { skip: ['products'], only: manualIds });
            result.rows.push(...rows);
            noteCarts(server.name, ordersWithoutCart);
            if (stripe) {
              // A database of its own, as fresh as the first one was: the card app starts from the same state.
              const cardDb = await createDatabase();
              try {
                log(`MariaDB database ${cardDb.name}: the app with PAYMENT_PROVIDER=stripe (local Stripe server at ${stripe.server.url})`);
                await cardOrders({ server, body: appBody }, { DATABASE_URL: cardDb.url });
              } finally {
                await cardDb.drop();
              }
            }
            remember(server, appBefore);
          } finally {
            await app.stop();
          }
        }
      } finally {
        await db.drop();
      }
    }

    if (opts.db !== 'mariadb') {
      if (appIds.length > 0 || stripe) {
        log('SQLite: starting the app');
        const app = await startApp({ DATABASE_URL: '' });
        const server = { name: 'app (SQLite)', database: 'sqlite', baseURL: app.baseURL, pid: app.pid };
        try {
          await stockUp(server, await (await fetch(`${app.baseURL}/api/products`)).json());
          const appBody = Buffer.from(await (await fetch(`${app.baseURL}/api/products`)).arrayBuffer());
          if (catalogue) {
            // Ids and dates differ between two seeded databases; slugs, order and fields must not.
            const shape = (body) => JSON.parse(body).map((p) => `${p.slug}|${Object.keys(p).join(',')}|${p.basePrice}`);
            if (!isDeepStrictEqual(shape(catalogue), shape(appBody)))
              result.notes.push('SQLite and MariaDB apps list different catalogues (slugs, order, fields or prices).');
          } else if (runs('products')) {
            // No MariaDB: the in-memory ceiling repeats the SQLite app's bytes instead.
            const memory = await startBaseline('memory-products.mjs', { SOURCE_URL: `${app.baseURL}/api/products` });
            try {
              result.verification.push(await verifyBaseline('in-memory', memory.baseURL, appBody));
              const s = { name: 'in-memory baseline', database: 'memory', baseURL: memory.baseURL, pid: memory.pid };
              const before = memoryOf(memory.pid);
              result.rows.push(await productsRow(s, opts));
              remember(s, before);
            } finally {
              await memory.stop();
            }
          }
          const appBefore = memoryOf(app.pid);
          const { rows, ordersWithoutCart } = await benchApp(server, appBody, opts, today, { only: manualIds });
          result.rows.push(...rows);
          noteCarts(server.name, ordersWithoutCart);
          if (stripe) {
            log('SQLite: the app with PAYMENT_PROVIDER=stripe beside it');
            await cardOrders({ server, body: appBody }, { DATABASE_URL: '' });
          }
          remember(server, appBefore);
        } finally {
          await app.stop();
        }
      }
    }
  } finally {
    await stripe?.stop();
  }

  addRatios(result.rows);
  result.machine.loadAvgAtEnd = loadavg().map((n) => round(n, 2));
  return result;
}

/**
 * GET /api/products on MariaDB against the two baselines (started here, checked to answer the
 * app's JSON) in alternated rounds; their rows and memory go into `result`.
 */
async function productsAgainstBaselines(server, appBody, db, opts, result, remember) {
  const memory = await startBaseline('memory-products.mjs', { SOURCE_URL: `${server.baseURL}/api/products` });
  const mysql2 = await startBaseline('mysql2-products.mjs', { DATABASE_URL: db.url });
  try {
    result.verification.push(await verifyBaseline('in-memory', memory.baseURL, appBody));
    result.verification.push(await verifyBaseline('mysql2', mysql2.baseURL, appBody));
    log(
      'baselines answer the same JSON as the app:',
      result.verification.map((v) => `${v.baseline} ${v.identicalBytes ? 'byte-identical' : 'deep-equal'}`).join(', '),
    );
    const baselines = [
      { name: 'in-memory baseline', database: 'memory', baseURL: memory.baseURL, pid: memory.pid, stop: memory.stop },
      { name: 'mysql2 baseline', database: 'mariadb', baseURL: mysql2.baseURL, pid: mysql2.pid, stop: mysql2.stop },
    ];
    const baselinesBefore = baselines.map((b) => memoryOf(b.pid));
    log(`GET /api/products: ${opts.rounds} round(s) alternating the in-memory ceiling, the mysql2 baseline and the app`);
    result.rows.push(...(await productsRounds([...baselines, server], opts)));
    for (const [i, b] of baselines.entries()) {
      remember(b, baselinesBefore[i]);
      await b.stop();
    }
  } finally {
    await memory.stop();
    await mysql2.stop();
  }
}

/** Each app figure as a ratio to the baselines' GET /api/products (req/s: higher is better; p99: lower). */
function addRatios(rows) {
  const mysql2 = rows.find((r) => r.server === 'mysql2 baseline');
  const memory = rows.find((r) => r.server === 'in-memory baseline');
  const ratio = (a, b) => (a === null || !b ? null : round(a / b, 2));
  // Rows measured in the same rounds as the baseline: the median of the per-round ratios.
  const inRounds = (row, base, key) =>
    row.byRound && base?.byRound?.length === row.byRound.length
      ? round(median(row.byRound.map((r, i) => (r[key] === null || !base.byRound[i][key] ? null : r[key] / base.byRound[i][key]))), 2)
      : ratio(row[key], base?.[key]);
  for (const row of rows) {
    // A fixed-rate run's req/s is the rate asked for: only its latency compares.
    row.rpsVsMysql2 = row.targetRate ? null : inRounds(row, mysql2, 'rps');
    row.rpsVsMemory = row.targetRate ? null : inRounds(row, memory, 'rps');
    row.p99VsMysql2 = inRounds(row, mysql2, 'p99Ms');
    row.p99VsMemory = inRounds(row, memory, 'p99Ms');
  }
  // Card payments: the same orders at the same rate with no payment provider to call (manual, the default).
  for (const row of rows.filter((r) => r.scenario === CARD.id)) {
    const manual = rows.find((r) => r.scenario === 'orders-fixed' && r.database === row.database);
    row.p99VsManual = inRounds(row, manual, 'p99Ms');
  }
}

// ---------------------------------------------------------------------------------------------
// Budgets and printing (shared with scripts/bench.mjs).

/** The API budgets of the performance issue; status PASS, MISS or SKIP. Never throws. */
export function apiBudgets(result) {
  const row = (server, scenario) => result.rows.find((r) => r.server === server && r.scenario === scenario);
  const reads = row('app (MariaDB)', 'products');
  const fixed = row('app (MariaDB)', 'orders-fixed');
  const skip = 'no MariaDB';
  const budget = (name, target, actual, pass, skipWhy) => ({
    section: 'API',
    budget: name,
    target,
    actual,
    status: skipWhy ? 'SKIP' : pass ? 'PASS' : 'MISS',
    ...(skipWhy ? { why: skipWhy } : {}),
  });
  const failures = fixed ? fixed.errors + fixed.non2xx : null;
  const card = row(CARD.server('app (MariaDB)'), CARD.id);
  const cardFailures = card ? card.errors + card.non2xx : null;
  // Why a row is missing: no MariaDB at all, or a scenario left out by --only / --db.
  const missing = (id) => {
    if (result.notes.some((n) => n.startsWith('MariaDB SKIPPED'))) return skip;
    return result.options.db === 'sqlite' ? 'not run: --db sqlite' : `not run: --only without ${id}`;
  };
  return [
    budget(
      'GET /api/products (MariaDB) vs mysql2 baseline req/s',
      '≥ 2.00×',
      reads ? times(reads.rpsVsMysql2) : '-',
      reads?.rpsVsMysql2 >= 2,
      reads ? null : missing('products'),
    ),
    budget(
      'GET /api/products (MariaDB) vs in-memory ceiling req/s',
      '≥ 0.35×',
      reads ? times(reads.rpsVsMemory) : '-',
      reads?.rpsVsMemory >= 0.35,
      reads ? null : missing('products'),
    ),
    budget(
      `POST /api/orders p99 at ${DEFAULTS.orderRate}/s (MariaDB), no errors`,
      '< 300 ms, 0 errors',
      fixed ? `${fixed.p99Ms} ms, ${failures} errors/non-2xx, ${fixed.rps} req/s` : '-',
      typeof fixed?.p99Ms === 'number' && fixed.p99Ms < 300 && failures === 0,
      fixed ? null : missing('orders-fixed'),
    ),
    budget(
      `POST /api/orders p99 at ${DEFAULTS.orderRate}/s (MariaDB) with PAYMENT_PROVIDER=stripe, no errors`,
      '< 300 ms, 0 errors',
      card
        ? `${card.p99Ms} ms, ${cardFailures} errors/non-2xx, ${card.rps} req/s` +
            (card.p99VsManual === null ? '' : `; ${times(card.p99VsManual)} the manual provider's p99`)
        : '-',
      typeof card?.p99Ms === 'number' && card.p99Ms < 300 && cardFailures === 0,
      card ? null : missing(CARD.id),
    ),
  ];
}

const fmt = (v) => (v === null || v === undefined ? '-' : String(v));
/** Figures align right, words left. */
const numeric = (columns, rows) => columns.map(([, get]) => rows.every((r) => /^(-|-?[\d.]+(×| ms| KB)?)$/.test(fmt(get(r)))));

/** A plain-text table with aligned columns: `columns` = [[header, row => value], ...]. */
export function textTable(columns, rows) {
  const right = numeric(columns, rows);
  const cells = [columns.map(([h]) => h), ...rows.map((r) => columns.map(([, get]) => fmt(get(r))))];
  const widths = columns.map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((v, i) => (right[i] ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** The same table in GitHub markdown, for the README. */
export function markdownTable(columns, rows) {
  const right = numeric(columns, rows);
  const esc = (v) => fmt(v).replace(/\|/g, '\\|');
  return [
    `| ${columns.map(([h]) => esc(h)).join(' | ')} |`,
    `|${right.map((r) => (r ? ' ---: ' : ' --- ')).join('|')}|`,
    ...rows.map((r) => `| ${columns.map(([, get]) => esc(get(r))).join(' | ')} |`),
  ].join('\n');
}

const times = (v) => (v === null || v === undefined ? null : `${v.toFixed(2)}×`);
export const API_COLUMNS = [
  ['server', (r) => r.server],
  ['scenario', (r) => r.label],
  ['req/s', (r) => Math.round(r.rps)],
  ['p50 ms', (r) => r.p50Ms],
  ['p99 ms', (r) => r.p99Ms],
  ['errors', (r) => r.errors],
  ['non-2xx', (r) => r.non2xx],
  ['req/s vs mysql2', (r) => times(r.rpsVsMysql2)],
  ['req/s vs memory', (r) => times(r.rpsVsMemory)],
  ['p99 vs mysql2', (r) => times(r.p99VsMysql2)],
  ['p99 vs memory', (r) => times(r.p99VsMemory)],
  ['p99 vs manual payments', (r) => times(r.p99VsManual)],
];
export const MEMORY_COLUMNS = [
  ['server', (r) => r.server],
  ['RSS before load MB', (r) => r.rssBeforeMb],
  ['RSS after load MB', (r) => r.rssAfterMb],
  ['peak RSS MB', (r) => r.peakMb],
];
export const BUDGET_COLUMNS = [
  ['section', (r) => r.section],
  ['budget', (r) => r.budget],
  ['target', (r) => r.target],
  ['measured', (r) => r.actual],
  ['result', (r) => (r.why ? `${r.status} (${r.why})` : r.status)],
];

/**
 * Parses the shared flags: --seconds N, --quick (3 s), --connections N, --rounds N, --only id,id
 * (SCENARIO_IDS), --db mariadb|sqlite|both, --no-web, --no-build.
 */
export function parseFlags(argv, { web = false } = {}) {
  const flags = {
    seconds: DEFAULTS.seconds,
    connections: DEFAULTS.connections,
    rounds: DEFAULTS.rounds,
    build: true,
    web,
    only: null,
    db: 'both',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const number = () => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${arg} needs a positive number`);
      return n;
    };
    if (arg === '--quick') flags.seconds = 3;
    else if (arg === '--seconds') flags.seconds = number();
    else if (arg === '--connections') flags.connections = Math.round(number());
    else if (arg === '--rounds') flags.rounds = Math.max(1, Math.round(number()));
    else if (arg === '--no-build') flags.build = false;
    else if (arg === '--only') {
      flags.only = (argv[++i] ?? '').split(',').filter(Boolean);
      const unknown = flags.only.filter((id) => !SCENARIO_IDS.includes(id));
      if (flags.only.length === 0 || unknown.length > 0)
        throw new Error(
          `--only takes scenario ids separated by commas, of: ${SCENARIO_IDS.join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`,
        );
    } else if (arg === '--db') {
      flags.db = argv[++i];
      if (!['mariadb', 'sqlite', 'both'].includes(flags.db)) throw new Error('--db takes mariadb, sqlite or both');
    } else if (arg === '--no-web' && web) flags.web = false;
    else
      throw new Error(
        `unknown option ${arg} (use --seconds N, --quick, --connections N, --rounds N, --only id,id, --db mariadb|sqlite|both, --no-build${web ? ', --no-web' : ''})`,
      );
  }
  return flags;
}

/** Ctrl-C: stop what the harness started and drop its database before exiting. */
export function cleanUpOnInterrupt() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`${signal}: stopping servers and dropping the bench database`);
      cleanUpEverything().finally(() => process.exit(130));
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cleanUpOnInterrupt();
  const flags = parseFlags(process.argv.slice(2));
  const result = await benchApi(flags);
  const budgets = apiBudgets(result);
  console.log(
    `\nAPI (${flags.seconds} s per scenario, ${flags.connections} connections; GET /api/products on MariaDB and the baselines: median of ${flags.rounds} alternated rounds)\n${textTable(API_COLUMNS, result.rows)}`,
  );
  console.log(`\nServer memory\n${textTable(MEMORY_COLUMNS, result.memory)}`);
  console.log(`\nBudgets\n${textTable(BUDGET_COLUMNS, budgets)}`);
  for (const note of result.notes) console.log(`\nNote: ${note}`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/api.json'), `${JSON.stringify({ ...result, budgets }, null, 2)}\n`);
}
