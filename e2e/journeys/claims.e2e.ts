/**
 * Receiving a dress back and a damage claim, in real Chromium against the built app: the admin
 * dispatches a lender's dress with a photo; the lender marks it received on her phone (damaged, with a
 * note) and reports the damage from her Claims page; the renter finds the dispatch photo and the report
 * on her order page and answers; the admin sees it in the Claims tab and charges her; with no saved card
 * (a bank transfer order) it is owed, and the admin records the transfer from Late Returns, which her
 * order page then shows as paid. Screens go to e2e/artifacts/claims-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CLAIM_DECISION_LABELS, addDays, todayInLondon, type ListingView, type OrderView } from '../../contracts/src/index';
import {
  apiClient,
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  openAdminTab,
  recipients,
  screenshot,
  startApp,
  startSmtp,
  VIEWPORTS,
  waitUntil,
  type RunningApp,
} from '../support';

const PUBLIC_URL = 'https://shop.example.co.uk';
const RENTER_EMAIL = 'claims.renter@example.co.uk';
const DRESS = `Organza Ball Gown ${Date.now()}`;
/** A valid 2x2 PNG, as the other journeys upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4sbnrxOYuBggFADmSCBWGm7t4AAAAAElFTkSuQmCC',
  'base64',
);

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Browsers log refused requests as console errors; none is expected here but the area's first 401. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 401/.test(e));

describeWithBrowser('returns and damage claims', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: RunningApp;
  let browser: Browser;
  let adminCookie: string;
  let lenderCookie: string;
  let order: OrderView;
  let orderPath: string;
  let pngPath: string;
  const pages: Page[] = [];

  const api = apiClient(
    () => app.baseURL,
    () => ({ Cookie: adminCookie, Accept: 'application/json' }),
  );

  async function upload(headers: Record<string, string>): Promise<string> {
    const ticket = await api<{ uploadURL: string; objectPath: string }>('POST', '/api/objects/upload', undefined, headers);
    const put = await fetch(new URL(ticket.uploadURL, app.baseURL), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: TINY_PNG,
    });
    expect(put.status).toBe(200);
    return ticket.objectPath;
  }

  async function open(device: keyof typeof VIEWPORTS, cookie: string): Promise<Page> {
    const page = await newPage(browser, { viewport: VIEWPORTS[device], baseURL: app.baseURL });
    const cookies = cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: app.baseURL };
      });
    if (cookies.length > 0) await page.context().addCookies(cookies);
    pages.push(page);
    return page;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_SENDER: 'on', MAIL_POLL_MS: '250', PUBLIC_URL } });
    browser = await launchBrowser();
    pngPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dw-claims-')), 'seam.png');
    fs.writeFileSync(pngPath, TINY_PNG);
    const login = await fetch(`${app.baseURL}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseURL },
      body: JSON.stringify({ password: app.adminPassword }),
    });
    expect(login.status).toBeLessThan(300);
    adminCookie = cookiesOf(login);

    // The lender signs up (her session cookie comes with it) and her dress goes live.
    const signUp = await fetch(`${app.baseURL}/api/lender-accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.baseURL },
      body: JSON.stringify({
        fullName: 'Rosalind Vere',
        email: 'rosalind.vere@example.co.uk',
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
    const photo = await upload({ Cookie: lenderCookie, 'X-Lender-Token': account.token });
    const listing = await api<ListingView>(
      'POST',
      '/api/dress-listings',
      {
        lenderAccountId: account.id,
        name: DRESS,
        brand: 'Emilia Wickstead',
        description: 'Organza ball gown with a full skirt and a sculpted bodice, worn once.',
        category: 'evening-gown',
        condition: 'excellent',
        occasion: 'gala-awards',
        sizes: ['10'],
        originalPrice: 1450,
        rentalPrice2Day: 115,
        rentalPrice4Day: 189,
        careInstructions: 'Dry clean only. Store hanging.',
        imageUrls: [photo],
      },
      { 'X-Lender-Token': account.token },
    );
    await api('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'approved' });
    const live = await api<{ productId: string }>('PUT', `/api/dress-listings/${listing.id}/status`, { status: 'live' });

    // A renter books it; the admin dispatches it with a photo and a note.
    const start = addDays(todayInLondon(), 14);
    order = await api<OrderView>('POST', '/api/orders', {
      order: {
        customerName: 'Imogen Carew',
        customerEmail: RENTER_EMAIL,
        customerPhone: '07700 900321',
        deliveryAddress: '9 Elm Park Gardens, London SW10 9NY',
      },
      items: [{ productId: live.productId, size: '10', duration: 2, quantity: 1, startDate: start }],
    });
    await api('POST', `/api/orders/${order.id}/payment/record`, { amount: order.total, method: 'bank-transfer', reference: 'DW transfer' });
    const dispatchPhoto = await upload({});
    await api('PUT', `/api/orders/${order.id}/status`, {
      status: 'processing',
      photos: [dispatchPhoto],
      note: 'Steamed, tissue-wrapped and bagged.',
    });
    orderPath = await waitUntil(
      () => `the renter's order link (inbox: ${smtp.inbox.map((m) => m.subject).join('; ') || 'empty'})`,
      () =>
        smtp.inbox
          .filter((m) => recipients(m).includes(RENTER_EMAIL))
          .flatMap((m) => [...String(m.html || '').matchAll(/href="([^"]+)"/g)].map((x) => x[1].replace(/&amp;/g, '&')))
          .find((href) => href.startsWith(`${PUBLIC_URL}/orders/${order.id}?token=`)),
      { timeoutMs: 60_000, intervalMs: 200 },
    ).then((href) => href.slice(PUBLIC_URL.length));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    if (pngPath) fs.rmSync(path.dirname(pngPath), { recursive: true, force: true });
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  it('the lender marks her dress received on her phone, damaged, with a photo', async () => {
    const page = await open('phone', lenderCookie);
    const errors = collectPageErrors(page);
    await page.goto('/lender/bookings');
    await page.getByRole('button', { name: /Mark as received/ }).click();
    const form = page.getByRole('form', { name: `Mark ${DRESS} as received` });
    await form.getByLabel('Condition').selectOption('damaged');
    await form.getByLabel('Note (optional)').fill('A 3 cm tear at the left side seam.');
    await form.locator('input[type="file"]').setInputFiles(pngPath);
    await form.getByRole('img', { name: 'Condition photo 1' }).waitFor();
    await screenshot(page, 'claims-lender-receive-phone');
    await form.getByRole('button', { name: 'Confirm received' }).click();
    await form.waitFor({ state: 'detached' });
    await waitUntil(
      'the order to be completed',
      async () => (await api<OrderView[]>('GET', '/api/orders')).find((o) => o.id === order.id)?.status === 'completed',
    );
    expect(unexpected(errors)).toEqual([]);
  });

  it('she reports the damage from her Claims page within 48 hours', async () => {
    const page = await open('phone', lenderCookie);
    const errors = collectPageErrors(page);
    await page.goto('/lender/claims');
    await page.getByRole('button', { name: `Report damage to ${DRESS}` }).click();
    const form = page.getByRole('form', { name: `Report damage to ${DRESS}` });
    await form.getByLabel('What happened').fill('A 3 cm tear at the left side seam; it needs a specialist repair.');
    await form.getByLabel('Amount asked (£)').fill('120');
    await form.getByRole('button', { name: 'Report damage' }).click();
    await page.getByRole('cell', { name: order.id.slice(-8).toUpperCase() }).waitFor();
    await page.getByText(/Renter may answer until/).waitFor();
    await screenshot(page, 'claims-lender-claims-phone');
    expect(unexpected(errors)).toEqual([]);
  });

  it('the renter sees the dispatch photo and the report on her order page, and answers', async () => {
    const page = await open('phone', '');
    const errors = collectPageErrors(page);
    await page.goto(orderPath);
    await page.getByRole('region', { name: 'As your dresses left us' }).getByRole('img').first().waitFor();
    const reports = page.getByRole('region', { name: 'Damage reports' });
    await reports.getByText('Amount asked: £120.00').waitFor();
    await reports.getByLabel(/Your answer/).fill('The seam was already loose when the dress arrived.');
    await reports.getByRole('button', { name: 'Send answer' }).click();
    await reports.getByText('Your answer: “The seam was already loose when the dress arrived.”').waitFor();
    await screenshot(page, 'claims-renter-order-phone');
    expect(errors).toEqual([]);
  });

  it('the admin finds the answered claim in the Claims tab, with the decision to make', async () => {
    const page = await open('desktop', adminCookie);
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    const panel = await openAdminTab(page, 'Claims');
    const row = panel.getByRole('row', { name: new RegExp(order.id.slice(-8).toUpperCase()) });
    await row.getByText('Answered').waitFor();
    await row.getByRole('button', { name: /Decide/ }).click();
    await page.getByRole('dialog').getByText('Renter: “The seam was already loose when the dress arrived.”').waitFor();
    await screenshot(page, 'claims-admin-decide-desktop', { fullPage: false });
    expect(errors).toEqual([]);
  });

  it('the admin charges the renter: no saved card, so it is owed; she records the bank transfer from Late Returns', async () => {
    const page = await open('desktop', adminCookie);
    const errors = collectPageErrors(page);
    await page.goto('/admin');
    const claims = await openAdminTab(page, 'Claims');
    const reference = new RegExp(order.id.slice(-8).toUpperCase());
    await claims
      .getByRole('row', { name: reference })
      .getByRole('button', { name: /Decide/ })
      .click();
    const decide = page.getByRole('dialog');
    await decide.getByRole('radio', { name: CLAIM_DECISION_LABELS['charge-renter'] }).check();
    await decide.getByLabel('Amount (£)').fill('80.00');
    await decide.getByRole('button', { name: 'Decide' }).click();
    await decide.waitFor({ state: 'hidden' });

    const late = await openAdminTab(page, 'Late Returns');
    const owed = late.getByRole('row', { name: reference });
    await owed.getByText('No saved card: collect it by hand').waitFor();
    await owed.getByRole('button', { name: /^Mark collected/ }).click();
    const collect = page.getByRole('dialog', { name: /collected for order/ });
    await collect.getByLabel('Bank transfer reference (or how it was paid)').fill('Transfer DW 0042');
    await screenshot(page, 'claims-admin-collected-desktop', { fullPage: false });
    await collect.getByRole('button', { name: 'Record collected' }).click();
    await late.getByText('Nothing is owed.').waitFor();
    expect(errors).toEqual([]);
  });

  it("the renter's order page says the charge was paid", async () => {
    const page = await open('phone', '');
    const errors = collectPageErrors(page);
    await page.goto(orderPath);
    const reports = page.getByRole('region', { name: 'Damage reports' });
    await reports.getByText(/^Paid: we received your £80\.00 on .+\. Thank you\.$/).waitFor();
    await screenshot(page, 'claims-renter-paid-phone');
    expect(unexpected(errors)).toEqual([]);
  });
});
