/**
 * Messages end to end, against the built app and a real SMTP server: a renter opens her order page
 * from the confirmation e-mail and asks the lender of her dress a question (her phone number hidden,
 * and she is told why); the lender signs in from an e-mailed link, sees the unread count on her
 * Messages tab, opens the conversation and answers; the renter sees the answer. On a phone and on a
 * desktop, each screen audited (layout, axe); screens go to e2e/artifacts/layout/messages-*.png.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import {
  LENDER_AREA_PATHS,
  MESSAGE_MASK,
  MESSAGE_TEXTS,
  type OrderView,
  addDays,
  orderReference,
  todayInLondon,
} from '../../contracts/src/index';
import {
  adminCookieFor,
  apiClient,
  auditLayout,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  liveLenderDress,
  mailedLink,
  newPage,
  startApp,
  startSmtp,
  type ParsedMail,
  type RunningApp,
  VIEWPORTS,
} from '../support';

const PUBLIC_URL = 'https://shop.example.co.uk';
const LENDER = { name: 'Henrietta Lowell', email: `henrietta.${Date.now()}@example.co.uk` };
const RENTER = { name: 'Imogen Carew', email: `imogen.${Date.now()}@example.co.uk` };
/** The first link to `address` starting with `prefix` not among `spent`, as a path on the app. */
const linkTo = (inbox: ParsedMail[], address: string, prefix: string, spent?: Set<string>) =>
  mailedLink(inbox, address, PUBLIC_URL, prefix, spent);

/** Browsers log refused requests as console errors: the area's own 401 before sign-in is expected. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e));

describeWithBrowser('messages between a renter and a lender', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let order: OrderView;
  let orderPath: string;
  let adminCookie = '';
  const pages: Page[] = [];
  const spentLinks = new Set<string>();
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
    adminCookie = await adminCookieFor(app);

    // A lender with one live dress, made through the API as the sign-up form and the back office do.
    const live = await liveLenderDress(
      app,
      api,
      { name: LENDER.name, email: LENDER.email, phone: '07123 456789', address: '3 Walton Street, London SW3 2JD' },
      {
        name: 'Duchess Satin Gown',
        brand: 'Emilia Wickstead',
        description: 'Ivory duchess satin gown with a sculpted bodice, worn once to a summer wedding.',
        sizes: ['10'],
        originalPrice: 1450,
        rentalPrice2Day: 95,
        rentalPrice4Day: 150,
      },
    );

    const sessionId = randomUUID();
    const item = { productId: live.productId, size: '10', duration: 2, quantity: 1, startDate: addDays(todayInLondon(), 21) };
    await api('POST', '/api/cart', { sessionId, ...item });
    order = await api<OrderView>(
      'POST',
      '/api/orders',
      {
        sessionId,
        order: {
          customerName: RENTER.name,
          customerEmail: RENTER.email,
          customerPhone: '07700 900321',
          deliveryAddress: '12 Albemarle Street, London W1S 4HW',
        },
        items: [item],
      },
      { 'Idempotency-Key': randomUUID() },
    );
    orderPath = await linkTo(smtp.inbox, RENTER.email, `/orders/${order.id}?token=`);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  for (const device of ['phone', 'desktop'] as const) {
    it(`the renter asks Henrietta a question on her order page; her number is hidden and she is told why (${device})`, async () => {
      const page = await open(device);
      const errors = collectPageErrors(page);
      await page.goto(orderPath);
      const section = page.getByRole('region', { name: 'Messages' });
      await section.getByRole('button', { name: /Ask Henrietta a question/ }).click();
      await section.getByLabel('Your message to Henrietta').fill(`Would it suit a 5 ft 4 in wearer (${device})? Call me on 07700 900321.`);
      await section.getByRole('button', { name: 'Send' }).click();
      await section.getByRole('status').filter({ hasText: MESSAGE_TEXTS.masked }).waitFor();
      await section.getByText(`Would it suit a 5 ft 4 in wearer (${device})? Call me on ${MESSAGE_MASK}.`).waitFor();
      expect(await section.getByText('07700 900321').count()).toBe(0);
      await auditLayout(page, `messages-renter-${device}`);
      expect(unexpected(errors)).toEqual([]);
    });
  }

  for (const device of ['phone', 'desktop'] as const) {
    it(`the lender sees the unread count on her Messages tab, reads Imogen's question and answers (${device})`, async () => {
      const page = await open(device);
      const errors = collectPageErrors(page);
      await page.goto(LENDER_AREA_PATHS.messages);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await page.locator('main').getByLabel('Email address').fill(LENDER.email);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      await page.goto(await linkTo(smtp.inbox, LENDER.email, LENDER_AREA_PATHS.confirm, spentLinks));
      await page.waitForURL(`${app.baseURL}${LENDER_AREA_PATHS.messages}`);
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

      const nav = page.getByRole('navigation', { name: 'Lender area' });
      // Her first visit finds both of Imogen's questions unread; the second, on the desktop, finds them read.
      if (device === 'phone') await nav.getByRole('link', { name: 'Messages 2 unread' }).waitFor();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Imogen' }) });
      await card.getByText(`Order ${orderReference(order.id)}`).waitFor();
      expect(await page.getByText('Carew').count()).toBe(0);
      expect(await page.getByText(RENTER.email).count()).toBe(0);
      await card.getByRole('button', { name: 'Open conversation with Imogen' }).click();
      await card.getByText(`Call me on ${MESSAGE_MASK}.`).first().waitFor();
      await card.getByLabel('Your message to Imogen').fill(`Yes, it was altered for 5 ft 3 in (${device}).`);
      await card.getByRole('button', { name: 'Send' }).click();
      await card.getByText(`Yes, it was altered for 5 ft 3 in (${device}).`).waitFor();
      await nav.getByRole('link', { name: 'Messages', exact: true }).waitFor();
      await auditLayout(page, `messages-lender-${device}`);
      expect(unexpected(errors)).toEqual([]);
    });
  }

  it('the renter finds the answers on her order page, unread until she opens them', async () => {
    const page = await open('phone');
    await page.goto(orderPath);
    const toggle = page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: /Ask Henrietta a question/ });
    await toggle.filter({ hasText: '2 unread' }).waitFor();
    await toggle.click();
    await page.getByText('Yes, it was altered for 5 ft 3 in (desktop).').waitFor();
    await toggle.filter({ hasNotText: 'unread' }).waitFor();
  });
});
