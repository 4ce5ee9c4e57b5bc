/**
 * The back office in a real browser against the built app: a wrong then right password; a product
 * created with an uploaded PNG and two units of one size, that the storefront then shows; an order
 * placed through the API advanced pending → processing → completed; the product's calendar showing
 * another order's hold, a block added (then refused when no unit is left) and removed; that order
 * cancelled, which frees its days; a lender account (created through the API) approved; that
 * lender's listing approved and made live, after which it is a catalogue product; log out.
 * Screens go to e2e/artifacts/admin-*.png at desktop and phone sizes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  AVAILABILITY_MESSAGES,
  NOTICES,
  UPLOADS_PATH_PREFIX,
  addDays,
  formatDay,
  holdWindow,
  rentalEndDate,
  todayInLondon,
  type LenderAccountCreated,
  type ListingInput,
  type ListingView,
  type OrderView,
  type ProductCalendarView,
  type ProductView,
  type RentalDuration,
  type UploadTicket,
} from '../../contracts/src/index';
import {
  apiClient,
  chooseInSelect,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  screenshot,
  startApp,
  VIEWPORTS,
  type RunningApp,
  waitUntil,
  openAdminTab,
} from '../support';

/** A valid 2x2 PNG (IHDR, IDAT, IEND with their CRCs), written to disk for the file picker. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4sbnrxOYuBggFADmSCBWGm7t4AAAAAElFTkSuQmCC',
  'base64',
);

const PRODUCT = { name: 'Marguerite Silk Column Gown', brand: 'Maison Rue', basePrice: '72.50' };
const CUSTOMER = 'Harriet Lowe';
/** A second renter, whose order the admin sees on the calendar and then cancels. */
const CANCELLING = 'Rosalind Grey';
const LENDER = 'Imogen Hale';
const LISTING = 'Saffron Silk Slip Dress';

/** The admin's toasts are antd notifications; one shows at a time. */
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** A row's status actions (its photos are buttons too, for the preview). */
const actionLabels = (r: Locator) => r.getByRole('button', { name: /^(Mark |Cancel order|Approve|Reject|Make Live)/ }).allTextContents();
/** Waits for a row to offer exactly `labels`: its buttons are drawn again after the status it shows. */
async function expectActions(r: Locator, labels: string[]) {
  const want = JSON.stringify(labels);
  let seen = '';
  let html = '';
  await waitUntil(
    () => `the row to offer ${want}; it offered ${seen} (row: ${r.toString()}); its action cell: ${html}`,
    async () => {
      // What the row drew, for the failure message: this wait has timed out twice on CI and never here.
      html = (
        await r
          .locator('td')
          .last()
          .innerHTML()
          .catch(() => '')
      ).slice(0, 1500);
      return (seen = JSON.stringify(await actionLabels(r))) === want;
    },
    { timeoutMs: 15_000 },
  );
  expect(await actionLabels(r)).toEqual(labels);
}
/** A day of the admin calendar: its title is what a screen reader hears for the cell. */
const calendarDay = (scope: Locator, date: string) => scope.locator(`td[data-day="${date}"]`);
/** Waits until a calendar cell reads `title`: after a change the calendar is fetched again. */
async function expectTitle(cell: Locator, title: string) {
  await cell.and(cell.page().locator(`[title="${title}"]`)).waitFor();
}
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (date: string) => MONTH.format(new Date(`${date}T00:00:00Z`));

/**
 * Browsers log refused calls as console errors: the wrong password (401) and the block with no unit
 * left (409) are refused on purpose; anything else counts.
 */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of (401|409)/.test(e));

