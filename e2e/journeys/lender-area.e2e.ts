import { createRequire } from 'node:module';
/**
 * The lender area end to end, against the built app and a real SMTP server: a lender signs up and
 * lists a dress through /list-dress; the admin approves her account and the listing and makes it
 * live; a renter books it through the shop; the admin dispatches and completes the order; then the
 * lender signs in from the e-mailed link, on a phone and on a desktop, and finds the booking, her
 * 90% earning and (once a payout run covers it) the payout. Screens go to e2e/artifacts/lender-area-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  LENDER_AREA_PATHS,
  type ListingView,
  type OrderView,
  type ProductView,
  formatDay,
  formatPounds,
  lenderSharePence,
  orderReference,
  rentalEndDate,
  todayInLondon,
  unitPricePence,
} from '../../contracts/src/index';
import {
  apiClient,
  auditLayout,
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
} from '../support';

/** The backend's SQLite driver (npm keeps better-sqlite3 13 beside the backend: TypeORM's peer range stops at 12). */
function backendSqlite(): typeof import('better-sqlite3') {
  return createRequire(require.resolve('@dw/backend/package.json'))('better-sqlite3') as typeof import('better-sqlite3');
}

/** Links in messages start with PUBLIC_URL, never with the address the request came to. */
const PUBLIC_URL = 'https://shop.example.co.uk';
const LENDER = {
  name: 'Henrietta Lowell',
  email: `henrietta.lowell.${Date.now()}@example.co.uk`,
  phone: '07123 456789',
  address: '3 Walton Street, London SW3 2JD',
};
const RENTER = {
  name: 'Imogen Carew',
  email: 'imogen.carew@example.co.uk',
  phone: '07700 900321',
};
const DRESS = `Duchess Satin Gown ${Date.now()}`;
const SIZE = '10';
const DURATION = 4;

