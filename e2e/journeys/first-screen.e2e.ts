/**
 * The first screen the server draws into the page (backend/src/web/first-screen.ts): without any
 * script the shopper already sees the page, and when the scripts take over nothing moves.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import {
  CART_SESSION_COOKIE,
  CART_SESSION_STORAGE_KEY,
  EARLY_API_RESPONSES_GLOBAL,
  type ProductView,
  addDays,
  todayInLondon,
} from '@dw/contracts';
import {
  apiClient,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  screenshot,
  startApp,
  VIEWPORTS,
  type RunningApp,
} from '../support';

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
  let products: ProductView[];
  const api = apiClient(() => app.baseURL);

  /** A new cart session with one 2-day line of each dress, three weeks ahead; its id. */
  const cartWith = async (dresses: ProductView[]) => {
    const sessionId = randomUUID();
    const startDate = addDays(todayInLondon(), 21);
    for (const dress of dresses) {
      await api('POST', '/api/cart', {
        sessionId,
        productId: dress.id,
        size: dress.availableSizes[0],
        duration: 2,
        quantity: 1,
        startDate,
      });
    }
    return sessionId;
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    products = await api<ProductView[]>('GET', '/api/products');
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

  it.each([
    ['home', '/'],
    ['catalogue', '/all-dresses'],
    ['product', null],
  ])('fetches the %s page’s code only once its photograph has arrived, and the code then runs', async (_name, path) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB' });
    const page = await context.newPage();
    // In the order the browser reports them: the photograph finishing, the first script requested.
    const events: string[] = [];
    const refused: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') events.push(`image ${new URL(request.url()).pathname}`);
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') events.push(`script ${new URL(request.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${app.baseURL}${path ?? productPath}`, { waitUntil: 'load' });
    await page.locator('footer').waitFor(); // drawn by the scripts: they ran
    const photo = await page
      .locator('main img[fetchpriority="high"]')
      .first()
      .evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    const photoAt = events.indexOf(`image ${photo}`);
    const firstScript = events.findIndex((event) => event.startsWith('script '));
    expect(photoAt).toBeGreaterThanOrEqual(0);
    expect(firstScript).toBeGreaterThan(photoAt);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('draws the cart before its code arrives: empty for a new visitor, loading for one with a stored cart', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB' });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The page's code never arrives: what shows is the server's drawing and the head's inline script.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${app.baseURL}/cart`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await page.getByText('Loading your cart…').isVisible()).toBe(false);

    await page.evaluate(() => window.localStorage.setItem('dw.cartSessionId', 'a-stored-cart'));
    await page.reload({ waitUntil: 'load' });
    await page.getByText('Loading your cart…').waitFor();
    expect(await page.getByRole('heading', { name: 'Your cart is empty' }).isVisible()).toBe(false);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a returning renter’s cart: the head’s script asks for its lines and quote before the page’s code runs, and the page uses those answers', async () => {
    const [product] = products;
    const sessionId = await cartWith([product]);
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB' });
    await context.addInitScript(([key, id]) => window.localStorage.setItem(key, id), [CART_SESSION_STORAGE_KEY, sessionId]);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const quotePath = `/api/cart/${sessionId}/quote`;
    const asked: string[] = [];
    let quoteAsked: () => void = () => undefined;
    const quoteSeen = new Promise<void>((resolve) => (quoteAsked = resolve));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/cart/')) asked.push(pathname);
      if (pathname === quotePath) quoteAsked();
    });
    // No script arrives until the quote has been asked for (or 5 s have passed): only the head's
    // inline script can have asked by then.
    await page.route(/\.js(\?|$)/, async (route) => {
      await Promise.race([quoteSeen, new Promise((resolve) => setTimeout(resolve, 5000))]);
      await route.continue();
    });
    await page.goto(`${app.baseURL}/cart`);
    await page.getByText(product.name).first().waitFor();
    await page.getByRole('region', { name: 'Order summary' }).getByText('Total').first().waitFor();
    expect(asked.slice(0, 2)).toEqual([`/api/cart/${sessionId}`, quotePath]);
    // The shop took both answers instead of asking again (the header's cart count asks on its own).
    expect(asked.filter((path) => path === quotePath)).toHaveLength(1);
    expect(
      await page.evaluate(
        (name) => Object.keys((window as unknown as Record<string, object>)[name] ?? { missing: 1 }),
        EARLY_API_RESPONSES_GLOBAL,
      ),
    ).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a returning renter’s cart, named by its cookie, is drawn by the server with its lines and total, and hydrates as drawn', async () => {
    const [first, second] = products;
    const sessionId = await cartWith([first, second]);
    const quote = await api<{ totalPence: number }>('GET', `/api/cart/${sessionId}/quote`);
    const total = `£${(quote.totalPence / 100).toFixed(2)}`;
    const cookie = { name: CART_SESSION_COOKIE, value: sessionId, domain: '127.0.0.1', path: '/cart' };

    const drawnContext = await browser.newContext({
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
      locale: 'en-GB',
      deviceScaleFactor: 1,
    });
    await drawnContext.addCookies([cookie]);
    const drawn = await drawnContext.newPage();
    await drawn.goto(`${app.baseURL}/cart`, { waitUntil: 'load' });
    for (const product of [first, second]) expect(await drawn.getByRole('link', { name: product.name }).first().isVisible()).toBe(true);
    expect(await drawn.getByRole('region', { name: 'Order summary' }).getByText(total).isVisible()).toBe(true);
    expect(await drawn.getByText('Loading your cart…').count()).toBe(0);
    // Until the page's code takes over the form does nothing: no submit by the browser itself, with
    // the renter's details in the address bar, and nothing typed that hydration would lose.
    const form = drawn.getByRole('form', { name: 'Checkout' });
    expect(await form.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);
    expect(await form.getByLabel('Full name').isEditable()).toBe(false);
    // As wide as the phone, whichever font shows: nothing sticks out to the side.
    expect(await drawn.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    const before = await layoutOf(drawn);
    expect(before).toHaveLength(2);
    await screenshot(drawn, 'first-screen-cart-phone-no-js');
    await drawnContext.close();

    const liveContext = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB', deviceScaleFactor: 1 });
    await liveContext.addCookies([cookie]);
    await liveContext.addInitScript(([key, id]) => window.localStorage.setItem(key, id), [CART_SESSION_STORAGE_KEY, sessionId]);
    const page = await liveContext.newPage();
    const errors = collectPageErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/cart/${sessionId}/quote`) asked.push(pathname);
    });
    await page.goto(`${app.baseURL}/cart`, { waitUntil: 'networkidle' });
    await page.locator('footer').waitFor();
    expect(await layoutOf(page)).toEqual(before);
    // The page's own answers were used: nobody asked for the quote again.
    expect(asked).toEqual([]);
    // The scripts took over: the form takes input, and a line's Remove works.
    await page.getByRole('form', { name: 'Checkout' }).getByLabel('Full name').fill('Amelia Hart');
    expect(await page.getByRole('button', { name: 'Place Order' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: `Remove ${second.name}` }).click();
    await page.getByRole('link', { name: second.name }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await liveContext.close();
  });
});
