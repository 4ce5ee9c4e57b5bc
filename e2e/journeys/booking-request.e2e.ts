/**
 * A booking as a request, on a phone, against the built app and a real SMTP server: the renter picks
 * a size, a free backup size and a date on a lender's dress, checks out (bank transfer) and opens
 * her order page from the e-mail, where the line waits for the lender; she asks a question. The
 * lender signs in from an e-mailed link, answers in Messages and accepts the request from her
 * Requests tab, its deadline shown. The renter's page then says Confirmed, shows the answer and
 * what she pays; the admin records her transfer and the page says Paid.
 * Screens go to e2e/artifacts/booking-request-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import {
  CLEANING_FEE_PENCE,
  INSURANCE_PENCE,
  LENDER_AREA_PATHS,
  type ProductView,
  formatPounds,
  unitPricePence,
} from '../../contracts/src/index';
import {
  adminCookieFor,
  apiClient,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  liveLenderDress,
  mailedLink,
  newPage,
  openLive,
  screenshot,
  startApp,
  startSmtp,
  type ParsedMail,
  type RunningApp,
  VIEWPORTS,
} from '../support';

const PUBLIC_URL = 'https://shop.example.co.uk';
const LENDER = { name: 'Philippa Ashdown', email: `philippa.${Date.now()}@example.co.uk` };
const RENTER = { name: 'Rosalind Keane', email: `rosalind.${Date.now()}@example.co.uk` };
const QUESTION = 'Is the bodice boned? I would like to dance in it.';
const ANSWER = 'Lightly boned, and it moves beautifully on a dance floor.';
/** The first link to `address` starting with `prefix`, as a path on the app. */
const linkTo = (inbox: ParsedMail[], address: string, prefix: string) => mailedLink(inbox, address, PUBLIC_URL, prefix);