/** A valid 2x2 PNG (IHDR, IDAT, IEND with their CRCs), as lender.e2e.ts uploads. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4sbnrxOYuBggFADmSCBWGm7t4AAAAAElFTkSuQmCC',
  'base64',
);

const hrefsIn = (mail: ParsedMail) => [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** The first sign-in link to `address` that is not among `spent`, once one has arrived. */
async function newSignInLink(inbox: ParsedMail[], address: string, spent: Set<string>, timeoutMs = 60_000): Promise<string> {
  const prefix = `${PUBLIC_URL}${LENDER_AREA_PATHS.confirm}?token=`;
  const link = await waitUntil(
    () => `a new sign-in link to ${address} (inbox: ${inbox.map((m) => m.subject).join('; ') || 'empty'})`,
    () =>
      inbox
        .filter((mail) => recipients(mail).includes(address.toLowerCase()))
        .flatMap(hrefsIn)
        .find((href) => href.startsWith(prefix) && !spent.has(href)),
    { timeoutMs, intervalMs: 200 },
  );
  spent.add(link);
  return link.slice(PUBLIC_URL.length);
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
/** Scoped to the page body: the shell's footer has its own 'Email address' field. */
const field = (page: Page, label: string | RegExp) => page.locator('main').getByLabel(label);

/** Browsers log refused requests as console errors: the area's own 401 before sign-in is expected. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of (401|404)/.test(e));

/** 'YYYY-MM' of the month before today's UK month. */
function lastMonth(): string {
  const [year, month] = todayInLondon().split('-').map(Number);
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

/** '2026-10' → 'October 2026', as the back office and the lender area name a payout's month. */
const monthText = (period: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}-01T00:00:00Z`));

describeWithBrowser('lender area', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let pngPath: string;
  let adminCookie: string;
  let product: ProductView;
  let order: OrderView;
  let startDate: string;
  const spentLinks = new Set<string>();
  const pages: Page[] = [];

  const api = apiClient(
    () => app.baseURL,
    () => ({ Cookie: adminCookie, Accept: 'application/json' }),
  );

  const open = async (device: keyof typeof VIEWPORTS) => {
    const page = await newPage(browser, { viewport: VIEWPORTS[device], baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

  /** Figures the lender should see for the rental: her 90% of the 4-day fee. */
  const feePence = () => unitPricePence(product, DURATION);
  const sharePence = () => lenderSharePence(feePence());

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_SENDER: 'on', MAIL_POLL_MS: '250', PUBLIC_URL },
    });
    browser = await launchBrowser();
    pngPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dw-lender-area-')), 'duchess-satin.png');
    fs.writeFileSync(pngPath, TINY_PNG);
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
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    if (pngPath) fs.rmSync(path.dirname(pngPath), { recursive: true, force: true });
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  it('a lender signs up and lists a dress, and finds it in review in her area', async () => {
    const page = await open('desktop');
    const errors = collectPageErrors(page);
    await page.goto('/list-dress');
    await page.getByRole('heading', { name: 'Create your lender account' }).waitFor();
    await field(page, 'Full name').fill(LENDER.name);
    await field(page, 'Email address').fill(LENDER.email);
    await field(page, 'Phone number').fill(LENDER.phone);
    await field(page, /Full address/).fill(LENDER.address);
    await field(page, 'Account holder name').fill('H Lowell');
    await field(page, 'Sort code').pressSequentially('089999');
    await field(page, 'Account number').fill('66374958');
    await page.getByRole('checkbox', { name: /I agree to the lender terms/ }).check();
    await page.getByRole('button', { name: 'Create Lender Account' }).click();
    await page.getByRole('heading', { name: 'List your dress' }).waitFor();

    await page.getByRole('button', { name: 'Add photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add photos' });
    await dialog.locator('input[type="file"]').setInputFiles(pngPath);
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await field(page, 'Dress name').fill(DRESS);
    await field(page, 'Designer / brand').fill('Emilia Wickstead');
    await field(page, /^Description/).fill('Duchess satin column gown with a sculpted neckline, worn once to a gala.');
    await field(page, 'Category').selectOption('evening-gown');
    await field(page, 'Condition').selectOption('excellent');
    await field(page, 'Best for').selectOption('gala-awards');
    await page.getByRole('checkbox', { name: `UK ${SIZE}` }).check();
    await field(page, /Original retail price/).fill('1,450');
    await field(page, /2-day rental price/).fill('115');
    await field(page, /4-day rental price/).fill('189.50');
    await field(page, /^Care instructions/).fill('Dry clean only. Store hanging in its garment bag.');
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await page.getByRole('heading', { name: 'Listing Submitted Successfully!' }).waitFor();

    // Creating the account signed her in: the area opens without asking.
    await page.getByRole('link', { name: 'Follow it in your lender area' }).click();
    await page.waitForURL(`${app.baseURL}${LENDER_AREA_PATHS.listings}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DRESS }) });
    await card.getByText('In review').waitFor();
    await screenshot(page, 'lender-area-listings-pending-desktop');
    expect(unexpected(errors)).toEqual([]);
  });

  it('the admin approves her and the dress and makes it live', async () => {
    const [listing] = (await api<ListingView[]>('GET', '/api/dress-listings')).filter((l) => l.name === DRESS);
    expect(listing).toBeDefined();
    await api('PUT', `/api/lender-accounts/${listing.lenderAccountId}/status`, { status: 'approved' });
    await api('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'approved' });
    const live = await api<ListingView>('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'live' });
    expect(live.productId).toBeTruthy();
    product = await api<ProductView>('GET', `/api/products/${live.productId}`);
    expect(product.availableSizes).toContain(SIZE);
  });

  it('a renter books it through the shop', async () => {
    const page = await open('desktop');
    await openLive(page, `/product/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: `${SIZE} UK`, exact: true }).click();
    await page.getByRole('button', { name: /^4 days/ }).click();
    const calendar = page.getByRole('group', { name: 'Event date', exact: true });
    const free = calendar.locator('button[data-day]:not([aria-disabled])');
    for (let i = 0; i < 12 && (await free.count()) === 0; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
    startDate = (await free.first().getAttribute('data-day')) as string;
    await calendar.locator(`button[data-day="${startDate}"]`).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toasts(page).getByText('Added to Cart').waitFor();

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByLabel('Full name').fill(RENTER.name);
    await checkout.getByLabel('Email address').fill(RENTER.email);
    await checkout.getByLabel('Phone number').fill(RENTER.phone);
    await checkout.getByLabel('Address line 1').fill('8 Royal Crescent');
    await checkout.getByLabel('Town or city').fill('Bath');
    await checkout.getByLabel('Postcode').fill('BA1 2LR');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await toasts(page).getByText('Order Placed').waitFor();

    const orders = await api<OrderView[]>('GET', '/api/orders');
    const placed = orders.find((o) => o.customerEmail === RENTER.email);
    expect(placed).toBeDefined();
    order = placed!;
  });

  it('the admin records the bank transfer, dispatches and completes the order', async () => {
    // Only money taken is paid out to lenders: the renter's transfer is recorded first.
    await api('POST', `/api/orders/${order.id}/payment/record`, { amount: order.total, method: 'bank-transfer', reference: 'DW transfer' });
    await api('PUT', `/api/orders/${order.id}/status`, { status: 'processing' });
    const completed = await api<OrderView>('PUT', `/api/orders/${order.id}/status`, { status: 'completed' });
    expect(completed.status).toBe('completed');
  });

  it("on the 1st, the admin runs last month's payouts in the back office and marks them paid", async () => {
    // The rental was completed today; a run only covers a month that has ended, so the journey
    // moves its completion into last month, as if the 1st had come round.
    backdateCompletionToLastMonth(app, order.id);
    const page = await open('desktop');
    await page.goto('/admin');
    await page.getByLabel('Admin password').fill(app.adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('tab', { name: 'Payouts' }).click();
    const month = monthText(lastMonth());
    // The month picker starts on last month.
    await page.getByRole('tabpanel').getByText(month, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Run payouts for month' }).click();
    // The new run opens at once, with her payout in it.
    const drawer = page.getByRole('dialog', { name: `Payouts for ${month}` });
    await drawer.getByRole('cell', { name: LENDER.name }).waitFor();
    expect(await drawer.getByRole('row').filter({ hasText: LENDER.name }).textContent()).toContain(formatPounds(sharePence()));
    await screenshot(page, 'lender-area-admin-payout-run-desktop', { fullPage: false });
    await drawer.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Mark paid' }).click();
    await drawer.getByText('Paid', { exact: true }).first().waitFor();
    await drawer.getByRole('button', { name: 'Mark paid' }).waitFor({ state: 'detached' });
    // The lender is told by e-mail.
    await waitUntil(
      `a payout e-mail to ${LENDER.email}`,
      () => smtp.inbox.some((m) => recipients(m).includes(LENDER.email.toLowerCase()) && /payout/i.test(m.subject ?? '')),
      { timeoutMs: 30_000, intervalMs: 200 },
    );
  });

  for (const device of ['phone', 'desktop'] as const) {
    it(`the lender signs in from the e-mailed link and sees the booking, the earning and the payout (${device})`, async () => {
      const page = await open(device);
      const errors = collectPageErrors(page);
      const reference = orderReference(order.id);

      // Signed out, the area sends her to sign in; she asks for a link.
      await page.goto(LENDER_AREA_PATHS.bookings);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await field(page, 'Email address').fill(LENDER.email);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
      await screenshot(page, `lender-area-sign-in-sent-${device}`, { fullPage: false });

      // The link from the message brings her back to Bookings.
      await page.goto(await newSignInLink(smtp.inbox, LENDER.email, spentLinks));
      await page.waitForURL(`${app.baseURL}${LENDER_AREA_PATHS.bookings}`);
      await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
      // A completed rental whose days are still ahead: under Upcoming or Past, as the API files it.
      const rental = page.getByRole('row').filter({ hasText: reference });
      await page.getByRole('tabpanel').getByRole('table').or(page.getByText('Nothing booked ahead yet.')).waitFor();
      if (!(await rental.isVisible())) await page.getByRole('tab', { name: 'Past' }).click();
      await rental.waitFor();
      expect(await rental.textContent()).toContain(`${formatDay(startDate)} – ${formatDay(rentalEndDate(startDate, DURATION))}`);
      expect(await rental.textContent()).toContain(`UK ${SIZE}`);
      // The renter is never shown.
      expect(await page.getByText(RENTER.name).count()).toBe(0);
      expect(await page.getByText(RENTER.email).count()).toBe(0);
      await screenshot(page, `lender-area-bookings-${device}`);

      // Overview: approved, one live dress.
      await page.getByRole('navigation', { name: 'Lender area' }).getByRole('link', { name: 'Overview' }).click();
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      await page.getByRole('region', { name: 'Account status' }).getByText('Approved', { exact: true }).waitFor();
      const figures = page.getByRole('region', { name: 'At a glance' });
      await figures.locator('li', { hasText: 'Live dresses' }).getByText('1', { exact: true }).waitFor();
      await screenshot(page, `lender-area-overview-${device}`);

      // Earnings: her 90% of the rental fee, paid by the run.
      await page.getByRole('navigation', { name: 'Lender area' }).getByRole('link', { name: 'Earnings' }).click();
      const earning = page.getByRole('row').filter({ hasText: reference });
      await earning.waitFor();
      const earningText = await earning.textContent();
      expect(earningText).toContain(formatPounds(feePence()));
      expect(earningText).toContain(formatPounds(sharePence()));
      expect(earningText).toContain('Paid');
      await screenshot(page, `lender-area-earnings-${device}`);

      // Payouts.
      await page.getByRole('navigation', { name: 'Lender area' }).getByRole('link', { name: 'Payouts' }).click();
      await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
      const payout = page.getByRole('listitem').filter({ hasText: formatPounds(sharePence()) });
      await payout.waitFor();
      expect(await payout.textContent()).toContain(monthText(lastMonth()));
      await payout.getByRole('button', { name: /1 rental/ }).click();
      await payout.getByRole('table').getByText(reference).waitFor();
      await screenshot(page, `lender-area-payouts-${device}`);

      // My listings: the live dress with its prices, and the two forms a live dress offers, audited open.
      await page.getByRole('navigation', { name: 'Lender area' }).getByRole('link', { name: 'My listings' }).click();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DRESS }) });
      await card.getByText(/ for 2 days · .* for 4 days$/).waitFor();
      await card.getByRole('button', { name: `Change prices of ${DRESS}` }).click();
      await card
        .getByRole('form', { name: `New prices for ${DRESS}` })
        .getByText(/You keep £/)
        .first()
        .waitFor();
      await auditLayout(page, `lender-area-change-prices-${device}`);
      await card.getByRole('button', { name: 'Cancel' }).click();
      await card.getByRole('button', { name: `Booking rules for ${DRESS}` }).click();
      await card.getByRole('form', { name: `Booking rules for ${DRESS}` }).waitFor();
      await auditLayout(page, `lender-area-booking-rules-${device}`);

      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[device].width);
      expect(unexpected(errors)).toEqual([]);
    });
  }

  it('a used link says so and offers a new one', async () => {
    const page = await open('phone');
    const [used] = [...spentLinks];
    await page.goto(used.slice(PUBLIC_URL.length));
    await page.getByRole('heading', { level: 1, name: 'This sign-in link has already been used' }).waitFor();
    expect(await page.getByRole('button', { name: 'Email me a new link' }).isVisible()).toBe(true);
    await screenshot(page, 'lender-area-link-used-phone', { fullPage: false });
  });
});

/**
 * Moves the rental's completion (its earning's day) into last month, in the app's SQLite file, with
 * the 48-hour damage-claim window its return opened long closed.
 */
function backdateCompletionToLastMonth(app: RunningApp, orderId: string): void {
  const db = new (backendSqlite())(path.join(app.dataDir, 'marketplace.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const moved = db
      .prepare("UPDATE earnings SET earnedOn = ?, claimWindowEndsAt = ? WHERE orderId = ? AND status = 'earned'")
      .run(`${lastMonth()}-28`, `${lastMonth()}-28 23:00:00.000`, orderId);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
}
