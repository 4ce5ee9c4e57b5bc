/**
 * The shop in a real browser against the built app: browse, filter, choose a size, a 4-day rental
 * and an event date, check the cart's totals and dates, place an order, and read the blog. Every
 * shop screen is photographed on a phone and on a desktop (e2e/artifacts/shop-*.png).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import {
  AVAILABILITY_MESSAGES,
  CATALOGUE_CARDS_PER_PAGE,
  CATALOGUE_FILTERS,
  CATALOGUE_SIZE_FILTER,
  CHECKOUT_MESSAGES,
  CLEANING_FEE_PENCE,
  INSURANCE_PENCE,
  NOTICES,
  type ProductView,
  formatDay,
  formatPence,
  matchesFilter,
  rentalEndDate,
  unitPricePence,
} from '../../contracts/src/index';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  openLive,
  screenshot,
  startApp,
  VIEWPORTS,
  type RunningApp,
  type Viewport,
} from '../support';

const CATEGORY = { slug: 'evening-gown', button: 'Evening Gown' };

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The element has the keyboard focus and sits inside the window, not above or below it. */
async function expectFocusedInView(page: Page, target: Locator): Promise<void> {
  await page.waitForFunction((el) => document.activeElement === el, await target.elementHandle());
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

/** Scrolls through the page first, so lazy images below the fold are in the full-page picture. */
async function photograph(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (opts.fullPage !== false) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  }
  await screenshot(page, name, opts);
}

