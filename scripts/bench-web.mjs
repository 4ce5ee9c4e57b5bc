// `npm run bench:web`: the storefront's initial JavaScript (gzipped) per page, and Lighthouse mobile
// scores (performance, accessibility, best practices, SEO, LCP, TBT, CLS) from Debian's Chromium.
// Budgets (issue): ≤150 KB JS on home, performance ≥95, accessibility ≥95, LCP ≤2.0 s, CLS ≤0.05.
// Reports only; never fails on a budget (timings belong here, not in tests).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, buildWhatIsStale } from './lib.mjs';
import { serveApp } from './serve-for-bench.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function initialJs(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {}
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.close();
  return [...scripts.values()].reduce((a, b) => a + b, 0);
}

async function lighthouseScores(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const { categories: c, audits: a } = result.lhr;
    return {
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c['best-practices'].score * 100),
      seo: Math.round(c.seo.score * 100),
      lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(a['total-blocking-time'].numericValue),
      cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

export async function benchWeb() {
  await buildWhatIsStale();
  const app = await serveApp();
  try {
    const products = await (await fetch(`${app.baseURL}/api/products`)).json();
    const pages = { home: '/', catalogue: '/all-dresses', product: `/product/${products[0].slug}` };
    const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS.slice(1) });
    const rows = [];
    try {
      for (const [name, path] of Object.entries(pages)) {
        const url = `${app.baseURL}${path}`;
        const js = await initialJs(browser, url);
        rows.push({ page: name, initialJsKbGz: Number((js / 1024).toFixed(1)), ...(await lighthouseScores(url)) });
      }
    } finally {
      await browser.close();
    }
    return rows;
  } finally {
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchWeb();
  console.table(rows);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/web.json'), `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
}
