/**
 * The back office in a real browser against the built app: a wrong then right password; a product
 * created with an uploaded PNG that the storefront then shows; an order placed through the API
 * advanced pending → processing → completed; a lender account (created through the API) approved;
 * that lender's listing approved and made live, after which it is a catalogue product; log out.
 * Screens go to e2e/artifacts/admin-*.png at desktop and phone sizes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  NOTICES,
  UPLOADS_PATH_PREFIX,
  todayInLondon,
  type LenderAccountCreated,
  type ListingInput,
  type ListingView,
  type OrderView,
  type ProductView,
  type UploadTicket,
} from '../../contracts/src/index';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  screenshot,
  startApp,
  VIEWPORTS,
  type RunningApp,
} from '../support';

/** A valid 2x2 PNG (IHDR, IDAT, IEND with their CRCs), written to disk for the file picker. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4sbnrxOYuBggFADmSCBWGm7t4AAAAAElFTkSuQmCC',
  'base64',
);

const PRODUCT = { name: 'Marguerite Silk Column Gown', brand: 'Maison Rue', basePrice: '72.50' };
const CUSTOMER = 'Harriet Lowe';
const LENDER = 'Imogen Hale';
const LISTING = 'Saffron Silk Slip Dress';

/** The admin's toasts are antd notifications; one shows at a time. */
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
/** A row's status actions (its photos are buttons too, for the preview). */
const actionLabels = (r: Locator) => r.getByRole('button', { name: /^(Mark |Approve|Reject|Make Live)/ }).allTextContents();

