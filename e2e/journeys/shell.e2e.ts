/**
 * The shell's own promises in a real browser: the 404 screen, the phone menu drawer, and a remote
 * that fails to download (friendly message, Retry, rest of the site still usable).
 */
import type { Browser, Page } from 'playwright-core';
import {
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

const ERROR_HEADING = 'We couldn’t load this page';

/** A heading the remote rendered (not the shell's error panel): proof that it loaded. */
const remoteContent = (page: Page) => page.locator('main').getByRole('heading').filter({ hasNotText: ERROR_HEADING }).first();

describeWithBrowser('shell', () => {
  let app: RunningApp;
  let browser: Browser;
  const pages: Page[] = [];

  const open = async (viewport: Viewport = VIEWPORTS.desktop) => {
    const page = await newPage(browser, { viewport, baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

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

  it('answers an unknown path with the 404 screen and a way home', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await open(viewport);
      const response = await page.goto('/this-page-does-not-exist');
      expect(response?.status()).toBe(404);

      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
      expect(await page.title()).toBe('Page Not Found | Designer Wardrobe');
      await screenshot(page, `shell-404-${name}`);

      await page.getByRole('link', { name: 'Return home' }).click();
      await page.waitForURL(`${app.baseURL}/`);
    }
  });

  it('opens the menu drawer on a phone, lists the site, and closes on choosing a link', async () => {
    const page = await open(VIEWPORTS.phone);
    await openLive(page, '/');
    await page.locator('main h1').first().waitFor(); // the shop's home (or its error panel) is in
    await screenshot(page, 'shell-home-phone', { fullPage: false });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    const hrefs = await drawer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/all-dresses',
      '/how-it-works',
      '/community',
      '/monetise-your-wardrobe',
      '/list-dress',
      '/lender/sign-in',
      '/admin',
    ]);
    // The picture is taken once the slide-in (and the backdrop's fade) have finished, however long they took.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    await screenshot(page, 'shell-drawer-phone', { fullPage: false });

    await drawer.getByRole('link', { name: 'How It Works' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL(`${app.baseURL}/how-it-works`);
    // The promo banner is the one thing how-it-works does without.
    expect(await page.getByText(/GETDRESSED/).count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('shows a friendly message with Retry when a remote cannot load, and recovers', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await open(viewport);
      const lenderEntry = '**/remotes/lender/remoteEntry.js';
      await page.route(lenderEntry, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));

      await page.goto('/list-dress');
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();
      expect(await page.getByRole('heading', { name: ERROR_HEADING }).isVisible()).toBe(true);
      expect(
        await page
          .getByText(/GETDRESSED/)
          .first()
          .isVisible(),
      ).toBe(true);
      await screenshot(page, `shell-remote-failed-${name}`);

      // The header keeps working: the drawer opens and closes.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });

      await page.unroute(lenderEntry);
      const entryLoaded = page.waitForResponse((r) => r.url().endsWith('/remotes/lender/remoteEntry.js') && r.status() === 200);
      await retry.click();
      await entryLoaded;
      await remoteContent(page).waitFor();
      expect(await retry.count()).toBe(0);
      await screenshot(page, `shell-remote-recovered-${name}`);
    }
  });

  it('keeps the other remotes working while one is down', async () => {
    const page = await open(VIEWPORTS.desktop);
    await page.route('**/remotes/lender/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/list-dress');
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await page.waitForURL(`${app.baseURL}/community`);
    await remoteContent(page).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await screenshot(page, 'shell-community-desktop', { fullPage: false });
  });
});
