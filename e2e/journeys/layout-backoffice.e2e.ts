/**
 * The back office and the lender's pages as a new user meets them, audited screen by screen
 * (auditLayout: no sideways scroll, no covered control, no axe violation; a screenshot each to
 * e2e/artifacts/layout/): every admin tab, its filters and dialogs at 1280 and 1440 px, and the
 * lender's pitch, sign-up steps with their errors, sign-in and area at 390 and 1440 px. Along the
 * way, the admin's confirmation of an order dispatched weeks early warns, and backing out sends nothing.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  addDays,
  formatDay,
  LISTING_MESSAGES,
  orderDispatchDate,
  REJECTION_MESSAGES,
  todayInLondon,
  type LenderAccountCreated,
  type OrderView,
  type ProductView,
  type UploadTicket,
} from '../../contracts/src/index';
import {
  apiClient,
  describeWithBrowser,
  launchBrowser,
  newPage,
  startApp,
  VIEWPORTS,
  type RunningApp,
  type Viewport,
  openAdminTab,
} from '../support';
import { animationsEnded, auditLayout } from '../support/layout-audit';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4sbnrxOYuBggFADmSCBWGm7t4AAAAAElFTkSuQmCC',
  'base64',
);
const RENTER = { name: 'Philippa Ashdown', email: 'philippa.ashdown@example.co.uk' };
const LENDER = 'Octavia Blenkinsop';
const LISTING = 'Ink Velvet Wrap Dress';

/** The backend's SQLite driver (npm keeps better-sqlite3 13 beside the backend: TypeORM's peer range stops at 12). */
function backendSqlite(): typeof import('better-sqlite3') {
  return createRequire(require.resolve('@dw/backend/package.json'))('better-sqlite3') as typeof import('better-sqlite3');
}

/** 'YYYY-MM' of the month `back` months before today's UK month. */
function monthsAgo(back: number): string {
  const [year, month] = todayInLondon().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
}

/**
 * A rental of the lender's that was earned two months ago, written into the app's SQLite file: a
 * run may be asked only for a month from the first one a lender earned anything in, so last
 * month's run (which the back office shows empty) needs this history.
 */
