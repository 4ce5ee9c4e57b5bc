/**
 * Card payments end to end, in a real browser against the built app with PAYMENT_PROVIDER=stripe:
 * the real `stripe` SDK in the app talks to the local server speaking Stripe's API
 * (backend/test/support/stripe-server), which serves the hosted payment page and sends signed
 * webhooks to the app. The renter adds a dress, applies GETDRESSED in the cart, checks out, pays on
 * the hosted page and lands back on her order page, which says her card is held: the webhook is
 * late, so the page asked Stripe (the redirect itself proves nothing); the admin dispatches the order
 * (the card is charged), then refunds part with a reason, and the renter is e-mailed the refund.
 * Screens go to e2e/artifacts/payments-*.png.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import {
  CLEANING_FEE_PENCE,
  INSURANCE_PENCE,
  type ProductView,
  formatPounds,
  orderReference,
  unitPricePence,
} from '../../contracts/src/index';
import { startStripeServer, type StripeServer } from '../../backend/test/support/stripe-server';
import {
  collectPageErrors,
  describeWithBrowser,
  freePort,
  launchBrowser,
  newPage,
  openLive,
  recipients,
  screenshot,
  startApp,
  startSmtp,
  VIEWPORTS,
  waitUntil,
  type ParsedMail,
  type RunningApp,
  openAdminTab,
} from '../support';

const WEBHOOK_SECRET = 'whsec_payments_journey';
const RENTER = { name: 'Amelia Hart', email: 'amelia.hart@example.co.uk' };
const CARD = '4242 4242 4242 4242';
const GETDRESSED_PENCE = 1000;
const REFUND = { amount: '15.00', reason: 'The hem came loose' };

/** The shop's toasts live in one labelled region; the admin's are antd notifications. */
const shopToasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const adminToast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

