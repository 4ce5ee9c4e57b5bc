// The shop `npm run bench:web` measures: the demo catalogue with verified reviews on every dress (so
// the cards carry their stars and the product page its reviews list), and a cart with lines in it
// (so the cart page draws its quote and promo-code box), the state a returning renter sees.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib.mjs';
import { serveApp } from './serve-for-bench.mjs';

const { CART_SESSION_STORAGE_KEY, cartSessionCookie, todayInLondon } = await import('@dw/contracts');

const REVIEW_TEXTS = [
  'Wore it to my sister’s wedding and had compliments all evening. Arrived pressed and beautifully packed.',
  'The colour is even richer in person. Fitted like it was made for me, and returning it was easy.',
  'Perfect for a black-tie ball: elegant, comfortable enough to dance in, and the backup size took the worry away.',
  'Lovely fabric and a flattering cut. I would size down if you are between sizes.',
  'Stunning dress, though a little long for me in flats; with heels it was perfect.',
];
const AUTHORS = ['Ada L.', 'Priya S.', 'Grace O.', 'Sophie W.', 'Hannah K.', 'Leila M.', 'Chloe B.'];
const FITS = ['true-to-size', 'true-to-size', 'runs-small', 'true-to-size', 'runs-large'];

/**
 * Writes `count(i)` reviews for the i-th dress straight into the stopped app's SQLite file, with the
 * product's rating totals beside them (what the reviews service keeps in one transaction). A real review
 * needs an order rented and returned; the pages only read the reviews and the totals.
 */
function writeReviews(databaseFile, slugs, count) {
  const Database = createRequire(join(ROOT, 'backend/package.json'))('better-sqlite3');
  const db = new Database(databaseFile);
  try {
    const product = db.prepare('SELECT id, name FROM products WHERE slug = ?');
    const insert = db.prepare(
      'INSERT INTO reviews (id, productId, orderId, orderItemId, productName, rating, fit, text, photoUrl, author, hidden, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, ?)',
    );
    const totals = db.prepare(
      'UPDATE products SET ratingCount = ?, ratingSum = ?, fitRunsSmall = ?, fitTrueToSize = ?, fitRunsLarge = ? WHERE id = ?',
    );
    db.transaction(() => {
      slugs.forEach((slug, i) => {
        const { id, name } = product.get(slug);
        const fit = { 'runs-small': 0, 'true-to-size': 0, 'runs-large': 0 };
        let sum = 0;
        for (let n = 0; n < count(i); n++) {
          const rating = n % 4 === 3 ? 4 : 5;
          const reviewFit = FITS[(i + n) % FITS.length];
          const written = new Date(Date.now() - (n + 1) * 3 * 86_400_000).toISOString().replace('T', ' ').replace('Z', '');
          insert.run(
            randomUUID(),
            id,
            randomUUID(),
            randomUUID(),
            name,
            rating,
            reviewFit,
            REVIEW_TEXTS[(i + n) % REVIEW_TEXTS.length],
            AUTHORS[(i + n) % AUTHORS.length],
            written,
          );
          sum += rating;
          fit[reviewFit] += 1;
        }
        totals.run(count(i), sum, fit['runs-small'], fit['true-to-size'], fit['runs-large'], id);
      });
    })();
  } finally {
    db.close();
  }
}

/**
 * The built app on SQLite, seeded, stopped, given reviews (12 on the first dress of the catalogue's
 * order, so its page has a "Show more", and 2-8 on every other) and started again on the same data.
 */
export async function serveReviewedShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-bench-web-'));
  const seeding = await serveApp({ DATA_DIR: dataDir });
  let slugs;
  try {
    slugs = (await (await fetch(`${seeding.baseURL}/api/products`)).json()).map((p) => p.slug);
  } finally {
    await seeding.stop();
  }
  writeReviews(join(dataDir, 'marketplace.sqlite'), slugs, (i) => (i === 0 ? 12 : 2 + ((i * 5) % 7)));
  const app = await serveApp({ DATA_DIR: dataDir });
  return {
    ...app,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new cart session with two dated lines (one with a free backup size); returns its id. */
export async function fillCart(baseURL, products) {
  const sessionId = randomUUID();
  const start = new Date(`${todayInLondon()}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 21);
  const startDate = start.toISOString().slice(0, 10);
  const lines = [
    { product: products[0], duration: 4, backup: true },
    { product: products[1], duration: 2, backup: false },
  ];
  for (const { product, duration, backup } of lines) {
    const [size, backupSize] = product.availableSizes;
    const res = await fetch(`${baseURL}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId,
        productId: product.id,
        size,
        duration,
        quantity: 1,
        startDate,
        ...(backup && backupSize ? { backupSize } : {}),
      }),
    });
    if (!res.ok) throw new Error(`adding ${product.slug} to the bench's cart: ${res.status} ${await res.text()}`);
  }
  return sessionId;
}

/**
 * Stores the cart session as the shop does when a renter adds a dress (local storage, and the cookie
 * the cart page's request carries), in the Chromium on `port`, from a page that loads none of the
 * shop's files (its HTTP cache stays cold).
 */
export async function storeCartSession(port, baseURL, sessionId) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseURL}/api/health`);
    await page.evaluate(storeSession, [CART_SESSION_STORAGE_KEY, sessionId, cartSessionCookie(sessionId, false)]);
    await page.close();
  } finally {
    await browser.close();
  }
}

function storeSession([key, id, cookie]) {
  globalThis.localStorage.setItem(key, id);
  globalThis.document.cookie = cookie;
}

/** For Playwright pages: the same stored session before any of the page's scripts run. */
export function cartSessionInitScript(sessionId) {
  return { script: storeSession, arg: [CART_SESSION_STORAGE_KEY, sessionId, cartSessionCookie(sessionId, false)] };
}
