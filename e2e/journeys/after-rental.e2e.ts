/**
 * After the rental, the whole loop as its three people live it, in real Chromium against the built
 * app with real e-mail: the admin dispatches a lender's dress on her desktop with a carrier, a
 * tracking reference and a photo; the renter follows "Track your parcel" and sees the dispatch photo
 * on her order page (phone); the lender marks her dress received, damaged, with a photo (phone) and
 * reports the damage from that photo; the renter answers from the e-mailed link; the admin charges
 * her and both are e-mailed; and the renter's review, written from her invitation link, shows on
 * the dress's page and its stars on its catalogue card. Only the stage is set through the API: the
 * lender, her live dress and the paid order. Every key screen is kept at phone and desktop width in
 * e2e/artifacts/after-rental-*.png.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  CARRIERS,
  addDays,
  orderReference,
  todayInLondon,
  type ListingView,
  type OrderView,
  type ProductView,
} from '../../contracts/src/index';
import {
  REPO_ROOT,
  apiClient,
  auditLayout,
  chooseInSelect,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  openAdminTab,
  openLive,
  recipients,
  screenshot,
  startApp,
  startSmtp,
  VIEWPORTS,
  waitUntil,
  type ParsedMail,
  type RunningApp,
} from '../support';

const PUBLIC_URL = 'https://shop.example.co.uk';
const DRESS = 'Seraphine Tulle Ball Gown';
const LENDER = { name: 'Rosalind Vere', email: 'rosalind.vere@example.co.uk' };
const RENTER = { name: 'Imogen Carew', email: 'imogen.carew@example.co.uk' };
const PARCEL = { carrier: 'dpd' as const, typed: '1550 1234 5678 90' };
const TRACKING_REFERENCE = '15501234567890';
const DAMAGE = 'A 3 cm tear at the left side seam; it needs a specialist repair.';
const ANSWER = 'The seam was already loose when the dress arrived; I wore it once, carefully.';
const REVIEW = 'The tulle was a dream and it fitted like a glove. Compliments all evening at the ball!';
/** Real photographs, so the screens show what a person would see (the seed catalogue's own). */
const PHOTO = {
  listing: path.join(REPO_ROOT, 'backend/seed/images/ophelia-tulle-ball-gown-1.webp'),
  dispatch: path.join(REPO_ROOT, 'backend/seed/images/ophelia-tulle-ball-gown-2.webp'),
  damage: path.join(REPO_ROOT, 'backend/seed/images/ophelia-tulle-ball-gown-1.webp'),
};

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The admin's toasts are antd notifications. */
const adminToast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ has: page.getByText(title, { exact: true }) });
const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

