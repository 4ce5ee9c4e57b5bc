/**
 * Availability (docs/decisions/0011-cancelled-status-and-buffers.md) in real browsers against the built app: renter A books a one-of-a-kind
 * size for a weekend through the shop; renter B, in a fresh browser, finds that weekend and its
 * delivery and cleaning days greyed out and unselectable while other dates stay open; the catalogue's
 * "Available on" filter leaves the dress out for that weekend; renter C, who had the same weekend in
 * her cart, sees the line flagged and cannot check out. Calendar screenshots: e2e/artifacts/availability-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  AVAILABILITY_MESSAGES,
  BOOKING_BUFFERS,
  CATALOGUE_SIZE_FILTER,
  type ProductView,
  addDays,
  eachDay,
  todayInLondon,
} from '../../contracts/src/index';
import {
  ARTIFACTS_DIR,
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

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const calendarOf = (page: Page) => page.getByRole('group', { name: 'Event date', exact: true });
const dayButton = (page: Page, day: string) => calendarOf(page).locator(`button[data-day="${day}"]`);

/** A picture of one part of a page (the calendar, a cart line): e2e/artifacts/<name>.png. */
async function photographPart(part: Locator, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await part.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), animations: 'disabled' });
}

/** The first Saturday at least two weeks away, so the week before it is bookable too. */
function aWeekendAway(): string {
  let day = addDays(todayInLondon(), 14);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

/** Pages the calendar back or forward until the month of `day` is on screen. */
async function showMonthOf(page: Page, day: string): Promise<void> {
  const target = day.slice(0, 7);
  for (let i = 0; i < 14; i++) {
    const shown = ((await calendarOf(page).locator('button[data-day]').first().getAttribute('data-day')) as string).slice(0, 7);
    if (shown === target) break;
    const forward = shown < target;
    const next = (forward ? addDays(`${shown}-01`, 32) : addDays(`${shown}-01`, -1)).slice(0, 7);
    await calendarOf(page)
      .getByRole('button', { name: forward ? 'Next month' : 'Previous month' })
      .click();
    await calendarOf(page).locator(`button[data-day^="${next}-"]`).first().waitFor();
  }
  await dayButton(page, day).waitFor();
}

/** On the product page: size, the default 2 days, the date, Add to Cart. */
async function addToCart(page: Page, dress: ProductView, size: string, start: string): Promise<void> {
  await openLive(page, `/product/${dress.slug}`);
  await page.getByRole('heading', { level: 1, name: dress.name }).waitFor();
  await page.getByRole('button', { name: `${size} UK`, exact: true }).click();
  await showMonthOf(page, start);
  await dayButton(page, start).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await toasts(page).getByText('Added to Cart').waitFor();
}

async function fillCheckout(page: Page, name: string): Promise<void> {
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Full name').fill(name);
  await checkout.getByLabel('Email address').fill('renter@example.co.uk');
  await checkout.getByLabel('Phone number').fill('07700 900123');
  await checkout.getByLabel('Address line 1').fill('12 Rosewood Lane');
  await checkout.getByLabel('Town or city').fill('Bath');
  await checkout.getByLabel('Postcode').fill('BA1 2AB');
}

describeWithBrowser('availability', () => {
  let app: RunningApp;
  let browser: Browser;
  let dress: ProductView;
  let size: string;
  const pages: Page[] = [];

  const open = async (viewport: Viewport) => {
    const page = await newPage(browser, { viewport, baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const products = (await (await fetch(`${app.baseURL}/api/products`)).json()) as ProductView[];
    // A size with a single unit, which the catalogue's size filter also offers.
    const oneOff = (p: ProductView) => p.availableSizes.find((s) => (p.stock[s] ?? 1) === 1 && CATALOGUE_SIZE_FILTER.includes(s as never));
    const found = products.find(oneOff);
    if (!found) throw new Error('The demo catalogue has no size with a single unit in a catalogue filter size');
    dress = found;
    size = oneOff(found) as string;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("greys out a weekend booked by another renter, with its delivery and cleaning days, and flags it in a third renter's cart", async () => {
    const saturday = aWeekendAway();
    const sunday = addDays(saturday, 1);
    // A 2-day hold runs from dispatch (2 days before) to cleaning (3 days after Sunday); a new 2-day
    // rental cannot start where its own hold would touch that: from Saturday - 6 to Saturday + 6.
    const held = eachDay(addDays(saturday, -BOOKING_BUFFERS.dispatchDays), addDays(sunday, BOOKING_BUFFERS.returnDays));
    const greyedStarts = eachDay(addDays(saturday, -6), addDays(saturday, 6));
    const weekBefore = addDays(saturday, -7);
    const weekAfter = addDays(saturday, 7);

    // Renter C puts the same weekend in her cart first: nothing is booked yet, so it is offered.
    const renterC = await open(VIEWPORTS.phone);
    const errorsC = collectPageErrors(renterC);
    await addToCart(renterC, dress, size, saturday);

    // Renter A books it.
    const renterA = await open(VIEWPORTS.desktop);
    const errorsA = collectPageErrors(renterA);
    await addToCart(renterA, dress, size, saturday);
    await renterA.goto('/cart');
    await fillCheckout(renterA, 'Amelia Hart');
    await renterA.getByRole('button', { name: 'Place Order' }).click();
    await renterA.getByRole('heading', { name: 'Thank you, Amelia' }).waitFor();
    expect(errorsA).toEqual([]);

    // Renter B, in a fresh browser on each device, sees the weekend and its buffers greyed.
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      const renterB = await open(viewport);
      const errorsB = collectPageErrors(renterB);
      await openLive(renterB, `/product/${dress.slug}`);
      await renterB.getByRole('button', { name: `${size} UK`, exact: true }).click();
      await showMonthOf(renterB, saturday);

      for (const day of [...new Set([...held, ...greyedStarts])].sort()) {
        await showMonthOf(renterB, day);
        expect([day, await dayButton(renterB, day).getAttribute('aria-disabled')]).toEqual([day, 'true']);
      }
      await showMonthOf(renterB, saturday);
      // Not selectable: a click leaves it unchosen and the summary empty.
      await dayButton(renterB, saturday).click({ force: true }); // Playwright itself sees it as disabled
      expect(await dayButton(renterB, saturday).getAttribute('aria-pressed')).toBe('false');
      expect(
        await calendarOf(renterB)
          .getByText(/back in the post/)
          .count(),
      ).toBe(0);

      // The weeks either side stay open.
      for (const day of [weekBefore, weekAfter]) {
        await showMonthOf(renterB, day);
        expect(await dayButton(renterB, day).getAttribute('aria-disabled')).toBeNull();
      }
      await showMonthOf(renterB, weekAfter);
      await dayButton(renterB, weekAfter).click();
      expect(await dayButton(renterB, weekAfter).getAttribute('aria-pressed')).toBe('true');
      await calendarOf(renterB)
        .getByText(/back in the post/)
        .waitFor();

      await showMonthOf(renterB, saturday);
      await photographPart(calendarOf(renterB), `availability-calendar-${device}`);
      await screenshot(renterB, `availability-product-${device}`);
      expect(errorsB).toEqual([]);
    }

    // The catalogue's date filter leaves the dress out for that weekend in that size, and lists it a week later.
    const browse = await open(VIEWPORTS.desktop);
    await openLive(browse, '/all-dresses');
    await browse.getByLabel('Size', { exact: true }).selectOption(size);
    const dateField = browse.getByLabel('Available on');
    await dateField.fill(saturday);
    await browse.getByText(/^Showing \d+ of \d+ dresses$/).waitFor();
    await browse.waitForURL(/availableOn=/);
    expect(await browse.getByRole('link', { name: dress.name, exact: true }).count()).toBe(0);
    await dateField.fill(weekAfter);
    await browse.getByRole('link', { name: dress.name, exact: true }).waitFor();
    await photographPart(browse.getByLabel('Available on').locator('xpath=ancestor::div[2]'), 'availability-catalogue-filter-desktop');

    // Renter C's line is flagged, and checkout is refused before anything is sent.
    await renterC.goto('/cart');
    const flag = renterC.getByRole('group', { name: `${dress.name} is unavailable` });
    await flag.waitFor();
    expect(await flag.getByRole('link', { name: 'Choose another date' }).getAttribute('href')).toBe(`/product/${dress.slug}`);
    await fillCheckout(renterC, 'Chloe Turner');
    await renterC.getByRole('button', { name: 'Place Order' }).click();
    await toasts(renterC).getByText(AVAILABILITY_MESSAGES.unavailableToast.title, { exact: true }).waitFor();
    await photographPart(renterC.getByRole('region', { name: 'Your selection' }), 'availability-cart-unavailable-phone');
    await screenshot(renterC, 'availability-cart-refused-phone');
    expect(errorsC).toEqual([]);
  });
});