function earnedTwoMonthsAgo(app: RunningApp, lenderAccountId: string, orderId: string): void {
  const db = new (backendSqlite())(path.join(app.dataDir, 'marketplace.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const day = `${monthsAgo(2)}-10`;
    db.prepare(
      'INSERT INTO earnings (id, lenderAccountId, orderId, orderItemId, productName, size, startDate, endDate, rentalFeePence, ' +
        "amountPence, status, earnedOn, payoutId, createdAt) VALUES (?, ?, ?, ?, ?, '10', ?, ?, 9500, 8550, 'earned', ?, NULL, ?)",
    ).run(randomUUID(), lenderAccountId, orderId, randomUUID(), LISTING, day, day, day, `${day} 12:00:00.000`);
  } finally {
    db.close();
  }
}

const ADMIN_SIZES: readonly Viewport[] = [
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
];
const LENDER_SIZES: readonly Viewport[] = [VIEWPORTS.phone, VIEWPORTS.desktop];

describeWithBrowser('layout of the back office and the lender pages', () => {
  let app: RunningApp;
  let browser: Browser;
  let order: OrderView;

  const api = apiClient(() => app.baseURL);

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    // Something in every list: an order three weeks out, a lender and her pending listing.
    const products = await api<ProductView[]>('GET', '/api/products');
    const product = products[0];
    const sessionId = randomUUID();
    const item = {
      productId: product.id,
      quantity: 1,
      size: product.availableSizes[0],
      duration: 4,
      startDate: addDays(todayInLondon(), 21),
    };
    await api('POST', '/api/cart', { sessionId, ...item });
    order = await api<OrderView>(
      'POST',
      '/api/orders',
      {
        sessionId,
        order: {
          customerName: RENTER.name,
          customerEmail: RENTER.email,
          customerPhone: '07700 900555',
          deliveryAddress: '4 Lansdown Place, Bath BA1 5EZ',
        },
        items: [item],
      },
      { 'Idempotency-Key': randomUUID() },
    );
    const account = await api<LenderAccountCreated>('POST', '/api/lender-accounts', {
      fullName: LENDER,
      email: 'octavia.blenkinsop@example.co.uk',
      phone: '07700 900999',
      address: '11 Park Street, Bristol BS1 5NH',
      bankAccountName: LENDER,
      sortCode: '089999',
      accountNumber: '66374958',
    });
    const token = { 'X-Lender-Token': account.token };
    const ticket = await api<UploadTicket>('POST', '/api/objects/upload', undefined, token);
    await fetch(new URL(ticket.uploadURL, app.baseURL), { method: 'PUT', body: TINY_PNG, headers: { 'Content-Type': 'image/png' } });
    await api(
      'POST',
      '/api/dress-listings',
      {
        lenderAccountId: account.id,
        name: LISTING,
        brand: 'Roland Mouret',
        description: 'Ink velvet wrap dress with a long sleeve, worn twice to winter dinners.',
        category: 'midi-dress',
        condition: 'excellent',
        occasion: 'wedding-guest',
        sizes: ['10'],
        originalPrice: 650,
        rentalPrice2Day: 60,
        rentalPrice4Day: 95,
        careInstructions: 'Dry clean only.',
        imageUrls: [ticket.objectPath],
      },
      token,
    );
    earnedTwoMonthsAgo(app, account.id, order.id);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  describe.each(ADMIN_SIZES)('the back office at $width px', (viewport) => {
    let page: Page;
    const at = (name: string) => `admin-${name}-${viewport.width}`;
    const panel = (name: string) => page.getByRole('tabpanel', { name });
    const openTab = async (name: string) => {
      await openAdminTab(page, name);
      await panel(name).getByRole('table').first().waitFor();
    };

    beforeAll(async () => {
      page = await newPage(browser, { viewport, baseURL: app.baseURL });
    });
    afterAll(async () => page?.context().close());

    it('signs in on a page of its own: no shop banner, search, cart or newsletter', async () => {
      await page.goto('/admin');
      await page.getByLabel('Admin password').waitFor();
      await auditLayout(page, at('login'));
      await page.getByLabel('Admin password').fill(app.adminPassword);
      await page.getByRole('button', { name: 'Log In' }).click();
      // The password check is deliberately slow (scrypt), more so on a busy machine.
      await page.getByRole('tab', { name: 'Products' }).waitFor({ timeout: 60_000 });
      expect(await page.getByRole('complementary', { name: 'Offer' }).count()).toBe(0);
      expect(await page.getByPlaceholder('Search dresses').count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /cart/i }).count()).toBe(0);
      expect(await page.locator('footer').count()).toBe(0);
    });

    it('products: every Delete button in view, and the product form', async () => {
      await openTab('Products');
      const deletes = panel('Products').getByRole('button', { name: /^Delete / });
      await deletes.first().waitFor();
      for (const button of await deletes.all()) {
        const box = await button.boundingBox();
        expect(box && box.x + box.width <= viewport.width).toBe(true);
      }
      await auditLayout(page, at('products'));
      await page.getByRole('button', { name: 'Add Product' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('button', { name: 'Close' }).waitFor();
      await auditLayout(page, at('product-form'));
      await form.getByRole('button', { name: 'Close' }).click();
      await form.waitFor({ state: 'hidden' });
    });

    it('orders: filtered by status and searched, with the date filter labelled', async () => {
      await openTab('Orders');
      const orders = panel('Orders');
      await orders.getByText('Placed between', { exact: true }).waitFor();
      await orders.getByText(/^Order received \(\d+\)$/).click();
      await orders.getByRole('searchbox', { name: 'Search orders' }).fill(RENTER.name);
      await orders.getByRole('row').filter({ hasText: RENTER.name }).waitFor();
      await auditLayout(page, at('orders-filtered'));
    });

    it('orders: dispatching three weeks early asks first, names the renter and warns; Go back sends nothing', async () => {
      const mine = panel('Orders').getByRole('row').filter({ hasText: RENTER.name });
      await mine.getByRole('button', { name: 'Mark dispatched' }).click();
      const confirm = page.getByRole('dialog', { name: /^Mark dispatched: order #/ });
      await confirm.getByText('This looks too early').waitFor();
      const dispatch = orderDispatchDate(order);
      await confirm.getByText(`This dress is due to leave on ${formatDay(dispatch)}, in 19 days: more than a week early.`).waitFor();
      await confirm.getByText(`${RENTER.name} (${RENTER.email}) is e-mailed that her dress is on its way.`).waitFor();
      await auditLayout(page, at('order-confirm'));
      await confirm.getByRole('button', { name: 'Go back' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await mine.getByText('Order received', { exact: true }).waitFor();
      const stored = await api<OrderView[]>('GET', `/api/orders?q=${encodeURIComponent(RENTER.name)}`, undefined, {
        Cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
      });
      expect(stored.map((o) => o.status)).toEqual(['pending']);
    });

    it("orders: an order's messages drawer", async () => {
      const mine = panel('Orders').getByRole('row').filter({ hasText: RENTER.name });
      await mine.getByRole('button', { name: /^Messages of order #/ }).click();
      const drawer = page.getByRole('dialog', { name: /^Messages of order #/ });
      await drawer.getByText('No messages on this order.').waitFor();
      await auditLayout(page, at('order-messages'));
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'hidden' });
    });

    it('lender accounts, dress listings and the reject dialog with its error', async () => {
      await openTab('Lender Accounts');
      await panel('Lender Accounts').getByRole('row').filter({ hasText: LENDER }).waitFor();
      await auditLayout(page, at('lenders'));

      await openTab('Dress Listings');
      const mine = panel('Dress Listings').getByRole('row').filter({ hasText: LISTING });
      await mine.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: /^Reject/ });
      // Pressed once the dialog has finished zooming in, as a person would.
      await animationsEnded(page);
      await dialog.getByRole('button', { name: 'Reject' }).click();
      const message = dialog.getByText(REJECTION_MESSAGES.required);
      await message.waitFor();
      await auditLayout(page, at('reject-dialog'));
      // The count sits under the error, never over it.
      const error = await message.boundingBox();
      const count = await dialog.getByText('0 / 500').boundingBox();
      expect(error && count && count.y >= error.y + error.height).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await auditLayout(page, at('listings'));
    });

    it('e-mails and payouts, and an empty payout run offers no Mark paid', async () => {
      await openTab('Emails');
      await auditLayout(page, at('emails'));
      await openAdminTab(page, 'Payouts');
      await page.getByRole('button', { name: 'Run payouts for month' }).click();
      const drawer = page.getByRole('dialog', { name: /^Payouts for / });
      await drawer.getByText('Nobody earned anything this month.').waitFor();
      expect(await drawer.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
      await auditLayout(page, at('payout-run'));
      await drawer.getByRole('button', { name: 'Close' }).click();
      await drawer.waitFor({ state: 'hidden' });
      await auditLayout(page, at('payouts'));
    });
  });

  describe.each(LENDER_SIZES)('the lender pages at $width px', (viewport) => {
    let page: Page;
    const at = (name: string) => `lender-${name}-${viewport.width}`;

    beforeAll(async () => {
      page = await newPage(browser, { viewport, baseURL: app.baseURL });
    });
    afterAll(async () => page?.context().close());

    it('the pitch', async () => {
      await page.goto('/monetise-your-wardrobe');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('footer').waitFor();
      await auditLayout(page, at('pitch'));
    });

    it('step 1 with its errors shown', async () => {
      await page.goto('/list-dress');
      await page.getByRole('button', { name: 'Create Lender Account' }).click();
      await page.getByText('Full name must be at least 2 characters').waitFor();
      await auditLayout(page, at('account-errors'));
    });

    it('sign-in', async () => {
      await page.goto('/lender/sign-in');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await auditLayout(page, at('sign-in'));
    });

    it('step 2 with its errors shown, then every page of her area', async () => {
      // A new account signs this browser in (the lender session cookie).
      const created = await page.request.post('/api/lender-accounts', {
        headers: { Origin: app.baseURL },
        data: {
          fullName: `Marguerite Fane ${viewport.width}`,
          email: `marguerite.fane.${viewport.width}@example.co.uk`,
          phone: '07700 900111',
          address: '2 Orchard Row, York YO1 7HH',
          bankAccountName: 'Marguerite Fane',
          sortCode: '089999',
          accountNumber: '66374958',
        },
      });
      expect(created.status()).toBe(201);
      await page.goto('/list-dress');
      await page.getByRole('button', { name: 'Submit for Approval' }).click();
      await page.getByText(LISTING_MESSAGES.photos).waitFor();
      await auditLayout(page, at('listing-errors'));

      for (const [name, path] of [
        ['overview', '/lender'],
        ['requests', '/lender/requests'],
        ['listings', '/lender/listings'],
        ['bookings', '/lender/bookings'],
        ['earnings', '/lender/earnings'],
        ['payouts', '/lender/payouts'],
        ['account', '/lender/account'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('navigation', { name: 'Lender area' }).waitFor();
        await page.locator('[data-area-heading]').waitFor();
        // Every part of the page has loaded: no "Loading …" left.
        await page
          .getByRole('status')
          .filter({ hasText: /^Loading / })
          .first()
          .waitFor({ state: 'detached' });
        await auditLayout(page, at(`area-${name}`));
      }
    });
  });
});
