/**
 * The lender journey in a real browser against the built app: the pitch (counter reaches 5,000+
 * once scrolled to), a refused bank account that keeps every value, a real account, a real PNG
 * upload, a listing submission and 'List Another Dress'; then the admin API shows the listing
 * pending with its image served as image/png. Screens go to e2e/artifacts/lender-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  LENDER_MESSAGES,
  LISTING_MESSAGES,
  NOTICES,
  UPLOADS_PATH_PREFIX,
  type LenderAccountView,
  type ListingView,
} from '../../contracts/src/index';
import {
  collectPageErrors,
  describeWithBrowser,
  launchBrowser,
  newPage,
  screenshot,
  startApp,
  VIEWPORTS,
  type RunningApp,
  type Viewport,
} from '../support';

/** A valid 2x2 champagne PNG (IHDR, IDAT, IEND with their CRCs): the upload carries real image bytes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4sbnrxOYuBggFADmSCBWGm7t4AAAAAElFTkSuQmCC',
  'base64',
);

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
/** Scoped to the page body: the shell's footer has its own 'Email address' field. */
const field = (page: Page, label: string | RegExp) => page.locator('main').getByLabel(label);

/**
 * Browsers log refused requests as console errors: our 400 on purpose, and the 401 of /list-dress
 * asking whether a lender is already signed in (she is not). Anything else counts.
 */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|401)/.test(e));