describeWithBrowser('payments by card (Stripe Checkout on the local Stripe server)', () => {
  let app: RunningApp;
  let stripe: StripeServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let browser: Browser;
  let renter: Page;
  let admin: Page;
  let renterErrors: string[];
  let adminErrors: string[];
  let dress: ProductView;
  let orderUrl: string;
  let total: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    stripe = await startStripeServer({ webhookSecret: WEBHOOK_SECRET });
    // The app sends the renter back to PUBLIC_URL, so it must know its own address before it starts.
    const port = await freePort();
    app = await startApp({
      port,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_payments_journey',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url.replace(/\/$/, ''),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_SENDER: 'on',
        MAIL_POLL_MS: '250',
      },
    });
    stripe.setWebhookUrl(`${app.baseURL}/api/payments/stripe/webhook`);
    browser = await launchBrowser();
    renter = await newPage(browser, { viewport: VIEWPORTS.desktop, baseURL: app.baseURL });
    admin = await newPage(browser, { viewport: VIEWPORTS.desktop, baseURL: app.baseURL });
    renterErrors = collectPageErrors(renter);
    adminErrors = collectPageErrors(admin);
    const products = (await (await fetch(`${app.baseURL}/api/products`)).json()) as ProductView[];
    dress = products.find((p) => p.availableSizes.length > 0) as ProductView;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await stripe?.stop();
    await smtp?.close();
  });

  it('takes GETDRESSED in the cart and the card on the hosted page; the order page says the card is held', async () => {
    const size = dress.availableSizes[0];
    await openLive(renter, `/product/${dress.slug}`);
    await renter.getByRole('heading', { level: 1, name: dress.name }).waitFor();
    await renter.getByRole('button', { name: `${size} UK`, exact: true }).click();
    await renter.getByRole('button', { name: /^4 days/ }).click();
    const calendar = renter.getByRole('group', { name: 'Event date', exact: true });
    const free = calendar.locator('button[data-day]:not([aria-disabled])');
    for (let i = 0; i < 12 && (await free.count()) === 0; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
    await free.first().click();
    await renter.getByRole('button', { name: 'Add to Cart' }).click();
    await shopToasts(renter).getByText('Added to Cart').waitFor();

    // The cart: the code goes to the server, whose quote answers with £10 off.
    await renter.getByRole('link', { name: 'Cart, 1 item' }).click();
    await renter.waitForURL(`${app.baseURL}/cart`);
    const summary = renter.getByRole('region', { name: 'Order summary' });
    const summaryRow = (label: string) => summary.locator('div', { has: renter.getByText(label, { exact: true }) });
    await summaryRow('Total').filter({ hasNotText: '…' }).waitFor();
    const undiscounted = unitPricePence(dress, 4) + CLEANING_FEE_PENCE + INSURANCE_PENCE;
    expect(await summaryRow('Total').textContent()).toContain(formatPounds(undiscounted));
    await renter.getByLabel('Promo code').fill('getdressed');
    await renter.getByRole('button', { name: 'Apply', exact: true }).click();
    await renter.getByRole('status').filter({ hasText: 'Code GETDRESSED applied' }).waitFor();
    total = undiscounted - GETDRESSED_PENCE;
    await summaryRow('Promo code GETDRESSED')
      .filter({ hasText: formatPounds(-GETDRESSED_PENCE) })
      .waitFor();
    await summaryRow('Total')
      .filter({ hasText: formatPounds(total) })
      .waitFor();

    const checkout = renter.getByRole('form', { name: 'Checkout' });
    await checkout.getByLabel('Full name').fill(RENTER.name);
    await checkout.getByLabel('Email address').fill(RENTER.email);
    await checkout.getByLabel('Phone number').fill('07700 900123');
    await checkout.getByLabel('Address line 1').fill('12 Rosewood Lane');
    await checkout.getByLabel('Town or city').fill('Bath');
    await checkout.getByLabel('Postcode').fill('BA1 2AB');
    // Paying by card: she agrees that the card may be charged later for a late return or damage.
    await checkout.getByRole('checkbox', { name: /may later charge the card I pay with/ }).check();
    await renter.getByRole('button', { name: 'Place Order' }).click();

    // Stripe's hosted page (here the local server's), for the discounted total in pounds.
    await renter.waitForURL((url) => url.href.startsWith(stripe.url));
    const pay = renter.getByRole('button', { name: `Pay ${formatPounds(total)}` });
    await pay.waitFor();
    // With a discount the lines would not add up to the total, so the page asks for the order as one line.
    expect(await renter.getByText(/^Designer Wardrobe order [0-9A-F]{8}$/).isVisible()).toBe(true);
    expect(await renter.getByLabel('Email').inputValue()).toBe(RENTER.email);
    await renter.getByLabel('Card number').pressSequentially(CARD);
    await screenshot(renter, 'payments-hosted-page');
    // Stripe's webhooks are late this time: held back until she is on her order page.
    stripe.setWebhookUrl(undefined);
    await pay.click();

    // Back on her order page before the webhook: the redirect itself marks nothing paid, but the page
    // asks Stripe, whose word is that her card is held.
    await renter.waitForURL(new RegExp(`^${app.baseURL}/orders/[^?]+\\?token=`));
    orderUrl = renter.url();
    const payment = renter.getByRole('region', { name: 'Payment' });
    await payment.getByTestId('payment-status').filter({ hasText: 'Card authorised' }).waitFor();
    await payment.getByText(`${formatPounds(total)} is held on your card and charged when we confirm your order.`).waitFor();
    expect(await payment.getByRole('link', { name: 'Pay by card' }).count()).toBe(0);

    // The late webhook (checkout.session.completed) is taken and changes nothing more.
    stripe.setWebhookUrl(`${app.baseURL}/api/payments/stripe/webhook`);
    const completed = stripe.events().findLast((e) => e.type === 'checkout.session.completed');
    expect((await stripe.resend(completed?.id ?? ''))?.status).toBe(200);
    await renter.reload();
    await payment.getByTestId('payment-status').filter({ hasText: 'Card authorised' }).waitFor();
    await screenshot(renter, 'payments-order-page-authorised');
  });

  it('charges the card when the admin dispatches, refunds part with a reason, and e-mails the renter', async () => {
    const reference = `#${orderReference(new URL(orderUrl).pathname.split('/').pop() as string)}`;
    await admin.goto('/admin');
    await admin.getByLabel('Admin password').fill(app.adminPassword);
    await admin.getByRole('button', { name: 'Log In' }).click();
    await adminToast(admin, 'Login Successful').waitFor();
    await openAdminTab(admin, 'Orders');
    const panel = admin.getByRole('tabpanel', { name: 'Orders' });
    await panel.getByRole('button', { name: 'Refresh' }).click();
    const mine = row(panel, RENTER.name);
    await mine.getByText('Card authorised', { exact: true }).waitFor();

    await mine.getByRole('button', { name: 'Mark dispatched' }).click();
    const confirm = admin.getByRole('dialog', { name: `Mark dispatched: order ${reference}?` });
    await confirm.getByRole('button', { name: 'Mark dispatched' }).click();
    await adminToast(admin, 'Order Updated').waitFor();
    await mine.getByText('Paid', { exact: true }).waitFor();

    await mine.getByRole('button', { name: 'Money' }).click();
    let drawer = admin.getByRole('dialog', { name: `Payment of order ${reference}` });
    // The drawer's figures are a table too: the movements are the one with a "What" column.
    const movements = () => drawer.getByRole('table').filter({ has: admin.getByRole('columnheader', { name: 'What' }) });
    await row(movements(), 'Captured')
      .filter({ hasText: formatPounds(total) })
      .waitFor();
    expect(
      await row(movements(), 'Card authorised')
        .filter({ hasText: formatPounds(total) })
        .count(),
    ).toBe(1);
    await screenshot(admin, 'payments-admin-captured');

    await drawer.getByRole('button', { name: 'Refund' }).click();
    const asking = admin.getByRole('dialog', { name: `Refund order ${reference}?` });
    await asking.getByLabel(/^Amount/).fill(REFUND.amount);
    await asking.getByLabel('Reason (the renter is told)').fill(REFUND.reason);
    await asking.getByRole('button', { name: 'Refund' }).click();
    await adminToast(admin, 'Refund issued').waitFor();

    await mine.getByText('Partly refunded', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Money' }).click();
    drawer = admin.getByRole('dialog', { name: `Payment of order ${reference}` });
    const refunded = row(movements(), 'Refunded');
    await refunded.filter({ hasText: `£${REFUND.amount}` }).waitFor();
    expect(await refunded.getByText(REFUND.reason, { exact: false }).count()).toBe(1);
    await screenshot(admin, 'payments-admin-refunded');

    // The renter's mailbox: the refund, with its amount and reason.
    let mail: ParsedMail | undefined;
    await waitUntil(
      'the refund e-mail to reach the renter',
      () =>
        (mail = smtp.inbox.find(
          (m) => recipients(m).includes(RENTER.email) && m.subject === `Refund issued - order ${reference.slice(1)}`,
        )) !== undefined,
      { timeoutMs: 30_000 },
    );
    expect(mail?.text).toContain(`We have refunded £${REFUND.amount} on order ${reference.slice(1)}`);
    expect(mail?.text).toContain(`Reason: ${REFUND.reason}.`);

    // And her order page says what she got back.
    await renter.goto(orderUrl);
    const payment = renter.getByRole('region', { name: 'Payment' });
    await payment.getByTestId('payment-status').filter({ hasText: 'Partly refunded' }).waitFor();
    expect(await payment.getByText(`£${REFUND.amount}`, { exact: true }).isVisible()).toBe(true);
    await screenshot(renter, 'payments-order-page-refunded');

    expect([...renterErrors, ...adminErrors]).toEqual([]);
  });
});
