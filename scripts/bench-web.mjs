// `npm run bench:web`: the storefront's initial JavaScript (gzipped) per page, and Lighthouse mobile
// scores (performance, accessibility, best practices, SEO, LCP, TBT, CLS) from Debian's Chromium.
// Initial JavaScript is config/js-budget.js's (every script the page's HTML names), whose budgets
// `npm test` holds; `allJsKbGz` adds what loads after it until the network is idle (deferred
// sections, the footer). Goals: performance ≥98, TBT ≤100 ms, LCP ≤1.5 s, CLS 0.
// Reports only; never fails on a budget (timings belong here, not in tests). Lighthouse times depend
// on the machine's load: the report carries the load average before and after.
// Lighthouse is noisy on a shared machine: each page is run `--runs N` times (default 3) and each
// figure is the median. `adminRemote` says whether any admin remote file loaded (it never should).
// The shop measured has reviews on every dress and a returning renter's cart with two lines
// (scripts/bench-web-fixture.mjs), so the stars, the reviews list, the quote and the promo-code box
// are on the pages timed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, buildWhatIsStale } from './lib.mjs';
import { cartSessionInitScript, fillCart, serveReviewedShop, storeCartSession } from './bench-web-fixture.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { initialChunks } = createRequire(import.meta.url)('../config/js-budget.js');

const RUNS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3) || 3);

/** Every script the page loads (preloaded ones included) until the network is idle, gzipped. */
async function initialJs(browser, url, sessionId) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  if (sessionId) {
    const { script, arg } = cartSessionInitScript(sessionId);
    await page.addInitScript(script, arg);
  }
  const scripts = new Map();
  const requested = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // A script whose body is gone (a redirect, a page navigated away) is not counted.
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.close();
  return {
    bytes: [...scripts.values()].reduce((a, b) => a + b, 0),
    adminLoaded: requested.some((path) => path.startsWith('/remotes/admin/')),
  };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The median of each figure over `runs` Lighthouse runs. A run that fails (Chromium's trace now and
 * then lacks its navigation start: NO_NAVSTART) is run again, twice at most; still failing, it is
 * reported instead of crashing the bench.
 */
export async function medianScores(url, runs, prepare) {
  const results = [];
  while (results.filter((r) => !r.error).length < runs && results.length < runs + 2) results.push(await lighthouseScores(url, prepare));
  const errors = results.map((r) => r.error).filter(Boolean);
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls'];
  const row = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))]));
  row.cls = row.cls === null ? null : Number(row.cls.toFixed(3));
  row.lcpRunsMs = results.map((r) => r.lcpMs ?? 'error').join('/');
  if (errors.length) row.errors = [...new Set(errors)].join('; ');
  return row;
}

/**
 * One Lighthouse run in a fresh Chromium. `prepare(port)` sets the profile up first (the stored cart
 * session); Lighthouse then keeps the origin's storage instead of clearing it.
 */
async function lighthouseScores(url, prepare) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    if (prepare) await prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(prepare),
    });
    const { categories: c, audits: a, runtimeError } = result.lhr;
    const score = (category) => (typeof category?.score === 'number' ? Math.round(category.score * 100) : undefined);
    const value = (id) => a[id]?.numericValue;
    const failed = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].find(
      (id) => typeof value(id) !== 'number',
    );
    return {
      performance: score(c.performance),
      accessibility: score(c.accessibility),
      bestPractices: score(c['best-practices']),
      seo: score(c.seo),
      lcpMs: typeof value('largest-contentful-paint') === 'number' ? Math.round(value('largest-contentful-paint')) : undefined,
      tbtMs: typeof value('total-blocking-time') === 'number' ? Math.round(value('total-blocking-time')) : undefined,
      cls: value('cumulative-layout-shift'),
      error: runtimeError?.code ?? (failed ? `${failed}: ${a[failed]?.errorMessage ?? 'no value'}` : undefined),
    };
  } finally {
    await chrome.kill();
  }
}

export async function benchWeb() {
  await buildWhatIsStale();
  const app = await serveReviewedShop();
  try {
    const products = await (await fetch(`${app.baseURL}/api/products`)).json();
    const sessionId = await fillCart(app.baseURL, products);
    // The product page is the dress with the most reviews; "cart, 2 lines" is a returning renter's cart
    // (its lines, the quote and the promo-code box), "cart" a first visit's.
    const pages = {
      home: { path: '/' },
      catalogue: { path: '/all-dresses' },
      product: { path: `/product/${products[0].slug}` },
      cart: { path: '/cart' },
      'cart, 2 lines': { path: '/cart', sessionId },
    };
    // Scripts first, in a browser closed before Lighthouse starts its own: on two cores a second,
    // idle Chromium still took CPU from the pages being timed.
    const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS.slice(1) });
    const scripts = {};
    try {
      for (const [name, { path, sessionId: id }] of Object.entries(pages))
        scripts[name] = await initialJs(browser, `${app.baseURL}${path}`, id);
    } finally {
      await browser.close();
    }
    const rows = [];
    for (const [name, { path, sessionId: id }] of Object.entries(pages)) {
      const js = scripts[name];
      const prepare = id ? (port) => storeCartSession(port, app.baseURL, id) : undefined;
      const html = await (await fetch(`${app.baseURL}${path}`)).text();
      const initial = initialChunks(html, ROOT).reduce((sum, chunk) => sum + chunk.kb, 0);
      rows.push({
        page: name,
        initialJsKbGz: Number(initial.toFixed(1)),
        allJsKbGz: Number((js.bytes / 1024).toFixed(1)),
        adminRemote: js.adminLoaded ? 'LOADED' : 'no',
        ...(await medianScores(`${app.baseURL}${path}`, RUNS, prepare)),
      });
    }
    return rows;
  } finally {
    await app.stop();
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

if (import.meta.url === `file://${process.argv[1]}`) {
  const before = load();
  const rows = await benchWeb();
  const after = load();
  console.table(rows);
  console.log(`load average (1, 5, 15 min): ${before} before, ${after} after`);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const report = { at: new Date().toISOString(), runs: RUNS, loadAverage: { before, after }, rows };
  writeFileSync(join(ROOT, 'bench/results/web.json'), `${JSON.stringify(report, null, 2)}\n`);
}