describeWithBrowser('lender', () => {
  let app: RunningApp;
  let browser: Browser;
  let pngPath: string;
  const pages: Page[] = [];

  const open = async (viewport: Viewport) => {
    const page = await newPage(browser, { viewport, baseURL: app.baseURL });
    pages.push(page);
    return page;
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    pngPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dw-lender-')), 'silk-gown.png');
    fs.writeFileSync(pngPath, TINY_PNG);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (pngPath) fs.rmSync(path.dirname(pngPath), { recursive: true, force: true });
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });

  it('pitches lending: every section, and the lender counter reaches 5,000+ once scrolled to', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await open(viewport);
      const errors = collectPageErrors(page);
      await page.goto('/monetise-your-wardrobe');
      await page.getByRole('heading', { level: 1, name: /Your wardrobe/ }).waitFor();
      expect(await page.title()).toBe('Monetise Your Wardrobe | Designer Wardrobe');
      await screenshot(page, `lender-pitch-${name}`, { fullPage: false });

      const counter = page.getByTestId('lender-counter');
      // Below the fold it has not started.
      expect(await counter.textContent()).toBe('100');
      await counter.scrollIntoViewIfNeeded();
      await waitForText(page, 'lender-counter', '5,000+');

      // The monthly headline counts up the same way when it comes into view.
      await page.getByTestId('monthly-headline').scrollIntoViewIfNeeded();
      await waitForText(page, 'monthly-headline', '£200-£800');

      for (const heading of ['Three steps to your first payout', 'We look after the details', 'What we accept']) {
        expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('link', { name: 'List Your First Dress' }).getAttribute('href')).toBe('/list-dress');
      expect(await page.getByRole('link', { name: 'Browse the Collection' }).getAttribute('href')).toBe('/catalog');
      await screenshot(page, `lender-pitch-full-${name}`);
      expect(unexpected(errors)).toEqual([]);
    }
  });

  it('with reduced motion shows 5,000+ at once', async () => {
    const page = await open(VIEWPORTS.phone);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/monetise-your-wardrobe');
    await page.getByRole('heading', { level: 1, name: /Your wardrobe/ }).waitFor();
    expect(await page.getByTestId('lender-counter').textContent()).toBe('5,000+');
    expect(await page.getByTestId('monthly-headline').textContent()).toBe('£200-£800');
  });

  it('goes from the pitch to /list-dress, survives a refused bank account, lists a dress with a real photo, and lists another', async () => {
    const page = await open(VIEWPORTS.desktop);
    const errors = collectPageErrors(page);
    const email = `amelia.${Date.now()}@example.co.uk`;
    const dressName = `Silk Column Gown ${Date.now()}`;

    await page.goto('/monetise-your-wardrobe');
    await page.getByRole('link', { name: 'Start Listing Today' }).click();
    await page.waitForURL(`${app.baseURL}/list-dress`);
    await page.getByRole('heading', { name: 'Create your lender account' }).waitFor();

    // 1. Bank details that fail the UK modulus check: refused, and nothing typed is lost.
    await field(page, 'Full name').fill('Amelia Hart');
    await field(page, 'Email address').fill(email);
    await field(page, 'Phone number').fill('07123 456789');
    await field(page, /Full address/).fill('12 Chelsea Manor Street, London SW3 5RP');
    await field(page, 'Account holder name').fill('A Hart');
    await field(page, 'Sort code').pressSequentially('938063');
    await field(page, 'Account number').pressSequentially('15764273');
    expect(await field(page, 'Sort code').inputValue()).toBe('93-80-63');
    await page.getByRole('checkbox', { name: /I agree to the lender terms/ }).check();
    await page.getByRole('button', { name: 'Create Lender Account' }).click();

    await toasts(page).getByText('Account Creation Failed').waitFor();
    expect(await toasts(page).textContent()).toContain(LENDER_MESSAGES.bankDetailsInvalid);
    await screenshot(page, 'lender-account-refused-desktop', { fullPage: false });
    expect(await field(page, 'Full name').inputValue()).toBe('Amelia Hart');
    expect(await field(page, 'Email address').inputValue()).toBe(email);
    expect(await field(page, 'Phone number').inputValue()).toBe('07123 456789');
    expect(await field(page, /Full address/).inputValue()).toBe('12 Chelsea Manor Street, London SW3 5RP');
    expect(await field(page, 'Account holder name').inputValue()).toBe('A Hart');
    expect(await field(page, 'Sort code').inputValue()).toBe('93-80-63');
    expect(await field(page, 'Account number').inputValue()).toBe('15764273');
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);

    // 2. Valid bank details: the account is created and step 2 opens.
    await field(page, 'Sort code').fill('');
    await field(page, 'Sort code').pressSequentially('089999');
    await field(page, 'Account number').fill('66374958');
    await page.getByRole('button', { name: 'Create Lender Account' }).click();
    await page.getByRole('heading', { name: 'List your dress' }).waitFor();
    await toasts(page).getByText(NOTICES.accountCreated.title).waitFor();
    await page.getByText(LISTING_MESSAGES.photosWarning).waitFor();

    // 3. A real PNG through the upload dialog.
    await page.getByRole('button', { name: 'Add photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add photos' });
    await dialog.locator('input[type="file"]').setInputFiles(pngPath);
    await dialog.getByText('silk-gown.png').waitFor();
    await screenshot(page, 'lender-upload-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toasts(page).getByText(NOTICES.photoUploaded.title).waitFor();
    const thumbnail = page.getByRole('img', { name: 'Dress photo 1' });
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(new RegExp(`^${UPLOADS_PATH_PREFIX}`));
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Dress photo 1"]');
      return Boolean(img?.complete && img.naturalWidth === 2);
    });

    // 4. The listing.
    await field(page, 'Dress name').fill(dressName);
    await field(page, 'Designer / brand').fill('Jenny Packham');
    await field(page, /^Description/).fill('Floor-length silk column gown with a hand-beaded neckline, worn once.');
    await field(page, 'Category').selectOption('evening-gown');
    await field(page, 'Condition').selectOption('excellent');
    await field(page, 'Best for').selectOption('gala-awards');
    await page.getByRole('checkbox', { name: 'UK 10' }).check();
    await page.getByRole('checkbox', { name: 'UK 12' }).check();
    await field(page, /Original retail price/).fill('1,250');
    await field(page, /2-day rental price/).fill('95');
    await field(page, /4-day rental price/).fill('150');
    await field(page, /^Care instructions/).fill('Dry clean only. Store hanging in its garment bag.');
    await page.getByRole('button', { name: 'Submit for Approval' }).click();

    await page.getByRole('heading', { name: 'Listing Submitted Successfully!' }).waitFor();
    await toasts(page).getByText(NOTICES.listingSubmitted.title).waitFor();
    await screenshot(page, 'lender-listing-submitted-desktop');

    // 5. 'List Another Dress': back to an empty step 2 for the same account.
    await page.getByRole('button', { name: 'List Another Dress' }).click();
    await page.getByRole('heading', { name: 'List your dress' }).waitFor();
    expect(await field(page, 'Dress name').inputValue()).toBe('');
    expect(await page.getByRole('img', { name: /Dress photo/ }).count()).toBe(0);
    await page.getByText(LISTING_MESSAGES.photosWarning).waitFor();
    const stored = await page.evaluate(() => sessionStorage.getItem('dw.lenderSession'));
    expect(stored).not.toBeNull();
    expect(unexpected(errors)).toEqual([]);

    // 6. The back office sees one account (the refused one wrote nothing) and the pending listing.
    const cookie = await adminCookie(app);
    const accounts = (await getJson(app, '/api/lender-accounts', cookie)) as LenderAccountView[];
    const mine = accounts.filter((a) => a.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'pending', sortCode: '••-••-99', accountNumber: '••••4958' });
    expect(JSON.parse(stored!).id).toBe(mine[0].id);

    const listings = (await getJson(app, '/api/dress-listings', cookie)) as ListingView[];
    const listing = listings.find((l) => l.name === dressName);
    expect(listing).toMatchObject({
      status: 'pending',
      lenderAccountId: mine[0].id,
      brand: 'Jenny Packham',
      category: 'evening-gown',
      sizes: ['10', '12'],
      originalPrice: '1250.00',
      rentalPrice2Day: '95.00',
      rentalPrice4Day: '150.00',
    });
    expect(listing!.imageUrls).toHaveLength(1);
    expect(listing!.imageUrls[0].startsWith(UPLOADS_PATH_PREFIX)).toBe(true);

    const image = await fetch(`${app.baseURL}${listing!.imageUrls[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('shows step 1 and its messages on a phone', async () => {
    const page = await open(VIEWPORTS.phone);
    await page.goto('/list-dress');
    await page.getByRole('heading', { name: 'Create your lender account' }).waitFor();
    await screenshot(page, 'lender-account-phone', { fullPage: false });
    await page.getByRole('button', { name: 'Create Lender Account' }).click();
    await page.getByText(LENDER_MESSAGES.fullName).waitFor();
    expect(await page.getByText(LENDER_MESSAGES.agreedToTerms).isVisible()).toBe(true);
    expect(await field(page, 'Full name').evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'lender-account-errors-phone');
  });
});

/** Waits until the element with that test id reads `text` (count-ups take about 2.5 s). */
async function waitForText(page: Page, testId: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === want,
    [testId, text] as const,
    { timeout: 6000 },
  );
}

/** Logs in as the harness's admin and returns the session cookie for API calls. */
async function adminCookie(app: RunningApp): Promise<string> {
  const res = await fetch(`${app.baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.baseURL },
    body: JSON.stringify({ password: app.adminPassword }),
  });
  expect(res.status).toBeLessThan(300);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.join('; ');
}

async function getJson(app: RunningApp, url: string, cookie: string): Promise<unknown> {
  const res = await fetch(`${app.baseURL}${url}`, { headers: { Cookie: cookie, Accept: 'application/json' } });
  expect(res.status).toBe(200);
  return res.json();
}
