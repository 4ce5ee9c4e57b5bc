/**
 * The catalogue at scale in a real browser against the built app, on a phone and a desktop: its
 * filters, sort, search and page live in the URL, the back button restores the previous choice, a
 * shared URL opens the same dresses, Load more appends a page where the shopper is, the header's
 * search leads here, and the page stays small (under 3,000 elements). Photographs go to
 * e2e/artifacts/catalogue-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { CATALOGUE_CARDS_PER_PAGE, CATALOGUE_SIZE_FILTER, type CataloguePage, sizeLabel } from '../../contracts/src/index';
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

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** The card names in the grid, in order. */
const cardNames = (page: Page) => page.getByRole('list', { name: 'Dresses' }).getByRole('heading', { level: 3 }).allTextContents();

describeWithBrowser('catalogue', () => {
  let app: RunningApp;
  let browser: Browser;
  const pages: Page[] = [];

  const api = async (search: string) => (await (await fetch(`${app.baseURL}/api/catalogue?${search}`)).json()) as CataloguePage;
  const open = async (viewport: Viewport) => {
    const page = await newPage(browser, { viewport, baseURL: app.baseURL });
    pages.push(page);
    return page;
  };
  const showing = (page: Page, shown: number, total: number) =>
    page.getByText(`Showing ${shown} of ${total} ${total === 1 ? 'dress' : 'dresses'}`).waitFor();

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    it(`filters, sorts, goes back, loads more and searches from the header, all in the URL (${device})`, async () => {
      const all = await api('');
      expect(all.total).toBeGreaterThan(CATALOGUE_CARDS_PER_PAGE); // the demo catalogue has a second page
      // The size with the most dresses among those the filter offers.
      const [size, sized] = CATALOGUE_SIZE_FILTER.map((s) => [s, all.facets.sizes.find((f) => f.value === s)?.count ?? 0] as const).sort(
        (a, b) => b[1] - a[1],
      )[0];
      const page = await open(viewport);
      const errors = collectPageErrors(page);

      await openLive(page, '/all-dresses');
      await showing(page, CATALOGUE_CARDS_PER_PAGE, all.total);
      expect(await cardNames(page)).toHaveLength(CATALOGUE_CARDS_PER_PAGE);
      expect(await elementCount(page)).toBeLessThan(3000);
      // Facet counts on the size filter.
      expect(await page.getByLabel('Size', { exact: true }).locator(`option[value="${size}"]`).textContent()).toBe(
        `${sizeLabel(size)} (${sized})`,
      );
      await screenshot(page, `catalogue-${device}`);

      // Filter by size, then sort by price: each a URL of its own, and the API's answer on screen.
      await page.getByLabel('Size', { exact: true }).selectOption(size);
      await page.waitForURL(`${app.baseURL}/all-dresses?size=${size}`);
      await showing(page, Math.min(CATALOGUE_CARDS_PER_PAGE, sized), sized);
      await page.getByLabel('Sort by').selectOption('price-asc');
      await page.waitForURL(`${app.baseURL}/all-dresses?size=${size}&sort=price-asc`);
      const cheapest = await api(`size=${size}&sort=price-asc`);
      await page.waitForFunction(
        (name) => document.querySelector('ul[aria-label="Dresses"] h3')?.textContent === name,
        cheapest.items[0].name,
      );
      expect(await cardNames(page)).toEqual(cheapest.items.map((p) => p.name));
      await screenshot(page, `catalogue-filtered-${device}`, { fullPage: false });

      // Back restores the previous choices, one step at a time.
      await page.goBack();
      await page.waitForURL(`${app.baseURL}/all-dresses?size=${size}`);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('featured');
      expect(await page.getByLabel('Size', { exact: true }).inputValue()).toBe(size);
      await page.goBack();
      await page.waitForURL(`${app.baseURL}/all-dresses`);
      await showing(page, CATALOGUE_CARDS_PER_PAGE, all.total);

      // Load more appends the next page where the shopper is: the earlier cards and the scroll stay.
      const more = page.getByRole('button', { name: 'Load more' });
      await more.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      const firstCards = await cardNames(page);
      await more.click();
      await showing(page, all.total, all.total);
      await page.waitForURL(`${app.baseURL}/all-dresses?page=2`);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(4);
      const everything = await cardNames(page);
      expect(everything.slice(0, CATALOGUE_CARDS_PER_PAGE)).toEqual(firstCards);
      expect(everything.slice(CATALOGUE_CARDS_PER_PAGE)).toEqual((await api('page=2')).items.map((p) => p.name));
      expect(await more.count()).toBe(0);
      expect(await elementCount(page)).toBeLessThan(3000);
      await screenshot(page, `catalogue-load-more-${device}`, { fullPage: false });

      // The header's search leads to the catalogue with the words, shown with a way to clear them.
      const word = (all.items[0].brand ?? all.items[0].name).split(' ')[0];
      const found = await api(`q=${encodeURIComponent(word)}`);
      if (device === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      const box = (device === 'phone' ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner')).getByRole('searchbox', {
        name: 'Search dresses',
      });
      await box.fill(word);
      await box.press('Enter');
      await page.waitForURL(`${app.baseURL}/all-dresses?q=${encodeURIComponent(word)}`);
      await showing(page, Math.min(CATALOGUE_CARDS_PER_PAGE, found.total), found.total);
      expect(await page.locator('q').textContent()).toBe(word);
      // The results start on the first screen, a phone's too: the first dress's picture is in view.
      const firstCard = await page.getByRole('list', { name: 'Dresses' }).getByRole('listitem').first().boundingBox();
      expect(firstCard!.y + 120).toBeLessThan(viewport.height);
      await screenshot(page, `catalogue-search-${device}`, { fullPage: false });
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.waitForURL(`${app.baseURL}/all-dresses`);
      await showing(page, CATALOGUE_CARDS_PER_PAGE, all.total);

      // Back walks the same way: to the search, then to the two pages Load more had shown, then one.
      await page.goBack();
      await page.waitForURL(`${app.baseURL}/all-dresses?q=${encodeURIComponent(word)}`);
      await showing(page, Math.min(CATALOGUE_CARDS_PER_PAGE, found.total), found.total);
      await page.goBack();
      await page.waitForURL(`${app.baseURL}/all-dresses?page=2`);
      await showing(page, all.total, all.total);
      expect(await cardNames(page)).toEqual(everything);
      await page.goBack();
      await page.waitForURL(`${app.baseURL}/all-dresses`);
      await showing(page, CATALOGUE_CARDS_PER_PAGE, all.total);

      expect(errors).toEqual([]);
    });

    it(`opens a shared URL with the same filters and dresses, and says when nothing matches (${device})`, async () => {
      const shared = await open(viewport);
      const errors = collectPageErrors(shared);
      const all = await api('sort=price-desc');
      await openLive(shared, '/all-dresses?sort=price-desc&page=2');
      await showing(shared, all.total, all.total);
      expect(await shared.getByLabel('Sort by').inputValue()).toBe('price-desc');
      expect(await cardNames(shared)).toEqual([...all.items, ...(await api('sort=price-desc&page=2')).items].map((p) => p.name));
      expect(await elementCount(shared)).toBeLessThan(3000);

      await openLive(shared, '/all-dresses?q=zzqqxxnothing');
      await shared.getByRole('heading', { name: 'No dresses found' }).waitFor();
      expect(await shared.getByText('Try adjusting your filters to see more results.').isVisible()).toBe(true);
      await screenshot(shared, `catalogue-empty-${device}`, { fullPage: false });
      await shared.getByRole('button', { name: 'Clear filters' }).click();
      await shared.waitForURL(`${app.baseURL}/all-dresses`);
      expect(errors).toEqual([]);
    });
  }
});