/** Browsers log the refused login (our 401, on purpose) as a console error; anything else counts. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e));

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describeWithBrowser('admin', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let pngPath: string;
  let product: ProductView;

  /** JSON calls the way a visitor's or lender's browser makes them (same origin). */
  const api = async <T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.baseURL}${url}`, {
      method,
      headers: { Origin: app.baseURL, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };

  const openTab = async (name: string) => {
    await page.getByRole('tab', { name }).click();
    const panel = page.getByRole('tabpanel', { name });
    // Lists never refetch by themselves (spec §7): what the API just created needs a Refresh.
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
    for (const name of ['Products', 'Orders', 'Lender Accounts', 'Dress Listings']) {
      await page.getByRole('tab', { name }).waitFor();
    }
    await page.getByText('Monthly revenue').waitFor();
    await screenshot(page, 'admin-dashboard-desktop');
  });

  it('creates a product with an uploaded PNG, and the storefront shows it', async () => {
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const drawer = page.getByRole('dialog', { name: 'New product' });
    await drawer.waitFor();

    // Nothing filled in: the spec's message, and nothing is created.
    await drawer.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, NOTICES.productMissing.title).getByText(NOTICES.productMissing.description).waitFor();

    await drawer.locator('input[type=file]').setInputFiles(pngPath);
    await toast(page, 'Image Uploaded').waitFor();
    const image = drawer.getByRole('img', { name: 'Product image 1' });
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^${UPLOADS_PATH_PREFIX}`));

    await drawer.getByLabel('Name').fill(PRODUCT.name);
    await drawer.getByLabel(/^Brand/).fill(PRODUCT.brand);
    await drawer.getByLabel('Description').fill('Bias-cut ivory silk column with a draped cowl back; floor length.');
    await drawer.getByRole('combobox', { name: 'Category' }).click();
    await page.locator('.ant-select-item-option[title="Evening Gown"]').click();
    await drawer.getByLabel('Base price (2-day rental)').fill(PRODUCT.basePrice);
    await drawer.getByLabel(/^Retail price/).fill('890');
    for (const size of ['8', '10', '12']) await drawer.getByRole('checkbox', { name: size, exact: true }).check();
    await drawer.getByText('4-day rental: £123.00').waitFor();
    await screenshot(page, 'admin-product-form-desktop', { fullPage: false });
    await drawer.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'Product Created').waitFor();
    await row(page, PRODUCT.name).waitFor();

    const products = await api<ProductView[]>('GET', '/api/products');
    product = products.find((p) => p.name === PRODUCT.name)!;
    expect(product).toMatchObject({ brand: PRODUCT.brand, category: 'evening-gown', basePrice: '72.50', retailPrice: '890.00', availableSizes: ['8', '10', '12'] });
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
    const sessionId = randomUUID();
    const line = { productId: product.id, size: '10', duration: 4 as const, quantity: 1 };
    await api('POST', '/api/cart', { sessionId, ...line });
    const start = addDays(todayInLondon(), 7);
    const order = await api<OrderView>(
      'POST',
      '/api/orders',
      {
        sessionId,
        order: {
          customerName: CUSTOMER,
          customerEmail: 'harriet.lowe@example.co.uk',
          customerPhone: '07700 900777',
          deliveryAddress: '21 Kings Road, Chelsea, London SW3 4RP',
          rentalStartDate: start,
          rentalEndDate: addDays(start, 4),
        },
        items: [line],
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(order.status).toBe('pending');

    const panel = await openTab('Orders');
    const mine = row(panel, CUSTOMER);
    await mine.waitFor();
    expect(await mine.getByText(`#${order.id.slice(-8).toUpperCase()}`).count()).toBe(1);
    expect(await mine.getByText(`Total £${order.total}`).count()).toBe(1);
    expect(await mine.getByText('UK 10 · 4 days · qty 1 · £123.00 each').count()).toBe(1);
    expect(await actionLabels(mine)).toEqual(['Mark Processing']);

    await mine.getByRole('button', { name: 'Mark Processing' }).click();
    await toast(page, 'Order Updated').waitFor();
    await mine.getByText('Processing', { exact: true }).waitFor();
    expect(await actionLabels(mine)).toEqual(['Mark Completed']);
    await screenshot(page, 'admin-orders-desktop');

    await mine.getByRole('button', { name: 'Mark Completed' }).click();
    await mine.getByText('Completed', { exact: true }).waitFor();
    expect(await actionLabels(mine)).toEqual([]);

    const orders = (await (await page.request.get('/api/orders')).json()) as OrderView[];
    expect(orders.find((o) => o.id === order.id)?.status).toBe('completed');
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
    expect(await actionLabels(mine)).toEqual(['Approve', 'Reject']);

    await mine.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Lender Account Updated').getByText(`${LENDER} has been approved`).waitFor();
    await mine.getByText('Approved', { exact: true }).waitFor();
    expect(await actionLabels(mine)).toEqual([]);
    await screenshot(page, 'admin-lenders-desktop');

    // That lender now lists a dress, with a photo uploaded under their token.
    const lenderHeaders = { 'X-Lender-Token': account.token };
    const ticket = await api<UploadTicket>('POST', '/api/objects/upload', undefined, lenderHeaders);
    const put = await fetch(new URL(ticket.uploadURL, app.baseURL), { method: 'PUT', body: TINY_PNG, headers: { 'Content-Type': 'image/png' } });
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
    expect(await actionLabels(mine)).toEqual(['Approve', 'Reject']);

    await mine.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Dress Listing Updated').waitFor();
    await mine.getByText('Approved', { exact: true }).waitFor();
    expect(await actionLabels(mine)).toEqual(['Make Live']);

    await mine.getByRole('button', { name: 'Make Live' }).click();
    await toast(page, 'Dress Listing Updated').getByText(`${LISTING} is now live in the catalogue.`).waitFor();
    await mine.getByText('Live', { exact: true }).waitFor();
    expect(await actionLabels(mine)).toEqual([]);
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
    await page.getByRole('tab', { name: 'Products' }).click();
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
    await phone.getByRole('tab', { name: 'Dress Listings' }).waitFor();
    await row(phone, PRODUCT.name).waitFor();
    await screenshot(phone, 'admin-dashboard-phone');

    // All four tabs fit the bar, and the page itself never scrolls sideways.
    for (const name of ['Products', 'Orders', 'Lender Accounts', 'Dress Listings']) {
      const box = await phone.getByRole('tab', { name }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    for (const [tab, shot] of [['Orders', 'admin-orders-phone'], ['Dress Listings', 'admin-listings-phone']] as const) {
      await phone.getByRole('tab', { name: tab }).click();
      await phone.getByRole('tabpanel', { name: tab }).getByRole('table').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await screenshot(phone, shot);
    }
    await phone.getByRole('tab', { name: 'Products' }).click();
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