/** The link in a message's HTML that starts with `prefix`, as a mail client follows it. */
function linkIn(mail: ParsedMail, prefix: string): string {
  const hrefs = [...String(mail.html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const link = hrefs.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`No link starting ${prefix} in "${mail.subject}": ${hrefs.join(' ')}`);
  return link.slice(PUBLIC_URL.length);
}

/** Waits until every image in `scope` has arrived and decoded (a lazy one once scrolled to). */
async function imagesShown(scope: Locator): Promise<void> {
  await scope.getByRole('img').first().waitFor();
  await scope.scrollIntoViewIfNeeded();
  await waitUntil('the photos to be shown', () =>
    scope.evaluate((el) => [...el.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0)),
  );
}

/** Browsers log refused requests as console errors; none is expected but the lender area's first 401. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

describeWithBrowser('after the rental: dispatch, return, damage claim, decision and review', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let adminCookie: string;
  let lenderCookie: string;
  let product: ProductView;
  let order: OrderView;
  let reference: string;
  const errors = { admin: [] as string[], renter: [] as string[], lender: [] as string[] };
  let admin: Page;
  let renter: Page;
  let lender: Page;

  const api = apiClient(
    () => app.baseURL,
    () => ({ Cookie: adminCookie, Accept: 'application/json' }),
  );

  /** The message to `to` whose subject starts with `subject`, once it is delivered. */
  const mailTo = (to: string, subject: string) =>
    waitUntil(
      () => `"${subject}" to reach ${to} (inbox: ${smtp.inbox.map((m) => m.subject).join('; ') || 'empty'})`,
      () => smtp.inbox.find((m) => recipients(m).includes(to) && m.subject?.startsWith(subject)) ?? false,
      { timeoutMs: 60_000, intervalMs: 200 },
    );

  /**
   * Keeps a screen at its person's width and at the other one (the whole page, from its top, and the
   * window on `focus`, legible at full size), then gives her width back.
   */
  async function keep(page: Page, name: string, focus: Locator): Promise<void> {
    const own = page.viewportSize() ?? VIEWPORTS.desktop;
    const device = own.width === VIEWPORTS.phone.width ? 'phone' : 'desktop';
    const other = device === 'phone' ? 'desktop' : 'phone';
    for (const width of [device, other] as const) {
      await page.setViewportSize(VIEWPORTS[width]);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(page, `after-rental-${name}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[width].width);
      await focus.scrollIntoViewIfNeeded();
      await screenshot(page, `after-rental-${name}-${width}-focus`, { fullPage: false });
    }
    await page.setViewportSize(own);
  }

  async function open(device: keyof typeof VIEWPORTS, cookie = ''): Promise<Page> {
    const page = await newPage(browser, { viewport: VIEWPORTS[device], baseURL: app.baseURL });
    const cookies = cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: app.baseURL };
      });
    if (cookies.length > 0) await page.context().addCookies(cookies);
    return page;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_SENDER: 'on', MAIL_POLL_MS: '250', PUBLIC_URL } });
    browser = await launchBrowser();
    const login = await fetch(`${app.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseURL },
      body: JSON.stringify({ password: app.adminPassword }),
    });
    expect(login.status).toBeLessThan(300);
    adminCookie = cookiesOf(login);

    // The lender signs up (her session cookie comes with it), is approved, and her dress goes live.
    const signUp = await fetch(`${app.baseURL}/api/lender-accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseURL },
      body: JSON.stringify({
        fullName: LENDER.name,
        email: LENDER.email,
        phone: '07123 456789',
        address: '3 Walton Street, London SW3 2JD',
        bankAccountName: 'R Vere',
        sortCode: '089999',
        accountNumber: '66374958',
      }),
    });
    expect(signUp.status).toBe(201);
    lenderCookie = cookiesOf(signUp);
    const account = (await signUp.json()) as { id: string; token: string };
    await api('PUT', `/api/lender-accounts/${account.id}/status`, { status: 'approved' });
    // Her own upload: without the admin's cookie, which would make it the shop's.
    const ticket = await api<{ uploadURL: string; objectPath: string }>('POST', '/api/objects/upload', undefined, {
      Cookie: lenderCookie,
      'X-Lender-Token': account.token,
    });
    const put = await fetch(new URL(ticket.uploadURL, app.baseURL), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/webp' },
      body: await readFile(PHOTO.listing),
    });
    expect(put.status).toBe(200);
    const listing = await api<ListingView>(
      'POST',
      '/api/dress-listings',
      {
        lenderAccountId: account.id,
        name: DRESS,
        brand: 'Emilia Wickstead',
        description: 'Tulle ball gown with a full skirt and a sculpted bodice, worn once.',
        category: 'evening-gown',
        condition: 'excellent',
        occasion: 'gala-awards',
        sizes: ['10'],
        originalPrice: 1450,
        rentalPrice2Day: 115,
        rentalPrice4Day: 189,
        careInstructions: 'Dry clean only. Store hanging.',
        imageUrls: [ticket.objectPath],
      },
      { 'X-Lender-Token': account.token },
    );
    await api('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'approved' });
    const live = await api<{ productId: string }>('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'live' });
    product = await api<ProductView>('GET', `/api/products/${live.productId}`);

    // The renter books it for the day after tomorrow's dispatch and pays by bank transfer.
    order = await api<OrderView>('POST', '/api/orders', {
      order: {
        customerName: RENTER.name,
        customerEmail: RENTER.email,
        customerPhone: '07700 900321',
        deliveryAddress: '9 Elm Park Gardens, London SW10 9NY',
      },
      items: [{ productId: product.id, size: '10', duration: 2, quantity: 1, startDate: addDays(todayInLondon(), 3) }],
    });
    await api('POST', `/api/orders/${order.id}/payment/record`, { amount: order.total, method: 'bank-transfer', reference: 'DW transfer' });
    reference = orderReference(order.id);

    admin = await open('desktop');
    renter = await open('phone');
    lender = await open('phone', lenderCookie);
    errors.admin = collectPageErrors(admin);
    errors.renter = collectPageErrors(renter);
    errors.lender = collectPageErrors(lender);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('the admin dispatches the dress on her desktop with DPD, its reference and a photo', async () => {
    await admin.goto('/admin');
    await admin.getByLabel('Admin password').fill(app.adminPassword);
    await admin.getByRole('button', { name: 'Log In' }).click();
    await adminToast(admin, 'Login Successful').waitFor();
    const panel = await openAdminTab(admin, 'Orders');
    const mine = row(panel, RENTER.name);
    await mine.getByRole('button', { name: 'Mark dispatched' }).click();

    const dialog = admin.getByRole('dialog', { name: `Mark dispatched: order #${reference}?` });
    await dialog.getByText(`${RENTER.name} (${RENTER.email}) is e-mailed that her dress is on its way.`).waitFor();
    expect(await dialog.getByText('This looks too early').count()).toBe(0);
    await chooseInSelect(admin, dialog, 'Carrier', CARRIERS[PARCEL.carrier].name);
    await dialog.getByLabel('Tracking reference (optional)').fill(PARCEL.typed);
    await dialog.getByLabel('Dispatch note (optional)').fill('Steamed, tissue-wrapped and bagged.');
    await dialog.locator('input[type="file"]').setInputFiles(PHOTO.dispatch);
    await imagesShown(dialog.getByRole('list', { name: 'Condition photos' }));
    await screenshot(admin, 'after-rental-admin-dispatch-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Mark dispatched' }).click();
    await adminToast(admin, 'Order Updated').waitFor();
    await mine.getByText('Dispatched', { exact: true }).waitFor();
    // The row links the parcel as the renter's e-mail does.
    const track = mine.getByRole('link', { name: `Track DPD parcel ${TRACKING_REFERENCE}` });
    expect(await track.getAttribute('href')).toBe(CARRIERS.dpd.trackingUrl(TRACKING_REFERENCE));
    expect(unexpected(errors.admin)).toEqual([]);
  });

  it('the renter follows her parcel and sees her dress as it left, on her phone', async () => {
    const dispatched = await mailTo(RENTER.email, 'Your dress is on its way');
    expect(dispatched.text).toContain(TRACKING_REFERENCE);
    await renter.goto(linkIn(dispatched, `${PUBLIC_URL}/orders/${order.id}?token=`));
    const track = renter.getByRole('link', { name: 'Track your parcel' });
    expect(await track.getAttribute('href')).toBe(CARRIERS.dpd.trackingUrl(TRACKING_REFERENCE));
    await renter.getByText(`DPD ${TRACKING_REFERENCE}`).waitFor();
    const left = renter.getByRole('region', { name: 'As your dresses left us' });
    await left.getByText('Steamed, tissue-wrapped and bagged.').waitFor();
    await imagesShown(left);
    expect(await left.getByRole('img', { name: `${DRESS} as it left us, photo 1` }).isVisible()).toBe(true);
    await keep(renter, 'renter-dispatched', left);
    expect(errors.renter).toEqual([]);
  });

  it('the lender marks her dress received on her phone, damaged, with a photo', async () => {
    await lender.goto('/lender/bookings');
    await lender.getByRole('button', { name: /Mark as received/ }).click();
    const form = lender.getByRole('form', { name: `Mark ${DRESS} as received` });
    await form.getByLabel('Condition').selectOption('damaged');
    await form.getByLabel('Note (optional)').fill('A 3 cm tear at the left side seam.');
    await form.locator('input[type="file"]').setInputFiles(PHOTO.damage);
    await imagesShown(form.getByRole('list', { name: 'Photos added' }));
    await keep(lender, 'lender-receive', form);
    // The forms she fills in on her phone: nothing covered, nothing axe finds.
    await auditLayout(lender, 'after-rental-lender-receive-phone');
    await form.getByRole('button', { name: 'Confirm received' }).click();
    await form.waitFor({ state: 'detached' });
    await lender.getByText(`${DRESS} is back`, { exact: false }).first().waitFor();
    expect(unexpected(errors.lender)).toEqual([]);
  });

  it('she reports the damage from the photo she took, within 48 hours', async () => {
    await lender.goto('/lender/claims');
    await lender.getByRole('button', { name: `Report damage to ${DRESS}` }).click();
    const form = lender.getByRole('form', { name: `Report damage to ${DRESS}` });
    // Her return photo is offered, and already picked.
    const picked = form.getByRole('checkbox', { name: 'Return photo 1' });
    expect(await picked.isChecked()).toBe(true);
    await form.getByLabel('What happened').fill(DAMAGE);
    await form.getByLabel('Amount asked (£)').fill('120');
    await imagesShown(form.getByRole('group', { name: 'Photos from its record' }));
    await keep(lender, 'lender-report', form);
    await auditLayout(lender, 'after-rental-lender-report-phone');
    await form.getByRole('button', { name: 'Report damage' }).click();
    await form.waitFor({ state: 'detached' });
    const claim = lender.getByRole('table', { name: 'Your damage claims' }).getByRole('row', { name: new RegExp(reference) });
    await claim.getByText(/Renter may answer until/).waitFor();
    expect(await claim.getByText('£120.00').isVisible()).toBe(true);
    expect(unexpected(errors.lender)).toEqual([]);
  });

  it('the renter answers on her order page, from the e-mail telling her', async () => {
    const opened = await mailTo(RENTER.email, 'A damage report on your rental');
    expect(opened.text).toContain(DAMAGE);
    expect(opened.text).toContain('The amount asked is £120.00.');
    await renter.goto(linkIn(opened, `${PUBLIC_URL}/orders/${order.id}?token=`));
    const reports = renter.getByRole('region', { name: 'Damage reports' });
    await reports.getByText(DAMAGE).waitFor();
    expect(await reports.getByText('Amount asked: £120.00').isVisible()).toBe(true);
    await imagesShown(reports);
    expect(await reports.getByRole('img', { name: `${DRESS} as it came back, photo 1` }).isVisible()).toBe(true);
    await reports.getByLabel(/Your answer/).fill(ANSWER);
    await keep(renter, 'renter-report', reports);
    await auditLayout(renter, 'after-rental-renter-report-phone');
    await reports.getByRole('button', { name: 'Send answer' }).click();
    await reports.getByText(`Your answer: “${ANSWER}”`).waitFor();
    await reports.getByText('We will decide and e-mail you.').waitFor();
    expect(errors.renter).toEqual([]);
  });

  it('the admin reads both sides with the photos and charges the renter; both are e-mailed', async () => {
    const panel = await openAdminTab(admin, 'Claims');
    const claim = row(panel, `#${reference}`);
    await claim.getByText('Answered', { exact: true }).waitFor();
    await claim.getByRole('button', { name: `Decide the claim on order ${reference}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Decide: order #${reference}` });
    await dialog.getByText(`Renter: “${ANSWER}”`).waitFor();
    await imagesShown(dialog.getByRole('link', { name: 'Damage photo 1' }));
    expect(await dialog.getByRole('radio', { name: 'Charged to the renter' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Amount (£)').inputValue()).toBe('120.00');
    await screenshot(admin, 'after-rental-admin-decide-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Decide' }).click();
    await adminToast(admin, 'Claim Decided').waitFor();
    await claim.getByText('Decided', { exact: true }).waitFor();
    await claim.getByText('Charged to the renter: £120.00').waitFor();
    await screenshot(admin, 'after-rental-admin-claims-desktop', { fullPage: false });

    const subject = `The damage report has been decided - order ${reference}`;
    const toRenter = await mailTo(RENTER.email, subject);
    expect(toRenter.text).toContain('We will charge you £120.00 to the card or account you paid with.');
    const toLender = await mailTo(LENDER.email, subject);
    expect(toLender.text).toContain('The renter is charged £120.00, which is added to your next payout.');
    expect(unexpected(errors.admin)).toEqual([]);
  });

  it('each sees the decision where she looks: the renter on her order page, the lender on her Claims page', async () => {
    const decided = await mailTo(RENTER.email, 'The damage report has been decided');
    await renter.goto(linkIn(decided, `${PUBLIC_URL}/orders/${order.id}?token=`));
    const reports = renter.getByRole('region', { name: 'Damage reports' });
    // She paid by bank transfer, so no card is saved: the charge is owed, collected by hand.
    await reports.getByText('You owe £120.00: we will be in touch about paying it by bank transfer.').waitFor();
    expect(await reports.getByRole('button', { name: 'Send answer' }).count()).toBe(0);
    await keep(renter, 'renter-decided', reports);

    await lender.goto('/lender/claims');
    const claim = lender.getByRole('table', { name: 'Your damage claims' }).getByRole('row', { name: new RegExp(reference) });
    await claim.getByText('Charged to the renter: £120.00 to your next payout').waitFor();
    await keep(lender, 'lender-decided', claim);
    expect(errors.renter).toEqual([]);
    expect(unexpected(errors.lender)).toEqual([]);
  });

  it('the renter reviews the dress from her invitation link, on her phone', async () => {
    const invitation = await mailTo(RENTER.email, 'How did your dress fit?');
    expect(invitation.text).toContain(`${DRESS}, UK 10`);
    await openLive(renter, linkIn(invitation, `${PUBLIC_URL}/review?token=`));
    await renter.getByRole('heading', { level: 1, name: 'How did it fit, Imogen?' }).waitFor();
    expect(await renter.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const form = renter.getByRole('form', { name: `Review ${DRESS}` });
    await form.getByRole('radio', { name: '4 stars, Very good' }).check();
    await form.getByLabel('True to size').check();
    await form.getByRole('textbox', { name: 'Your review' }).fill(REVIEW);
    await keep(renter, 'renter-review', form);
    await form.getByRole('button', { name: 'Send review' }).click();
    await renter.getByText(`Thank you: your review of ${DRESS}`).waitFor();
    expect(errors.renter).toEqual([]);
  });

  it("her review shows on the dress's page, drawn by the server, and its stars on its catalogue card", async () => {
    const shopper = await open('phone');
    const shopperErrors = collectPageErrors(shopper);
    await openLive(shopper, `/product/${product.slug}`);
    const section = shopper.getByRole('region', { name: 'Reviews' });
    await section.getByText('Based on 1 verified rental').waitFor();
    await section.getByText(REVIEW).waitFor();
    expect(await section.getByText('Imogen C.').isVisible()).toBe(true);
    expect(await section.getByText('Most say true to size').isVisible()).toBe(true);
    expect(await shopper.getByRole('img', { name: 'Rated 4.0 out of 5 (1 review)' }).first().isVisible()).toBe(true);
    const jsonLd = JSON.parse((await shopper.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      aggregateRating?: { ratingValue: number; reviewCount: number };
    };
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    await section.scrollIntoViewIfNeeded();
    await keep(shopper, 'product-reviews', section);

    await openLive(shopper, `/all-dresses?q=${encodeURIComponent(DRESS)}`);
    const card = shopper.getByRole('article').filter({ has: shopper.getByRole('link', { name: DRESS, exact: true }) });
    await card.getByRole('img', { name: 'Rated 4.0 out of 5 (1 review)' }).waitFor();
    await keep(shopper, 'catalogue-card', card);
    expect(shopperErrors).toEqual([]);
    await shopper.context().close();
  });
});
