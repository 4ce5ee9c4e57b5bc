/**
 * Every shop screen, as a renter meets it on a phone (390 px) and a desktop (1440 px), goes through
 * the layout audit (e2e/support/layout-audit.ts): no sideways scrolling, no control hidden under
 * another element, no axe violation. Screens with state are reached the way a renter reaches them:
 * the catalogue with a category, a size and a date chosen, the product with its size chosen, the cart
 * with a dress in it and with the checkout's errors showing, the order page from the e-mailed link,
 * a mistyped order link, and the menu drawer open. Pictures go to e2e/artifacts/layout/shop-*.png.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { type OrderView, type ProductView, addDays, todayInLondon } from '../../contracts/src/index';
import { auditLayout } from '../support/layout-audit';
import {
  apiClient,
  describeWithBrowser,
  launchBrowser,
  newPage,
  recipients,
  startApp,
  startSmtp,
  VIEWPORTS,
  type ParsedMail,
  type RunningApp,
  waitUntil,
} from '../support';

const PUBLIC_URL = 'https://shop.example.co.uk';
const RENTER = { name: 'Imogen Ashcroft', email: 'imogen.ashcroft@example.co.uk' };

describeWithBrowser('layout of the shop', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let products: ProductView[];
  /** The order page's path from the delivered confirmation e-mail. */
  let orderPath: string;
  const pages: Page[] = [];

  /** Opens a path and waits for the scripts (the site's footer comes with them). */
  const openLive = async (page: Page, path: string) => {
    await page.goto(path);
    await page.getByRole('contentinfo').waitFor();
  };

  const api = apiClient(() => app.baseURL);

  async function confirmationLink(): Promise<string> {
    const mail: ParsedMail = await waitUntil(
      `the confirmation to reach ${RENTER.email}`,
      () => smtp.inbox.find((m) => recipients(m).includes(RENTER.email)),
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    const href = [...String(mail.html || '').matchAll(/href="([^"]+)"/g)]
      .map((m) => m[1].replace(/&amp;/g, '&'))
      .find((h) => h.startsWith(`${PUBLIC_URL}/orders/`));
    if (!href) throw new Error('The confirmation has no order link');
    return href.slice(PUBLIC_URL.length);
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_SENDER: 'on', MAIL_POLL_MS: '250', PUBLIC_URL } });
    browser = await launchBrowser();
    products = await api<ProductView[]>('GET', '/api/products');
    const [product] = products;
    const sessionId = randomUUID();
    const item = {
      productId: product.id,
      size: product.availableSizes[0],
      duration: 2,
      quantity: 1,
      startDate: addDays(todayInLondon(), 21),
    };
    await api('POST', '/api/cart', { sessionId, ...item });
    await api<OrderView>(
      'POST',
      '/api/orders',
      {
        sessionId,
        order: {
          customerName: RENTER.name,
          customerEmail: RENTER.email,
          customerPhone: '07700 900789',
          deliveryAddress: '7 Royal Crescent, Bath BA1 2LR',
        },
        items: [item],
      },
      { 'Idempotency-Key': randomUUID() },
    );
    orderPath = await confirmationLink();
  });

  afterAll(async () => {
    await Promise.all(pages.map((page) => page.context().close()));
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    describe(device, () => {
      let page: Page;
      const audit = (name: string) => auditLayout(page, `shop-${name}-${device}`);
      const visit = async (name: string, path: string) => {
        await openLive(page, path);
        await page.locator('main h1').first().waitFor();
        await audit(name);
      };
      const dress = () => products.find((p) => p.availableSizes.includes('10')) ?? products[0];
      const size = () => (dress().availableSizes.includes('10') ? '10' : dress().availableSizes[0]);

      beforeAll(async () => {
        page = await newPage(browser, { viewport, baseURL: app.baseURL });
        pages.push(page);
      });

      it('home', () => visit('home', '/'));

      it('catalogue with a category, a size and a date chosen', async () => {
        await openLive(page, '/all-dresses');
        await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Evening Gown' }).click();
        await page.getByLabel('Size', { exact: true }).selectOption(size());
        await page.getByLabel('Available on').fill(addDays(todayInLondon(), 30));
        await page.waitForURL(/availableOn=/);
        await page
          .getByRole('status')
          .filter({ hasText: /^Showing \d+ of \d+ dress/ })
          .waitFor();
        await audit('catalogue-filtered');
      });

      it('product with its size chosen, carried from the catalogue with the date', async () => {
        // The filtered catalogue's first card leads to its dress with the size and date already chosen.
        const card = page.getByRole('list', { name: 'Dresses' }).getByRole('link').first();
        const name = (await card.textContent()) as string;
        await card.click();
        await page.waitForURL(new RegExp(`/product/[^?]+\\?size=${size()}&date=\\d{4}-\\d{2}-\\d{2}$`));
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.waitForFunction(
          (label) => document.querySelector(`button[aria-label="${label}"]`)?.getAttribute('aria-pressed') === 'true',
          `${size()} UK`,
        );
        // With a size chosen the free backup size is offered (its own chunk: audited once it is there).
        await page.getByLabel('Add a free backup size').waitFor();
        await audit('product-size-chosen');
      });

      it('cart with a dress, then with the checkout errors showing', async () => {
        const calendar = page.getByRole('group', { name: 'Event date', exact: true });
        const free = calendar.locator('button[data-day]:not([aria-disabled])');
        for (let i = 0; i < 12 && (await free.count()) === 0; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
        await free.first().click();
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await page.getByTestId('cart-badge').waitFor();
        await openLive(page, '/cart');
        await page.getByRole('region', { name: 'Order summary' }).waitFor();
        await audit('cart');
        await page.getByRole('button', { name: 'Place Order' }).click();
        await page.getByRole('form', { name: 'Checkout' }).locator('[aria-invalid="true"]').first().waitFor();
        await audit('cart-errors');
      });

      it('order page from the e-mailed link', () => visit('order', orderPath));
      it('mistyped order link', () => visit('order-bad-link', `/orders/${randomUUID()}?token=not-the-real-token`));

      it.each([
        ['how-it-works', '/how-it-works'],
        ['community', '/community'],
        ['whats-new', '/whats-new'],
        ['blog', '/blog'],
        ['blog-article', '/blog/white-tie-dress-code-guide'],
        ['terms', '/terms'],
        ['not-found', '/no-such-page'],
      ])('%s', (name, path) => visit(name, path));

      it('menu drawer open', async () => {
        await openLive(page, '/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await audit('drawer-open');
      });
    });
  }
});