/** Browsers log refused requests as console errors: the lender area's own 401 before sign-in is expected. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e));

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** From the top, so the sticky header is photographed where it sits, not over the page's middle. */
async function photograph(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describeWithBrowser('a booking is a request the lender accepts (phone)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let dress: ProductView;
  let orderPath: string;
  let adminCookie = '';
  const pages: Page[] = [];
  const api = apiClient(
    () => app.baseURL,
    () => ({ Cookie: adminCookie }),
  );

  const openPhone = async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.phone, baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_SENDER: 'on', MAIL_POLL_MS: '250', PUBLIC_URL } });
    browser = await launchBrowser();
    adminCookie = await adminCookieFor(app);

    // A lender with one live dress in two sizes, made through the API as the sign-up form and the back office do.
    const { productId } = await liveLenderDress(
      app,
      api,
      { name: LENDER.name, email: LENDER.email, phone: '07123 456780', address: '8 Pont Street, London SW1X 9EL' },
      {
        name: 'Silk Faille Column Gown',
        brand: 'Roksanda',
        description: 'Midnight silk faille column gown with a boned bodice, worn once to a charity ball.',
        sizes: ['10', '12'],
        originalPrice: 1650,
        rentalPrice2Day: 110,
        rentalPrice4Day: 170,
      },
    );
    const products = await api<ProductView[]>('GET', '/api/products');
    dress = products.find((p) => p.id === productId) as ProductView;
    expect(dress).toBeDefined();
  });

  afterAll(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('the renter books size 10 with a free backup 12, and her order page says it waits for the lender', async () => {
    const page = await openPhone();
    const errors = collectPageErrors(page);
    await openLive(page, `/product/${dress.slug}`);
    await page.getByRole('heading', { level: 1, name: dress.name }).waitFor();
    await page.getByRole('button', { name: '10 UK', exact: true }).click();
    await page.getByLabel('Add a free backup size').selectOption('12');
    const calendar = page.getByRole('group', { name: 'Event date', exact: true });
    const free = calendar.locator('button[data-day]:not([aria-disabled])');
    for (let i = 0; i < 12 && (await free.count()) === 0; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
    await free.first().click();
    expect(await page.getByLabel('Add a free backup size').inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toasts(page).getByText('Added to Cart').waitFor();

    await page.getByRole('link', { name: /^Cart, / }).click();
    await page.waitForURL(`${app.baseURL}/cart`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const total = formatPounds(unitPricePence(dress, 2) + CLEANING_FEE_PENCE + INSURANCE_PENCE);
    // The backup is free: the total is the one dress and the two per-order fees.
    await summary
      .locator('div', { has: page.getByText('Total', { exact: true }) })
      .filter({ hasText: total })
      .waitFor();
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByLabel('Full name').fill(RENTER.name);
    await checkout.getByLabel('Email address').fill(RENTER.email);
    await checkout.getByLabel('Phone number').fill('07700 900456');
    await checkout.getByLabel('Address line 1').fill('21 Royal Crescent');
    await checkout.getByLabel('Town or city').fill('Bath');
    await checkout.getByLabel('Postcode').fill('BA1 2LR');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('heading', { name: 'Thank you, Rosalind' }).waitFor();

    // Her order page, from the confirmation e-mail.
    orderPath = await linkTo(smtp.inbox, RENTER.email, '/orders/');
    await page.goto(orderPath);
    const lines = page.getByRole('region', { name: 'Your selection' }).getByRole('listitem');
    const main = lines.filter({ hasText: 'Size 10' });
    await main.getByTestId('line-state').filter({ hasText: 'Waiting for the lender' }).waitFor();
    await lines.filter({ hasText: 'Backup size 12' }).filter({ hasText: '(free)' }).waitFor();
    await page.getByRole('region', { name: 'Payment' }).getByTestId('payment-status').filter({ hasText: 'Awaiting payment' }).waitFor();

    const messages = page.getByRole('region', { name: 'Messages' });
    await messages.getByRole('button', { name: /Ask Philippa a question/ }).click();
    await messages.getByLabel('Your message to Philippa').fill(QUESTION);
    await messages.getByRole('button', { name: 'Send' }).click();
    await messages.getByText(QUESTION).waitFor();
    await photograph(page, 'booking-request-order-waiting-phone');
    expect(errors).toEqual([]);
  });

  it('the lender answers the question and accepts the request, its deadline shown, from her phone', async () => {
    const page = await openPhone();
    const errors = collectPageErrors(page);
    await page.goto(LENDER_AREA_PATHS.requests);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.locator('main').getByLabel('Email address').fill(LENDER.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.goto(await linkTo(smtp.inbox, LENDER.email, LENDER_AREA_PATHS.confirm));
    await page.waitForURL(`${app.baseURL}${LENDER_AREA_PATHS.requests}`);
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();

    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    const request = waiting.getByRole('listitem').filter({ hasText: dress.name });
    await request.getByText(/backup UK 12 \(free\)/).waitFor();
    await request.getByText(/^Answer by /).waitFor();
    await photograph(page, 'booking-request-lender-requests-phone');

    // Her answer first, in Messages.
    const nav = page.getByRole('navigation', { name: 'Lender area' });
    await nav.getByRole('link', { name: /^Messages/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Rosalind' }) });
    await card.getByRole('button', { name: 'Open conversation with Rosalind' }).click();
    await card.getByText(QUESTION).waitFor();
    await card.getByLabel('Your message to Rosalind').fill(ANSWER);
    await card.getByRole('button', { name: 'Send' }).click();
    await card.getByText(ANSWER).waitFor();

    // Then the request.
    await nav.getByRole('link', { name: /^Requests/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    await waiting.getByRole('listitem').filter({ hasText: dress.name }).getByRole('button', { name: 'Accept' }).click();
    await toasts(page).getByText('Request accepted').waitFor();
    const answered = page.getByRole('region', { name: 'Answered' }).getByRole('listitem').filter({ hasText: dress.name });
    await answered.getByText('Accepted', { exact: true }).waitFor();
    await photograph(page, 'booking-request-lender-accepted-phone');
    expect(unexpected(errors)).toEqual([]);
  });

  it("the renter's page says Confirmed with the lender's answer and what she pays, then Paid once her transfer is recorded", async () => {
    const page = await openPhone();
    const errors = collectPageErrors(page);
    await page.goto(orderPath);
    const main = page.getByRole('region', { name: 'Your selection' }).getByRole('listitem').filter({ hasText: 'Size 10' });
    await main.getByTestId('line-state').filter({ hasText: 'Confirmed' }).waitFor();
    const total = unitPricePence(dress, 2) + CLEANING_FEE_PENCE + INSURANCE_PENCE;
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText(new RegExp(`^${formatPounds(total).replace('.', '\\.')} to `)).waitFor();
    const toggle = page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: /Ask Philippa a question/ });
    await toggle.filter({ hasText: '1 unread' }).waitFor();
    await toggle.click();
    await page.getByText(ANSWER).waitFor();
    await photograph(page, 'booking-request-order-confirmed-phone');

    // The admin records her bank transfer, as the back office's payment drawer does.
    const orderId = new URL(orderPath, PUBLIC_URL).pathname.split('/').pop() as string;
    await api('POST', `/api/orders/${orderId}/payment/record`, {
      amount: (total / 100).toFixed(2),
      method: 'bank-transfer',
      reference: 'Keane transfer',
    });
    await page.reload();
    await payment.getByTestId('payment-status').filter({ hasText: 'Paid' }).waitFor();
    expect(await payment.getByText('Pay by bank transfer').count()).toBe(0);
    await photograph(page, 'booking-request-order-paid-phone');
    expect(errors).toEqual([]);
  });
});