describeWithBrowser('shop', () => {
  let app: RunningApp;
  let browser: Browser;
  let products: ProductView[];
  const pages: Page[] = [];

  const open = async (viewport: Viewport) => {
    const page = await newPage(browser, { viewport, baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    products = (await (await fetch(`${app.baseURL}/api/products`)).json()) as ProductView[];
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    it(`takes a shopper from the home page to a placed order (${device})`, async () => {
      // A gown of the category offered in a size the catalogue's size filter lists.
      const dress = products.find(
        (p) => matchesFilter(p, CATEGORY.slug) && p.availableSizes.some((s) => CATALOGUE_SIZE_FILTER.includes(s as never)),
      );
      if (!dress) throw new Error(`The demo catalogue has no ${CATEGORY.slug} in a catalogue filter size`);
      const size = dress.availableSizes.find((s) => CATALOGUE_SIZE_FILTER.includes(s as never)) as string;
      const expectedShown = products.filter((p) => matchesFilter(p, CATEGORY.slug) && p.availableSizes.includes(size)).length;

      const page = await open(viewport);
      const errors = collectPageErrors(page);

      // Home
      await openLive(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Hire designer dresses for any occasion' }).waitFor();
      expect(await page.getByText('From £45 - £89').isVisible()).toBe(true);
      const latest = page.getByRole('list', { name: 'Latest dresses' }).getByRole('listitem');
      await latest.first().waitFor();
      expect(await latest.count()).toBe(Math.min(8, products.length));
      await photograph(page, `shop-home-${device}`);

      // Catalogue, filtered by category then size
      await page.getByRole('link', { name: 'Browse Dresses' }).first().click();
      await page.waitForURL(`${app.baseURL}/all-dresses`);
      await page.getByText(`Showing ${Math.min(CATALOGUE_CARDS_PER_PAGE, products.length)} of ${products.length} dresses`).waitFor();
      await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: CATEGORY.button }).click();
      await page.getByLabel('Size', { exact: true }).selectOption(size);
      await page.getByText(`Showing ${Math.min(CATALOGUE_CARDS_PER_PAGE, expectedShown)} of ${expectedShown} dresses`).waitFor();
      expect(page.url()).toBe(`${app.baseURL}/all-dresses?category=${CATEGORY.slug}&size=${size}`);
      await photograph(page, `shop-catalogue-filtered-${device}`);

      // Product: the catalogue's size comes along, chosen already
      await page.getByRole('link', { name: dress.name, exact: true }).click();
      await page.waitForURL(`${app.baseURL}/product/${dress.slug}?size=${size}`);
      await page.getByRole('heading', { level: 1, name: dress.name }).waitFor();
      expect(await page.title()).toBe(`${dress.name} | Designer Wardrobe`);
      await page.waitForFunction(
        (name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true',
        `${size} UK`,
      );

      // Opened bare, a size is required; choosing one takes the warning down
      await openLive(page, `/product/${dress.slug}`);
      await page.getByRole('heading', { level: 1, name: dress.name }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await toasts(page).getByText(NOTICES.sizeRequired.title).waitFor();
      expect(await toasts(page).getByText(NOTICES.sizeRequired.description).isVisible()).toBe(true);
      await photograph(page, `shop-product-size-required-${device}`, { fullPage: false });

      await page.getByRole('button', { name: `${size} UK`, exact: true }).click();
      await toasts(page).getByText(NOTICES.sizeRequired.title).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /^4 days/ }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await toasts(page).getByText(AVAILABILITY_MESSAGES.dateRequired.description).waitFor();

      // The first date the calendar offers: the other device's run has booked an earlier one by now.
      const calendar = page.getByRole('group', { name: 'Event date', exact: true });
      const free = calendar.locator('button[data-day]:not([aria-disabled])');
      for (let i = 0; i < 12 && (await free.count()) === 0; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
      const startDate = (await free.first().getAttribute('data-day')) as string;
      const chosen = calendar.locator(`button[data-day="${startDate}"]`);
      await chosen.click();
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
      await calendar.getByText(/back in the post/).waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await toasts(page).getByText('Added to Cart').waitFor();
      // The keyboard focus stays on the button (it is never disabled under it).
      expect(await page.getByRole('button', { name: 'Add to Cart' }).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByTestId('cart-badge').filter({ hasText: /^1$/ }).waitFor();
      await photograph(page, `shop-product-added-${device}`);

      // Cart: the 4-day price and the two per-order fees
      await page.getByRole('link', { name: 'Cart, 1 item' }).click();
      await page.waitForURL(`${app.baseURL}/cart`);
      const unit = unitPricePence(dress, 4);
      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.waitFor();
      const row = (label: string) => summary.locator('div', { has: page.getByText(label, { exact: true }) });
      // The figures are the server's quote, which arrives after the page ('…' until then).
      await row('Total').filter({ hasNotText: '…' }).waitFor();
      expect(await row('Subtotal').textContent()).toContain(`£${formatPence(unit)}`);
      expect(await row('Dry cleaning').textContent()).toContain(`£${formatPence(CLEANING_FEE_PENCE)}`);
      expect(await row('Damage insurance').textContent()).toContain(`£${formatPence(INSURANCE_PENCE)}`);
      const total = `£${formatPence(unit + CLEANING_FEE_PENCE + INSURANCE_PENCE)}`;
      expect(await row('Total').textContent()).toContain(total);
      expect(await page.getByText(`Size ${size} UK · 4-day rental`).isVisible()).toBe(true);
      const rentalDays = `${formatDay(startDate)} – ${formatDay(rentalEndDate(startDate, 4))}`;
      expect(await page.getByRole('region', { name: 'Your selection' }).getByText(rentalDays).isVisible()).toBe(true);

      // Checkout: the empty form is refused and the renter is taken to its first field, with its message beside it
      const checkout = page.getByRole('form', { name: 'Checkout' });
      await page.getByRole('button', { name: 'Place Order' }).click();
      await toasts(page).getByText(NOTICES.checkoutMissing.description).waitFor();
      expect(await checkout.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
      await expectFocusedInView(page, checkout.getByLabel('Full name'));
      await photograph(page, `shop-cart-missing-information-${device}`, { fullPage: false });

      // What looks filled in but is not an address: a one-letter name, "1 x", a postcode cut short.
      await checkout.getByLabel('Full name').fill('E');
      await checkout.getByLabel('Email address').fill('amelia.hart@example.co.uk');
      await checkout.getByLabel('Phone number').fill('07700 900123');
      await checkout.getByLabel('Address line 1').fill('1 x');
      await checkout.getByLabel('Town or city').fill('Bath');
      await checkout.getByLabel('Postcode').fill('BA1');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await checkout.getByText(CHECKOUT_MESSAGES.postcode).waitFor();
      expect(await checkout.getByText(CHECKOUT_MESSAGES.name).isVisible()).toBe(true);
      expect(await checkout.getByText(CHECKOUT_MESSAGES.addressLine1).isVisible()).toBe(true);
      await expectFocusedInView(page, checkout.getByLabel('Full name'));
      await photograph(page, `shop-cart-invalid-address-${device}`, { fullPage: false });

      await checkout.getByLabel('Full name').fill('Amelia Hart');
      await checkout.getByLabel('Address line 1').fill('12 Rosewood Lane');
      await checkout.getByLabel('Postcode').fill('ba12ab');
      // The order's dates come from the line: shown, not asked.
      expect(await page.getByRole('region', { name: 'Delivery & rental details' }).getByText(rentalDays).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Place Order' }).click();

      // The confirmation replaces the form where the button was: it is brought into view, its heading focused.
      await toasts(page).getByText('Order Placed').waitFor();
      const thanks = page.getByRole('heading', { name: 'Thank you, Amelia' });
      await thanks.waitFor();
      await expectFocusedInView(page, thanks);
      expect(await page.getByText('12 Rosewood Lane, Bath BA1 2AB').isVisible()).toBe(true);
      expect(await page.getByText(/^#[0-9A-F]{8}$/).isVisible()).toBe(true);
      expect(await page.getByText(total).first().isVisible()).toBe(true);
      await page.getByTestId('cart-badge').waitFor({ state: 'detached' });
      await photograph(page, `shop-order-placed-${device}`);

      // The server emptied the cart
      await page.reload();
      await page.getByText('Your cart is empty').waitFor();
      expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/catalog');
      await photograph(page, `shop-cart-empty-${device}`);

      expect(errors).toEqual([]);
    });
  }

  it('shows a blog article with its title, and Post Not Found for an unknown slug', async () => {
    const page = await open(VIEWPORTS.desktop);
    const errors = collectPageErrors(page);
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Designer Wardrobe Blog' }).waitFor();
    // 'Subscribe to Newsletter' takes the reader to the footer's sign-up, ready to type.
    await page.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
    await page.waitForFunction(() => document.activeElement?.matches('footer input[type="email"]'));
    await page.getByRole('link', { name: 'How AI Is Changing the Way We Rent Designer Dresses' }).click();
    await page.waitForURL(`${app.baseURL}/blog/ai-fashion-technology-dress-rental`);
    await page.getByRole('heading', { level: 1, name: 'How AI Is Changing the Way We Rent Designer Dresses' }).waitFor();
    expect(await page.title()).toBe('How AI Is Changing the Way We Rent Designer Dresses | Designer Wardrobe Blog');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/artificial intelligence/);

    // An internal link in the article body stays in the app.
    await page.locator('article').getByRole('link', { name: 'Browse the collection' }).first().click();
    await page.waitForURL(`${app.baseURL}/all-dresses`);

    await page.goto('/blog/no-such-article');
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL(`${app.baseURL}/blog`);
    expect(errors).toEqual([]);
  });

  it('photographs every shop screen on a phone and a desktop', async () => {
    // A category button and size that no demo dress has, for the no-match screen.
    const noMatch = CATALOGUE_FILTERS.flatMap((f) => CATALOGUE_SIZE_FILTER.map((s) => [f.slug, s] as const)).find(
      ([category, s]) => !products.some((p) => matchesFilter(p, category) && p.availableSizes.includes(s)),
    );
    const screens: [string, string][] = [
      ['home', '/'],
      ['catalogue', '/all-dresses'],
      ['catalogue-formal', '/catalog?category=formal'],
      ...(noMatch ? [['catalogue-no-match', `/all-dresses?category=${noMatch[0]}&size=${noMatch[1]}`] as [string, string]] : []),
      ['product', `/product/${products[0]?.slug}`],
      ['product-not-found', '/product/no-such-dress'],
      ['cart-empty', '/cart'],
      ['how-it-works', '/how-it-works'],
      ['community', '/community'],
      ['whats-new', '/whats-new'],
      ['blog', '/blog'],
      ['blog-article', '/blog/white-tie-dress-code-guide'],
      ['blog-not-found', '/blog/no-such-article'],
      ['terms', '/terms'],
    ];
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      const page = await open(viewport);
      const errors = collectPageErrors(page);
      for (const [name, path] of screens) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        expect(await page.title()).toMatch(/Designer Wardrobe/);
        await photograph(page, `shop-${name}-${device}`);
      }
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    }
  });
});
