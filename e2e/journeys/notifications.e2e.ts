/**
 * Notifications by real e-mail, end to end: the built app sends through an SMTP server this test
 * starts. An order placed through the API delivers one confirmation; the link in it opens the
 * renter's order page on a phone and on a desktop with the order's figures, and the same link with
 * a tampered token shows a page saying the link is not valid and what to do. A newsletter sign-up is confirmed from its e-mailed link, then a welcome whose unsubscribe
 * link works once and stays done. The admin's Emails tab lists the messages and previews one.
 * Screens go to e2e/artifacts/notifications-*.png.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import {
  CLEANING_FEE_PENCE,
  INSURANCE_PENCE,
  type OrderView,
  type ProductView,
  type RentalDuration,
  addDays,
  formatDay,
  orderReference,
  rentalEndDate,
  todayInLondon,
  unitPricePence,
} from '../../contracts/src/index';
import {
  apiClient,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  openLive,
  screenshot,
  startApp,
  VIEWPORTS,
  recipients,
  startSmtp,
  type ParsedMail,
  type RunningApp,
  waitUntil,
  openAdminTab,
} from '../support';

/** Links in messages start with PUBLIC_URL, never with the address the request came to. */
const PUBLIC_URL = 'https://shop.example.co.uk';
const CUSTOMER = { name: 'Ottilie Marchmont', email: 'ottilie.marchmont@example.co.uk' };
const ADDRESS = '14 Cheyne Walk, Chelsea, London SW3 5RA';
const SUBSCRIBER = 'juliet.ashby@example.co.uk';
/** A renter whose mailbox the SMTP server refuses, until the journey lets it through. */
const BOUNCING = { name: 'Cressida Vane', email: 'cressida.vane@example.co.uk' };
const DURATION: RentalDuration = 4;

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const money = (pence: number) => gbp.format(pence / 100);

/** The messages delivered to `address`, once at least one has arrived. */
async function mailTo(inbox: ParsedMail[], address: string, timeoutMs = 60_000): Promise<ParsedMail[]> {
  return waitUntil(
    () => `a message to ${address} (inbox: ${inbox.map((m) => m.subject).join('; ') || 'empty'})`,
    () => {
      const found = inbox.filter((mail) => recipients(mail).includes(address));
      return found.length > 0 && found;
    },
    { timeoutMs, intervalMs: 200 },
  );
}

