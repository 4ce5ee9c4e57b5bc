// `npm run load` (node scripts/load.mjs): holds a fixed rate of shopper traffic against the built app
// and reports latency, throughput, errors and the server's memory. Bounded: it stops by itself.
//
//   node scripts/load.mjs                       # SQLite, 200 req/s for 20 s, then a 20 s soak run
//   node scripts/load.mjs --seconds 10 --rate 100
//   node scripts/load.mjs --db mariadb          # a fresh database on MARIADB_URL (default mysql://root@127.0.0.1:3306), dropped after
//
// Traffic: GET /api/products, GET /api/products/{slug} and POST /api/cart with random session ids.
// Every answer must be the expected 200/201: anything else is counted and the script exits 1.
// Timings live here and in bench/, never in the test suites.
import { randomUUID } from 'node:crypto';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ROOT } from './lib.mjs';
import { serveApp } from './serve-for-bench.mjs';

/** Cart lines need a rental start; a month ahead is always bookable (cart writes book nothing). */
const START_DATE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    db: { type: 'string', default: 'sqlite' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log('node scripts/load.mjs [--seconds 20] [--rate 200] [--connections 10] [--db sqlite|mariadb]');
  process.exit(0);
}
const seconds = Number(args.seconds);
const rate = Number(args.rate);
const connections = Number(args.connections);
if (!(seconds > 0 && seconds <= 600) || !(rate > 0) || !(connections > 0)) {
  console.error('--seconds must be 1..600, --rate and --connections positive numbers');
  process.exit(2);
}
if (!['sqlite', 'mariadb'].includes(args.db)) {
  console.error('--db must be sqlite or mariadb');
  process.exit(2);
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return NaN;
  }
}

/** A throwaway database on the shared MariaDB, so the run never touches anyone's data. */
async function mariaDbDatabase() {
  const { default: mysql } = await import('mysql2/promise');
  const server = process.env.MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';
  const name = `dw_load_${process.pid}_${Date.now()}`;
  const conn = await mysql.createConnection(server);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return {
    url: `${server.replace(/^mysql:/, 'mariadb:').replace(/\/$/, '')}/${name}`,
    drop: async () => {
      const c = await mysql.createConnection(server);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

const EXPECTED = { list: 200, product: 200, cart: 201 };

/** One autocannon run at a fixed overall rate; each request is picked at random from the mix. */
function runLoad(baseURL, products, label) {
  const unexpected = {};
  const byKind = { list: 0, product: 0, cart: 0 };
  const pick = () => {
    const r = Math.random();
    return r < 0.4 ? 'list' : r < 0.8 ? 'product' : 'cart';
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseURL,
        connections,
        overallRate: rate,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req, context) => {
              const kind = pick();
              const product = products[Math.floor(Math.random() * products.length)];
              context.kind = kind;
              byKind[kind] += 1;
              if (kind === 'list') return { ...req, method: 'GET', path: '/api/products', headers: {}, body: undefined };
              if (kind === 'product') return { ...req, method: 'GET', path: `/api/products/${product.slug}`, headers: {}, body: undefined };
              return {
                ...req,
                method: 'POST',
                path: '/api/cart',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  sessionId: `load-${randomUUID()}`,
                  productId: product.id,
                  size: product.availableSizes[0],
                  duration: 2,
                  quantity: 1,
                  startDate: START_DATE,
                }),
              };
            },
            onResponse: (status, _body, context) => {
              if (status !== EXPECTED[context.kind]) {
                const key = `${context.kind}:${status}`;
                unexpected[key] = (unexpected[key] ?? 0) + 1;
              }
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ label, result, unexpected, byKind })),
    );
    // Ctrl-C stops the run; the server is stopped below.
    process.once('SIGINT', () => instance.stop());
  });
}

function report({ label, result, unexpected, byKind }) {
  const unexpectedCount = Object.values(unexpected).reduce((a, b) => a + b, 0);
  const line = {
    run: label,
    seconds: result.duration,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    unexpectedStatuses: unexpected,
    unexpectedCount,
    mix: byKind,
  };
  console.log(
    `${label}: ${line.requests} requests in ${line.seconds} s = ${line.reqPerSec} req/s; latency p50 ${line.latencyMs.p50} ms, p99 ${line.latencyMs.p99} ms, max ${line.latencyMs.max} ms; ` +
      `errors ${line.errors}, timeouts ${line.timeouts}, non-2xx ${line.non2xx}, unexpected statuses ${unexpectedCount ? JSON.stringify(unexpected) : 0} ` +
      `(mix: ${byKind.list} lists, ${byKind.product} product pages, ${byKind.cart} cart writes)`,
  );
  return line;
}

async function main() {
  const db = args.db === 'mariadb' ? await mariaDbDatabase() : null;
  // Rate limits off: every request comes from 127.0.0.1, and the per-address ceiling is not what is measured.
  const app = await serveApp({ RATE_LIMITS: 'off', ...(db ? { DATABASE_URL: db.url } : {}) });
  const runs = [];
  let failed;
  try {
    const products = await (await fetch(`${app.baseURL}/api/products`)).json();
    if (!Array.isArray(products) || products.length === 0) throw new Error('the catalogue is empty');
    console.log(
      `Load: ${rate} req/s over ${connections} connections for ${seconds} s, twice (run, then soak), on ${args.db}; server pid ${app.pid} at ${app.baseURL}`,
    );

    const memory = { beforeMb: rssMb(app.pid) };
    runs.push(report(await runLoad(app.baseURL, products, 'run')));
    memory.afterRunMb = rssMb(app.pid);
    runs.push(report(await runLoad(app.baseURL, products, 'soak')));
    memory.afterSoakMb = rssMb(app.pid);
    memory.soakDeltaMb = Math.round((memory.afterSoakMb - memory.afterRunMb) * 10) / 10;
    console.log(
      `Server RSS: ${memory.beforeMb} MB before, ${memory.afterRunMb} MB after the run, ${memory.afterSoakMb} MB after the soak ` +
        `(soak delta ${memory.soakDeltaMb >= 0 ? '+' : ''}${memory.soakDeltaMb} MB)`,
    );

    failed = runs.some((r) => r.errors > 0 || r.timeouts > 0 || r.unexpectedCount > 0);
    const results = { at: new Date().toISOString(), db: args.db, rate, connections, seconds, runs, memory };
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', `load-${args.db}.json`), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Written bench/results/load-${args.db}.json${failed ? ' — FAILED: errors or unexpected statuses' : ''}`);
  } finally {
    await app.stop();
    await db?.drop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
