/**
 * Debian's Chromium driven by playwright-core (never `npx playwright install`: it downloads a browser this machine cannot reach).
 *
 *   const browser = await launchBrowser();
 *   const page = await newPage(browser, { viewport: VIEWPORTS.phone, baseURL: app.baseURL });
 *   await page.goto('/all-dresses');
 *   await screenshot(page, 'catalogue-phone');   // → e2e/artifacts/catalogue-phone.png
 *   await page.context().close(); await browser.close();
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './paths';

export type Viewport = { width: number; height: number };

/** The two sizes every screen is checked at (brief): a phone and a laptop. */
export const VIEWPORTS: Readonly<Record<'phone' | 'desktop', Viewport>> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface NewPageOptions {
  /** Default: desktop 1440x900. */
  viewport?: Viewport;
  /** Lets page.goto('/path') take relative URLs. */
  baseURL?: string;
}

/** A page in its own context (fresh cookies and localStorage), British locale and time zone. */
export async function newPage(browser: Browser, opts: NewPageOptions = {}): Promise<Page> {
  const viewport = opts.viewport ?? VIEWPORTS.desktop;
  const context = await browser.newContext({
    viewport,
    baseURL: opts.baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    deviceScaleFactor: 1,
    hasTouch: viewport.width < 700,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Opens `path` and waits until the page's scripts have taken over: home, catalogue and product
 * pages arrive drawn by the server, and their code starts only once the first photograph has
 * painted, so a click on a drawn button before that does nothing (links still work). The footer
 * comes only with the scripts.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('footer').waitFor();
}

/**
 * A full-page picture of a long page takes seconds while another journey's browser shares the
 * 2-core machine: 15 s (Playwright's default here) timed out once in CI.
 */
export const SCREENSHOT_TIMEOUT_MS = 60_000;

/** Saves e2e/artifacts/<name>.png (the folder is gitignored); returns the file's path. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true, animations: 'disabled', timeout: SCREENSHOT_TIMEOUT_MS });
  return file;
}

/**
 * Records uncaught page errors and console errors, so a journey can assert a screen ran cleanly:
 *   const errors = collectPageErrors(page); ...; expect(errors).toEqual([]);
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}