/** The link in a message's HTML that starts with `prefix` (as a mail client would follow it). */
function linkIn(mail: ParsedMail, prefix: string): string {
  const hrefs = [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in "${mail.subject}": ${hrefs.join(' ')}`);
  return link;
}

/** The 404s this journey asks for on purpose are logged by the browser as failed loads. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));

describeWithBrowser('notifications', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let product: ProductView;
  let order: OrderView;
  /** The order link from the delivered confirmation, as a path on this app. */
  let orderPath: string;
  const pages: Page[] = [];

  const api = apiClient(() => app.baseURL);

  const startDate = addDays(todayInLondon(), 14);
  const endDate = rentalEndDate(startDate, DURATION);

  /** An order placed the way the shop places one: a cart line with its start date, then checkout. */
  const placeOrder = async (customer: { name: string; email: string }, start = startDate) => {
    const sessionId = randomUUID();
    const item = { productId: product.id, size: product.availableSizes[0], duration: DURATION, quantity: 1, startDate: start };
    await api('POST', '/api/cart', { sessionId, ...item });
    return api<OrderView>(
      'POST',
      '/api/orders',
      {
        sessionId,
        order: { customerName: customer.name, customerEmail: customer.email, customerPhone: '07700 900456', deliveryAddress: ADDRESS },
        items: [item],
      },
      { 'Idempotency-Key': randomUUID() },
    );
  };

  const open = async (device: keyof typeof VIEWPORTS) => {
    const page = await newPage(browser, { viewport: VIEWPORTS[device], baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_SENDER: 'on', MAIL_POLL_MS: '250', PUBLIC_URL },
    });
    browser = await launchBrowser();
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

  it('delivers one confirmation for an order placed, with its reference, total and a private link', async () => {
    order = await placeOrder(CUSTOMER);
    const reference = orderReference(order.id);

    const [mail, ...more] = await mailTo(smtp.inbox, CUSTOMER.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Your Designer Wardrobe order ${reference}`);
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(order.total);
    const link = linkIn(mail, `${PUBLIC_URL}/orders/${order.id}?token=`);
    orderPath = link.slice(PUBLIC_URL.length);
  });

  for (const device of ['phone', 'desktop'] as const) {
    it(`opens the order page from the e-mailed link with the order's figures (${device})`, async () => {
      const page = await open(device);
      const errors = collectPageErrors(page);
      const unit = unitPricePence(product, DURATION);
      const reference = orderReference(order.id);

      await openLive(page, orderPath);
      await page.getByRole('heading', { level: 1, name: 'Order received' }).waitFor();
      expect(await page.title()).toBe(`Order ${reference} | Designer Wardrobe`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(await page.getByText(`#${reference}`).isVisible()).toBe(true);
      expect(await page.getByText(`Placed on`).textContent()).toContain(CUSTOMER.name);

      const line = page.getByRole('region', { name: 'Your selection' }).getByRole('listitem');
      expect(await line.count()).toBe(1);
      expect(await line.getByRole('link', { name: product.name }).getAttribute('href')).toBe(`/product/${product.slug}`);
      expect(await line.getByText(`Size ${product.availableSizes[0]} UK · ${DURATION}-day rental`).isVisible()).toBe(true);
      expect(await line.getByText(`${formatDay(startDate)} – ${formatDay(endDate)}`).isVisible()).toBe(true);
      expect(await line.getByText(`Qty 1 × ${money(unit)}`).isVisible()).toBe(true);

      const summary = page.getByRole('region', { name: 'Order summary' });
      const figure = (label: string) =>
        summary
          .locator('div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd');
      expect(await figure('Subtotal').textContent()).toBe(money(unit));
      expect(await figure('Dry cleaning').textContent()).toBe(money(CLEANING_FEE_PENCE));
      expect(await figure('Damage insurance').textContent()).toBe(money(INSURANCE_PENCE));
      expect(await figure('Total').textContent()).toBe(money(unit + CLEANING_FEE_PENCE + INSURANCE_PENCE));
      expect(money(unit + CLEANING_FEE_PENCE + INSURANCE_PENCE)).toBe(money(Math.round(Number(order.total) * 100)));

      const delivery = page.getByRole('region', { name: 'Delivery' });
      expect(await delivery.getByText(ADDRESS).isVisible()).toBe(true);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[device].width);
      await screenshot(page, `notifications-order-${device}`);
      expect(unexpected(errors)).toEqual([]);
    });

    it(`says the link is not valid, and what to do, for a tampered token or a made-up order (${device})`, async () => {
      const page = await open(device);
      const last = orderPath.slice(-1);
      const tampered = `${orderPath.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;

      await openLive(page, tampered);
      await page.getByRole('heading', { level: 1, name: 'This order link is not valid' }).waitFor();
      expect(await page.title()).toBe('Order Link Not Valid | Designer Wardrobe');
      expect(await page.getByText(/Open the link in your order confirmation e-mail again/).isVisible()).toBe(true);
      expect(await page.getByText(/Reply to any e-mail from us/).isVisible()).toBe(true);
      expect(await page.getByText(CUSTOMER.name).count()).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      // An order that does not exist reads the same, word for word: the page tells no one whether an order exists.
      const tamperedText = await page.locator('main').innerText();
      await openLive(page, `/orders/${randomUUID()}?token=${orderPath.split('token=')[1]}`);
      await page.getByRole('heading', { level: 1, name: 'This order link is not valid' }).waitFor();
      expect(await page.locator('main').innerText()).toBe(tamperedText);
      await openLive(page, tampered);
      await page.getByRole('heading', { level: 1, name: 'This order link is not valid' }).waitFor();
      await screenshot(page, `notifications-order-tampered-${device}`, { fullPage: false });

      const res = await fetch(`${app.baseURL}/api${tampered}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('ORDER_NOT_FOUND');
    });
  }

  it('confirms a newsletter sign-up from its e-mailed link, then unsubscribes from the welcome, once and for good', async () => {
    await api('POST', '/api/newsletter', { email: SUBSCRIBER });
    const [confirmation] = await mailTo(smtp.inbox, SUBSCRIBER);
    expect(confirmation.subject).toBe('Confirm your Designer Wardrobe subscription');
    const confirmPath = linkIn(confirmation, `${PUBLIC_URL}/newsletter/confirm?token=`).slice(PUBLIC_URL.length);

    // Double opt-in: following the link subscribes, and only then does the welcome come.
    const phone = await open('phone');
    await openLive(phone, confirmPath);
    await phone.getByRole('heading', { level: 1, name: 'Successfully Subscribed!' }).waitFor();
    await screenshot(phone, 'notifications-newsletter-confirmed-phone', { fullPage: false });
    const welcome = await waitUntil(
      'the welcome to reach the subscriber after confirming',
      async () => (await mailTo(smtp.inbox, SUBSCRIBER)).find((m) => m.subject === 'You are subscribed to Designer Wardrobe'),
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    const unsubscribePath = linkIn(welcome, `${PUBLIC_URL}/unsubscribe?token=`).slice(PUBLIC_URL.length);

    await openLive(phone, unsubscribePath);
    const greeting = phone.getByText(/^You are subscribed as /);
    await greeting.waitFor();
    expect(await greeting.textContent()).toMatch(/^You are subscribed as j\S*@example\.co\.uk\.$/);
    expect(await greeting.textContent()).not.toContain(SUBSCRIBER);
    await screenshot(phone, 'notifications-unsubscribe-phone', { fullPage: false });
    await phone.getByRole('button', { name: 'Unsubscribe' }).click();
    await phone.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }).waitFor();
    await screenshot(phone, 'notifications-unsubscribed-phone', { fullPage: false });

    // Opened again, the link says it is done and offers nothing to press.
    const desktop = await open('desktop');
    await openLive(desktop, unsubscribePath);
    await desktop.getByRole('heading', { level: 1, name: 'You have been unsubscribed' }).waitFor();
    expect(await desktop.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await screenshot(desktop, 'notifications-unsubscribed-desktop', { fullPage: false });

    await openLive(desktop, '/unsubscribe?token=not-a-real-token');
    await desktop.getByRole('heading', { level: 1, name: 'This link is not valid' }).waitFor();
    expect(await desktop.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  for (const device of ['desktop', 'phone'] as const) {
    it(`lists the messages in the admin's Emails tab and previews one (${device})`, async () => {
      const page = await open(device);
      const errors = collectPageErrors(page);
      await page.goto('/admin');
      await page.getByLabel('Admin password').fill(app.adminPassword);
      await page.getByRole('button', { name: 'Log In' }).click();
      await openAdminTab(page, 'Emails');

      const panel = page.getByRole('tabpanel', { name: 'Emails' });
      const row = panel.getByRole('row').filter({ hasText: CUSTOMER.email });
      await row.waitFor();
      expect(await row.getByText('Sent', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByRole('button', { name: /Send again/ }).count()).toBe(0);
      await screenshot(page, `notifications-admin-emails-${device}`);

      await row.getByRole('button', { name: /^Preview/ }).click();
      const drawer = page.getByRole('dialog');
      const frame = drawer.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox')).toBe('');
      await page.frameLocator('[role="dialog"] iframe').getByRole('link', { name: 'View your order' }).waitFor();
      await screenshot(page, `notifications-admin-email-preview-${device}`, { fullPage: false });
      expect(errors).toEqual([]);
    });
  }

  it('shows a message the mail server refused as failed, with its reply, and sends it again once it is accepted', async () => {
    smtp.refused.add(BOUNCING.email);
    // Another month: the demo dress has one unit of its size, which the first order holds.
    const bounced = await placeOrder(BOUNCING, addDays(startDate, 30));
    const page = await open('desktop');
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    await page.getByLabel('Admin password').fill(app.adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await openAdminTab(page, 'Emails');
    const panel = page.getByRole('tabpanel', { name: 'Emails' });
    const filter = panel.getByRole('radiogroup', { name: 'Filter emails by status' });
    const refresh = panel.getByRole('button', { name: 'Refresh' });
    const row = panel.getByRole('row').filter({ hasText: BOUNCING.email });
    /** Lists never refetch by themselves: Refresh until the row shows, as the admin would. */
    const refreshUntilShown = () =>
      waitUntil(
        `a row for ${BOUNCING.email}`,
        async () => {
          if (await row.isVisible()) return true;
          await refresh.click();
          return false;
        },
        { timeoutMs: 30_000, intervalMs: 500 },
      );

    await filter.getByText('Failed', { exact: true }).click();
    await refreshUntilShown();
    // A 5xx to RCPT TO is final: failed at the first attempt, with the server's own reply.
    expect(
      await row
        .getByText(/^550\b.*Mailbox unavailable/)
        .first()
        .textContent(),
    ).toMatch(/^550/);
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('1');
    expect(smtp.inbox.filter((mail) => recipients(mail).includes(BOUNCING.email))).toEqual([]);
    await screenshot(page, 'notifications-admin-emails-failed-desktop');

    smtp.refused.delete(BOUNCING.email);
    await row.getByRole('button', { name: `Send again to ${BOUNCING.email}` }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Email Queued' }).waitFor();
    await row.waitFor({ state: 'detached' }); // no longer failed
    const [mail, ...more] = await mailTo(smtp.inbox, BOUNCING.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Your Designer Wardrobe order ${orderReference(bounced.id)}`);

    await filter.getByText('Sent', { exact: true }).click();
    await refreshUntilShown();
    expect(await row.getByRole('button', { name: /Send again/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
