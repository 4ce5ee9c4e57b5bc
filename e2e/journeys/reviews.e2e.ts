/**
 * Verified reviews, end to end with real e-mail: a renter's rental is placed, dispatched and
 * returned; the e-mail that follows carries her private review link; on a phone she rates the dress
 * from that link; her review then shows on the dress's page (phone and desktop) and its stars on its
 * card in the catalogue. Screens go to e2e/artifacts/reviews-*.png.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { type OrderView, type ProductView, addDays, todayInLondon } from '../../contracts/src/index';
import {
  apiClient,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  openLive,
  recipients,
  screenshot,
  startApp,
  startSmtp,
  VIEWPORTS,
  waitUntil,
  type ParsedMail,
  type RunningApp,
} from '../support';

const PUBLIC_URL = 'https://shop.example.co.uk';
const RENTER = { name: 'Imogen Fairfax', email: 'imogen.fairfax@example.co.uk' };
const REVIEW_TEXT = 'The silk fell beautifully and it fitted like a glove. Compliments all evening at the ball!';

/** The link in a message's HTML that starts with `prefix` (as a mail client would follow it). */
function linkIn(mail: ParsedMail, prefix: string): string {
  const hrefs = [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in "${mail.subject}": ${hrefs.join(' ')}`);
  return link;
}

describeWithBrowser('verified reviews', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let adminCookie = '';
  let product: ProductView;
  let reviewPath: string;
  const pages: Page[] = [];

  const api = apiClient(
    () => app.baseURL,
    () => ({ Cookie: adminCookie }),
  );
  const open = async (device: keyof typeof VIEWPORTS) => {
    const page = await newPage(browser, { viewport: VIEWPORTS[device], baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_SENDER: 'on', MAIL_POLL_MS: '250', PUBLIC_URL } });
    browser = await launchBrowser();
    const login = await fetch(`${app.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseURL },
      body: JSON.stringify({ password: app.adminPassword }),
    });
    expect(login.status).toBeLessThan(300);
    adminCookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    [product] = await api<ProductView[]>('GET', '/api/products');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  it('e-mails the review link once her rental is returned', async () => {
    const sessionId = randomUUID();
    const item = {
      productId: product.id,
      size: product.availableSizes[0],
      duration: 2,
      quantity: 1,
      startDate: addDays(todayInLondon(), 10),
    };
    await api('POST', '/api/cart', { sessionId, ...item });
    const order = await api<OrderView>(
      'POST',
      '/api/orders',
      {
        sessionId,
        order: {
          customerName: RENTER.name,
          customerEmail: RENTER.email,
          customerPhone: '07700 900456',
          deliveryAddress: '3 Royal Crescent, Bath BA1 2LR',
        },
        items: [item],
      },
      { 'Idempotency-Key': randomUUID() },
    );
    await api('PUT', `/api/orders/${order.id}/status`, { status: 'processing' });
    await api('PUT', `/api/orders/${order.id}/status`, { status: 'completed' });

    const invitation = await waitUntil(
      () => `the review invitation (inbox: ${smtp.inbox.map((m) => m.subject).join('; ') || 'empty'})`,
      () => smtp.inbox.find((m) => recipients(m).includes(RENTER.email) && m.subject?.startsWith('How did your dress fit?')) ?? false,
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    expect(invitation.text).toContain(`${product.name}, UK ${product.availableSizes[0]}`);
    reviewPath = linkIn(invitation, `${PUBLIC_URL}/review?token=`).slice(PUBLIC_URL.length);
  });

  it('she reviews the dress from the link on her phone', async () => {
    const page = await open('phone');
    const errors = collectPageErrors(page);
    await openLive(page, reviewPath);
    await page.getByRole('heading', { level: 1, name: 'How did it fit, Imogen?' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const form = page.getByRole('form', { name: `Review ${product.name}` });
    await form.getByRole('radio', { name: '5 stars, Excellent' }).check();
    await form.getByLabel('True to size').check();
    await form.getByRole('textbox', { name: 'Your review' }).fill(REVIEW_TEXT);
    await screenshot(page, 'reviews-form-phone');
    await form.getByRole('button', { name: 'Send review' }).click();
    await page.getByText(`Thank you: your review of ${product.name}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(errors).toEqual([]);
  });

  for (const device of ['phone', 'desktop'] as const) {
    it(`the dress's page shows her review and its rating, drawn by the server (${device})`, async () => {
      const page = await open(device);
      const errors = collectPageErrors(page);
      await openLive(page, `/product/${product.slug}`);
      const section = page.getByRole('region', { name: 'Reviews' });
      await section.getByText('Based on 1 verified rental').waitFor();
      expect(await section.getByText('Most say true to size').isVisible()).toBe(true);
      await section.getByText(REVIEW_TEXT).waitFor();
      expect(await section.getByText('Imogen F.').isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: 'Rated 5.0 out of 5 (1 review)' }).first().isVisible()).toBe(true);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        aggregateRating?: { ratingValue: number; reviewCount: number };
      };
      expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[device].width);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `reviews-product-${device}`);
      expect(errors).toEqual([]);
    });
  }

  it('its card in the catalogue shows the stars and the count', async () => {
    const page = await open('desktop');
    await openLive(page, `/all-dresses?q=${encodeURIComponent(product.name)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await card.getByRole('img', { name: 'Rated 5.0 out of 5 (1 review)' }).waitFor();
    await screenshot(page, 'reviews-card-desktop');
  });
});
