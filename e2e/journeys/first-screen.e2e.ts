/**
 * The first screen the server draws into the page (backend/src/web/first-screen.ts): without any
 * script the shopper already sees the page, and when the scripts take over nothing moves.
 */
import type { Browser, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser, screenshot, startApp, VIEWPORTS, type RunningApp } from '../support';

/**
 * Where the page's first pictures sit, to the pixel (text is left out: the web fonts replace the
 * size-matched local ones once the page has shown, drawn or not).
 */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main img')].slice(0, 4).map((image) => {
      const box = image.getBoundingClientRect();
      return `${image.getAttribute('src')} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    }),
  );

describeWithBrowser('first screen drawn by the server', () => {
  let app: RunningApp;
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const products = (await (await fetch(`${app.baseURL}/api/products`)).json()) as { slug: string }[];
    productPath = `/product/${products[0].slug}`;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it.each([
    ['home', '/', 'Hire designer dresses for any occasion'],
    ['catalogue', '/all-dresses', 'Designer Dress Rental'],
    ['product', null, null],
  ])('shows the %s page without JavaScript, laid out as the page its scripts draw', async (name, path, heading) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const url = `${app.baseURL}${path ?? productPath}`;
      const context = await browser.newContext({ viewport, javaScriptEnabled: false, locale: 'en-GB', deviceScaleFactor: 1 });
      const drawn = await context.newPage();
      await drawn.goto(url, { waitUntil: 'load' });
      if (heading) await drawn.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await drawn.locator('main img').first().isVisible()).toBe(true);
      const before = await layoutOf(drawn);
      await screenshot(drawn, `first-screen-${name}-${size}-no-js`);
      await context.close();

      const live = await browser.newContext({ viewport, locale: 'en-GB', deviceScaleFactor: 1 });
      const page = await live.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // The scripts' own render (the footer comes only with it).
      await page.locator('footer').waitFor();
      expect(await layoutOf(page)).toEqual(before);
      await live.close();
    }
  });
});