describeWithBrowser('admin', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let pngPath: string;
  let product: ProductView;

  /** JSON calls the way a visitor's or lender's browser makes them (same origin). */
  const api = apiClient(() => app.baseURL);

  /** An order placed the way the shop places one: a cart line with its start date, then checkout. */
  const placeOrder = async (customerName: string, line: { size: string; duration: RentalDuration; startDate: string }) => {
    const sessionId = randomUUID();
    const item = { productId: product.id, quantity: 1, ...line };
    await api('POST', '/api/cart', { sessionId, ...item });
    return api<OrderView>(
      'POST',
      '/api/orders',
      {
        sessionId,
        order: {
          customerName,
          customerEmail: `${customerName.toLowerCase().replace(/\W+/g, '.')}@example.co.uk`,
          customerPhone: '07700 900777',
          deliveryAddress: '21 Kings Road, Chelsea, London SW3 4RP',
        },
        items: [item],
      },
      { 'Idempotency-Key': randomUUID() },
    );
  };

  /** Opens a product's calendar drawer on one size and the month holding `date`. */
  const openCalendar = async (scope: Page, size: string, date: string) => {
    await openAdminTab(scope, 'Products');
    await scope.getByRole('button', { name: `Calendar for ${PRODUCT.name}` }).click();
    const drawer = scope.getByRole('dialog', { name: `Calendar: ${PRODUCT.name}` });
    await drawer.getByRole('radiogroup', { name: 'Size' }).getByText(`UK ${size}`, { exact: true }).click();
    await drawer.getByRole('table').waitFor();
    const target = monthLabel(date);
    while (!(await drawer.getByRole('table', { name: `${target}, UK ${size}` }).isVisible())) {
      await drawer.getByRole('button', { name: 'Next month' }).click();
    }
    return drawer;
  };

  const openTab = async (name: string) => {
    await openAdminTab(page, name);
    const panel = page.getByRole('tabpanel', { name });
    // Lists never refetch by themselves (docs/decisions/0017-no-refetch.md): what the API just created needs a Refresh.
    await panel.getByRole('button', { name: 'Refresh' }).click();
    return panel;
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await newPage(browser, { viewport: VIEWPORTS.desktop, baseURL: app.baseURL });
    errors = collectPageErrors(page);
    pngPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dw-admin-')), 'marguerite-gown.png');
    fs.writeFileSync(pngPath, TINY_PNG);
  });

  // A test that fails with a drawer open would leave its mask over the tabs for every test after
  // it (seen once in CI); close what is open so one failure stays one failure.
  afterEach(async () => {
    const closers = page.locator('.ant-drawer-open .ant-drawer-close:visible');
    for (let i = await closers.count(); i > 0; i--)
      await closers
        .first()
        .click({ timeout: 3000 })
        .catch(() => undefined);
    await page
      .locator('.ant-drawer-mask:visible')
      .first()
      .waitFor({ state: 'hidden', timeout: 5000 })
      .catch(() => undefined);
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await app?.stop();
    if (pngPath) fs.rmSync(path.dirname(pngPath), { recursive: true, force: true });
  });

  it('refuses a wrong password and clears it, then signs in with the right one', async () => {
    await page.goto('/admin');
    const password = page.getByLabel('Admin password');
    await password.waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await screenshot(page, 'admin-login-desktop', { fullPage: false });

    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await toast(page, NOTICES.loginFailed.title).getByText(NOTICES.loginFailed.description).waitFor();
    expect(await password.inputValue()).toBe('');
    expect(await page.getByRole('tab').count()).toBe(0);

    await password.fill(app.adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await toast(page, 'Login Successful').waitFor();
    for (const name of ['Products', 'Orders', 'Lender Accounts', 'Dress Listings', 'Emails']) {
      await page.getByRole('tab', { name }).waitFor();
    }
    await page.getByText('Monthly revenue').waitFor();
    await screenshot(page, 'admin-dashboard-desktop');
  });

  it('creates a product with an uploaded PNG, and the storefront shows it', async () => {
    await openAdminTab(page, 'Products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const drawer = page.getByRole('dialog', { name: 'New product' });
    await drawer.waitFor();

    // Nothing filled in: the form's message, and nothing is created.
    await drawer.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, NOTICES.productMissing.title).getByText(NOTICES.productMissing.description).waitFor();

    await drawer.locator('input[type=file]').setInputFiles(pngPath);
    await toast(page, 'Image Uploaded').waitFor();
    const image = drawer.getByRole('img', { name: 'Product image 1' });
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^${UPLOADS_PATH_PREFIX}`));

    await drawer.getByLabel('Name').fill(PRODUCT.name);
    await drawer.getByLabel(/^Brand/).fill(PRODUCT.brand);
    await drawer.getByLabel('Description').fill('Bias-cut ivory silk column with a draped cowl back; floor length.');
    await chooseInSelect(page, drawer, 'Category', 'Evening Gown');
    await drawer.getByLabel('Base price (2-day rental)').fill(PRODUCT.basePrice);
    await drawer.getByLabel(/^Retail price/).fill('890');
    for (const size of ['8', '10', '12']) await drawer.getByRole('checkbox', { name: size, exact: true }).check();
    // House stock: two units of UK 10; the other sizes keep the default of one.
    const stock = drawer.getByRole('group', { name: 'Stock (units per size)' });
    expect(await stock.getByLabel('UK 8', { exact: true }).inputValue()).toBe('1');
    await stock.getByLabel('UK 10', { exact: true }).fill('2');
    await drawer.getByText('4-day rental: £123.00').waitFor();
    await screenshot(page, 'admin-product-form-desktop', { fullPage: false });
    await drawer.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Product Created').waitFor();
    await row(page, PRODUCT.name).waitFor();

    const products = await api<ProductView[]>('GET', '/api/products');
    product = products.find((p) => p.name === PRODUCT.name)!;
    expect(product).toMatchObject({
      brand: PRODUCT.brand,
      category: 'evening-gown',
      basePrice: '72.50',
      retailPrice: '890.00',
      availableSizes: ['8', '10', '12'],
      stock: { '8': 1, '10': 2, '12': 1 },
    });
    await row(page, PRODUCT.name).getByText('8, 10 ×2, 12').waitFor();
    // Editing shows the stored stock.
    await page.getByRole('button', { name: `Edit ${PRODUCT.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${PRODUCT.name}` });
    expect(await edit.getByLabel('UK 10', { exact: true }).inputValue()).toBe('2');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(product.imageUrls).toHaveLength(1);
    const stored = await fetch(`${app.baseURL}${product.imageUrls[0]}`);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await stored.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    // The storefront, as a shopper sees it (its own context: no admin cookie).
    const shopper = await newPage(browser, { viewport: VIEWPORTS.desktop, baseURL: app.baseURL });
    await shopper.goto('/all-dresses');
    await shopper.getByRole('link', { name: PRODUCT.name, exact: true }).first().waitFor();
    await shopper.goto(`/product/${product.slug}`);
    await shopper.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await shopper.context().close();
  });

  it('advances an order placed through the API: pending → processing → completed', async () => {
    const start = addDays(todayInLondon(), 7);
    const order = await placeOrder(CUSTOMER, { size: '10', duration: 4, startDate: start });
    expect(order.status).toBe('pending');

    const panel = await openTab('Orders');
    const mine = row(panel, CUSTOMER);
    await mine.waitFor();
    expect(await mine.getByText(`#${order.id.slice(-8).toUpperCase()}`).count()).toBe(1);
    expect(await mine.getByText(`Total £${order.total}`).count()).toBe(1);
    expect(await mine.getByText('UK 10 · 4 days · qty 1 · £123.00 each').count()).toBe(1);
    expect(await mine.getByText(`${formatDay(start)} – ${formatDay(rentalEndDate(start, 4))}`).count()).toBe(1);
    await expectActions(mine, ['Mark dispatched', 'Cancel order']);

    // Each move asks first, naming who is e-mailed.
    await mine.getByRole('button', { name: 'Mark dispatched' }).click();
    let confirm = page.getByRole('dialog', { name: `Mark dispatched: order #${order.id.slice(-8).toUpperCase()}?` });
    await confirm.getByText(`${CUSTOMER} (harriet.lowe@example.co.uk) is e-mailed that her dress is on its way.`).waitFor();
    expect(await confirm.getByText('This looks too early').count()).toBe(0);
    await confirm.getByRole('button', { name: 'Mark dispatched' }).click();
    await toast(page, 'Order Updated').waitFor();
    await mine.getByText('Dispatched', { exact: true }).waitFor();
    await expectActions(mine, ['Mark returned', 'Cancel order']);
    await screenshot(page, 'admin-orders-desktop');

    // Returned a week before the rental starts: the confirmation says it looks too early. Going back
    // changes nothing; asked again, it names what it frees.
    await mine.getByRole('button', { name: 'Mark returned' }).click();
    confirm = page.getByRole('dialog', { name: `Mark returned: order #${order.id.slice(-8).toUpperCase()}?` });
    await confirm.getByText('This looks too early').waitFor();
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await mine.getByText('Dispatched', { exact: true }).count()).toBe(1);
    const kept = (await (await page.request.get('/api/orders')).json()) as OrderView[];
    expect(kept.find((o) => o.id === order.id)?.status).toBe('processing');

    await mine.getByRole('button', { name: 'Mark returned' }).click();
    await confirm.getByText('This looks too early').waitFor();
    await confirm.getByText(`The rental has not started yet: it starts on ${formatDay(start)}, in 7 days.`, { exact: false }).waitFor();
    const held = holdWindow(start, 4);
    await confirm.getByText(`${formatDay(held.from)} – ${formatDay(held.to)} become free for other renters.`).waitFor();
    await confirm.getByRole('button', { name: 'Mark returned anyway' }).click();
    await mine.getByText('Returned', { exact: true }).waitFor();
    await expectActions(mine, []);

    const orders = (await (await page.request.get('/api/orders')).json()) as OrderView[];
    expect(orders.find((o) => o.id === order.id)?.status).toBe('completed');
  });

  it("shows another order on the product's calendar, blocks dates beside it and lifts the block", async () => {
    const start = addDays(todayInLondon(), 14);
    const order = await placeOrder(CANCELLING, { size: '10', duration: 2, startDate: start });
    const hold = holdWindow(start, 2);

    const drawer = await openCalendar(page, '10', start);
    await drawer.getByText('2 units in stock').waitFor();
    const first = calendarDay(drawer, start);
    expect(await first.getAttribute('title')).toBe(`${formatDay(start)}: 1 of 2 units held`);
    expect(await first.getAttribute('data-state')).toBe('partial');
    const bookings = drawer.getByRole('list', { name: 'Bookings, UK 10' });
    const entry = bookings.getByRole('listitem').filter({ hasText: CANCELLING });
    await entry.getByText(`#${order.id.slice(-8).toUpperCase()}`).waitFor();
    await entry.getByText(`Held ${formatDay(hold.from)} – ${formatDay(hold.to)} (dispatch to cleaning)`).waitFor();

    // A photoshoot takes the other unit for the first two rental days.
    const blockEnd = addDays(start, 1);
    await drawer.getByLabel('From', { exact: true }).fill(start);
    await drawer.getByLabel('To', { exact: true }).fill(blockEnd);
    await drawer.getByLabel(/^Note/).fill('Lookbook photoshoot');
    await drawer.getByRole('button', { name: 'Block Dates' }).click();
    await toast(page, 'Dates Blocked').waitFor();
    await bookings.getByText('Lookbook photoshoot').waitFor();
    await expectTitle(calendarDay(drawer, start), `${formatDay(start)}: full, 2 of 2 units held, 1 blocked`);
    expect(await calendarDay(drawer, start).getAttribute('data-blocked')).toBe('true');
    // The shot shows the month from the top, without the toast over it.
    const blockedToast = toast(page, 'Dates Blocked');
    await blockedToast.getByRole('button', { name: 'Close' }).click();
    await blockedToast.waitFor({ state: 'detached' });
    await drawer.locator('.ant-drawer-body').evaluate((body) => body.scrollTo(0, 0));
    await screenshot(page, 'admin-calendar-desktop', { fullPage: false });

    // No unit is left on those days: the API says so, and the form shows its words.
    await drawer.getByLabel('From', { exact: true }).fill(start);
    await drawer.getByLabel('To', { exact: true }).fill(start);
    await drawer.getByRole('button', { name: 'Block Dates' }).click();
    const refusal = drawer.getByRole('alert').getByText(/no unit is free/);
    await refusal.waitFor();
    // How many holds it counts is the API's business; the sentence is the shared one.
    expect([1, 2, 3].map((n) => AVAILABILITY_MESSAGES.blockOverlaps(n))).toContain(await refusal.textContent());

    await drawer.getByRole('button', { name: `Remove block ${formatDay(start)} – ${formatDay(blockEnd)}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Remove', exact: true }).click();
    await toast(page, 'Block Removed').waitFor();
    await expectTitle(calendarDay(drawer, start), `${formatDay(start)}: 1 of 2 units held`);
    expect(await bookings.getByText('Lookbook photoshoot').count()).toBe(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('cancels that order after confirmation, and its days are free on the calendar again', async () => {
    const panel = await openTab('Orders');
    const mine = row(panel, CANCELLING);
    await mine.waitFor();
    await expectActions(mine, ['Mark dispatched', 'Cancel order']);

    await mine.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'become free for other renters.' });
    await confirm.getByText(`${CANCELLING} (rosalind.grey@example.co.uk) is e-mailed that her order is cancelled.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await toast(page, 'Order Cancelled').waitFor();
    await mine.getByText('Cancelled', { exact: true }).waitFor();
    await expectActions(mine, []);

    const calendar = (await (await page.request.get(`/api/products/${product.id}/bookings`)).json()) as ProductCalendarView;
    expect(calendar.bookings.filter((b) => b.customerName === CANCELLING)).toEqual([]);
    const start = addDays(todayInLondon(), 14);
    const drawer = await openCalendar(page, '10', start);
    await expectTitle(calendarDay(drawer, start), `${formatDay(start)}: all 2 units free`);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('filters, searches and sorts the orders table through the server', async () => {
    const panel = await openTab('Orders');
    await row(panel, CUSTOMER).waitFor();
    await row(panel, CANCELLING).waitFor();

    // Status: the server answers only completed orders, and the count comes from its total.
    const completed = page.waitForRequest((r) => r.url().includes('/api/orders?status=completed'));
    await panel.getByText(/^Returned \(\d+\)$/).click();
    await completed;
    await row(panel, CANCELLING).waitFor({ state: 'detached' });
    await row(panel, CUSTOMER).waitFor();
    await panel.getByText(/^All \(\d+\)$/).click();
    await row(panel, CANCELLING).waitFor();

    // Search by the order reference the table shows, any case.
    const cancelled = (await (
      await page.request.get(`/api/orders?status=cancelled&q=${encodeURIComponent(CANCELLING)}`)
    ).json()) as OrderView[];
    const reference = cancelled[0].id.slice(-8).toLowerCase();
    const searched = page.waitForRequest((r) => r.url().includes(`q=${reference}`));
    await panel.getByRole('searchbox', { name: 'Search orders' }).fill(reference);
    await searched;
    await row(panel, CUSTOMER).waitFor({ state: 'detached' });
    expect(await panel.getByRole('row').filter({ hasText: CANCELLING }).count()).toBe(1);
    await panel.getByRole('searchbox', { name: 'Search orders' }).fill('');
    await row(panel, CUSTOMER).waitFor();

    // Sorting by total asks the server, and the page comes back with its total in X-Total-Count.
    const sorted = page.waitForResponse((r) => r.url().includes('/api/orders?sort=total-desc'));
    await panel.getByRole('columnheader', { name: /Amount/ }).click();
    const answer = await sorted;
    expect(Number(answer.headers()['x-total-count'])).toBeGreaterThanOrEqual(2);
    await panel.getByText(/^Orders by total · \d+$/).waitFor();
    await screenshot(page, 'admin-orders-filtered-desktop');
  });

  it('pages the orders table and filters it by the day placed, through the server', async () => {
    // More orders than one page (50): one per size of the demo dresses, far ahead, each from its own client.
    const demo = (await api<{ items: ProductView[] }>('GET', '/api/catalogue?pageSize=60')).items;
    const lines = demo.flatMap((d) => d.availableSizes.map((size) => ({ productId: d.id, size })));
    expect(lines.length).toBeGreaterThanOrEqual(52);
    const start = addDays(todayInLondon(), 200);
    for (const [i, line] of lines.slice(0, 52).entries()) {
      const item = { ...line, duration: 2, quantity: 1, startDate: start };
      const client = `Pager Client ${String(i).padStart(2, '0')}`;
      await api(
        'POST',
        '/api/orders',
        {
          order: {
            customerName: client,
            customerEmail: `pager.${i}@example.co.uk`,
            customerPhone: `07700 9${String(10000 + i).slice(1)}`,
            deliveryAddress: '3 Pall Mall, London SW1Y 5LU',
          },
          items: [item],
        },
        { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `198.51.100.${i + 1}` },
      );
    }
    const panel = await openTab('Orders');
    await row(panel, 'Pager Client 51').waitFor();
    const total = Number((await page.request.get('/api/orders?pageSize=1')).headers()['x-total-count']);
    expect(total).toBeGreaterThan(50);
    // Every order row shows its reference.
    const namesShown = () =>
      panel
        .getByRole('row')
        .filter({ hasText: /#[0-9A-F]{8}/ })
        .allTextContents();
    const firstPage = await namesShown();
    expect(firstPage).toHaveLength(50);

    // Page 2 is the server's: the rest of the orders, none from page 1.
    const second = page.waitForResponse((r) => /\/api\/orders\?(.*&)?page=2(&|$)/.test(r.url()));
    await panel.locator('.ant-pagination-item-2').click();
    expect((await second).status()).toBe(200);
    await row(panel, 'Pager Client 51').waitFor({ state: 'detached' });
    const secondPage = await namesShown();
    expect(secondPage).toHaveLength(total - 50);
    expect(secondPage.filter((r) => firstPage.includes(r))).toEqual([]);
    await screenshot(page, 'admin-orders-page-2-desktop');

    // Placed between tomorrow and tomorrow: nothing; today: every order again, from page 1.
    const day = async (from: string, to: string) => {
      // The list's own request, not the status filter's counts (one row each).
      const asked = page.waitForResponse(
        (r) => r.url().includes(`from=${from}`) && r.url().includes(`to=${to}`) && !r.url().includes('pageSize=1'),
      );
      await panel.getByPlaceholder('First day').fill(from);
      await panel.getByPlaceholder('Last day').fill(to);
      await panel.getByPlaceholder('Last day').press('Enter');
      return asked;
    };
    const tomorrow = addDays(todayInLondon(), 1);
    expect(Number((await day(tomorrow, tomorrow)).headers()['x-total-count'])).toBe(0);
    await panel.getByText('No orders match.').waitFor();
    const today = todayInLondon();
    const all = await day(today, today);
    expect(new URL(all.url()).searchParams.get('page')).toBe(null);
    expect(Number(all.headers()['x-total-count'])).toBe(total);
    await row(panel, 'Pager Client 51').waitFor();
  });

  it('approves a lender account created through the API, showing only masked bank details', async () => {
    const account = await api<LenderAccountCreated>('POST', '/api/lender-accounts', {
      fullName: LENDER,
      email: 'imogen.hale@example.co.uk',
      phone: '07700 900888',
      address: '7 Abbey Road, St Johns Wood, London NW8 9AY',
      bankAccountName: LENDER,
      sortCode: '089999',
      accountNumber: '66374958',
    });
    expect(account.status).toBe('pending');

    const panel = await openTab('Lender Accounts');
    const mine = row(panel, LENDER);
    await mine.waitFor();
    expect(await mine.getByText('••-••-99').count()).toBe(1);
    expect(await mine.getByText('••••4958').count()).toBe(1);
    expect(await mine.getByText('66374958').count()).toBe(0);
    await expectActions(mine, ['Approve', 'Reject']);

    await mine.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Lender Account Updated').getByText(`${LENDER} has been approved`).waitFor();
    await mine.getByText('Approved', { exact: true }).waitFor();
    await expectActions(mine, []);
    await screenshot(page, 'admin-lenders-desktop');

    // That lender now lists a dress, with a photo uploaded under their token.
    const lenderHeaders = { 'X-Lender-Token': account.token };
    const ticket = await api<UploadTicket>('POST', '/api/objects/upload', undefined, lenderHeaders);
    const put = await fetch(new URL(ticket.uploadURL, app.baseURL), {
      method: 'PUT',
      body: TINY_PNG,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.ok).toBe(true);
    const listing: ListingInput = {
      lenderAccountId: account.id,
      name: LISTING,
      brand: 'Galvan',
      description: 'Saffron silk slip dress with a cowl neck, bias cut, worn once to a summer wedding.',
      category: 'midi-dress',
      condition: 'excellent',
      occasion: 'wedding-guest',
      sizes: ['8', '10'],
      originalPrice: 420,
      rentalPrice2Day: 55,
      rentalPrice4Day: 85,
      careInstructions: 'Dry clean only; cool iron on the reverse.',
      imageUrls: [ticket.objectPath],
    };
    await api('POST', '/api/dress-listings', listing, lenderHeaders);
  });

  it('approves the listing, makes it live, and it becomes a catalogue product', async () => {
    const panel = await openTab('Dress Listings');
    const mine = row(panel, LISTING);
    await mine.waitFor();
    expect(await mine.getByRole('img', { name: `${LISTING}, photo 1 of 1` }).count()).toBe(1);
    expect(await mine.getByText(LENDER).count()).toBe(1);
    await expectActions(mine, ['Approve', 'Reject']);

    await mine.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Dress Listing Updated').waitFor();
    await mine.getByText('Approved', { exact: true }).waitFor();
    await expectActions(mine, ['Make Live']);

    await mine.getByRole('button', { name: 'Make Live' }).click();
    await toast(page, 'Dress Listing Updated').getByText(`${LISTING} is now live in the catalogue.`).waitFor();
    await mine.getByText('Live', { exact: true }).waitFor();
    await expectActions(mine, []);
    await screenshot(page, 'admin-listings-desktop');

    const listings = (await (await page.request.get('/api/dress-listings')).json()) as ListingView[];
    const live = listings.find((l) => l.name === LISTING)!;
    expect(live.status).toBe('live');
    const products = await api<ProductView[]>('GET', '/api/products');
    expect(products.find((p) => p.name === LISTING)).toMatchObject({
      id: live.productId,
      brand: 'Galvan',
      basePrice: '55.00',
      rentalPrice4Day: '85.00',
      retailPrice: '420.00',
      imageUrls: live.imageUrls,
    });

    // The Products tab shows it too (making it live invalidated the product list).
    await openAdminTab(page, 'Products');
    await row(page, LISTING).waitFor();
  });

  it('logs out back to the login screen, and the session is gone', async () => {
    await page.getByRole('button', { name: 'Log Out' }).click();
    await toast(page, 'Logged Out').waitFor();
    await page.getByLabel('Admin password').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.reload();
    await page.getByLabel('Admin password').waitFor();
    expect(await (await page.request.get('/api/admin/check')).json()).toEqual({ isAuthenticated: false });
    expect((await page.request.get('/api/orders')).status()).toBe(401);
    await screenshot(page, 'admin-logged-out-desktop', { fullPage: false });
    expect(unexpected(errors)).toEqual([]);
  });

  it('fits a phone: summary, tabs and tables that scroll sideways', async () => {
    const phone = await newPage(browser, { viewport: VIEWPORTS.phone, baseURL: app.baseURL });
    const phoneErrors = collectPageErrors(phone);
    await phone.goto('/admin');
    await phone.getByLabel('Admin password').fill(app.adminPassword);
    await screenshot(phone, 'admin-login-phone', { fullPage: false });
    await phone.getByRole('button', { name: 'Log In' }).click();
    await phone.getByRole('tab', { name: 'Listings' }).waitFor();
    await row(phone, PRODUCT.name).waitFor();
    await screenshot(phone, 'admin-dashboard-phone');

    // All five tabs fit the bar (two with shorter names), and the page itself never scrolls sideways.
    for (const name of ['Products', 'Orders', 'Lenders', 'Listings', 'Emails']) {
      const box = await phone.getByRole('tab', { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    for (const [tab, shot] of [
      ['Orders', 'admin-orders-phone'],
      ['Listings', 'admin-listings-phone'],
    ] as const) {
      await openAdminTab(phone, tab);
      await phone.getByRole('tabpanel', { name: tab }).getByRole('table').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await screenshot(phone, shot);
    }
    // The calendar drawer fills the phone's width; its month grid fits without scrolling sideways.
    // An order and a block beside it give the shot every kind of day.
    const start = addDays(todayInLondon(), 3);
    await placeOrder('Phoebe Marsh', { size: '10', duration: 2, startDate: start });
    const blocked = await phone.request.post(`/api/products/${product.id}/blocks`, {
      data: { size: '10', startDate: start, endDate: addDays(start, 1), note: 'Alterations' },
    });
    expect(blocked.status()).toBe(201);
    const drawer = await openCalendar(phone, '10', todayInLondon());
    await drawer.getByRole('list', { name: 'Key' }).waitFor();
    const grid = await drawer.getByRole('table').boundingBox();
    expect(grid!.x + grid!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(phone, 'admin-calendar-phone', { fullPage: false });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await openAdminTab(phone, 'Products');
    await phone.getByRole('button', { name: 'Add Product' }).click();
    await phone.getByRole('dialog', { name: 'New product' }).waitFor();
    await screenshot(phone, 'admin-product-form-phone', { fullPage: false });
    await phone.getByRole('button', { name: 'Cancel' }).click();

    await phone.getByRole('button', { name: 'Log Out' }).click();
    await phone.getByLabel('Admin password').waitFor();
    expect(phoneErrors).toEqual([]);
    await phone.context().close();
  });
});
