/**
 * Every e-mail the shop sends, drawn by Chromium at a phone's width (390 px): none may be wider than
 * the screen (a long sign-in link once made one 500 px wide). Tokens and the public address are
 * full length, as in real mail. Screenshots go to e2e/artifacts/emails/<kind>.png.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { EMAIL_KINDS, type EmailKind } from '../../contracts/src/index';
import { samples } from '../../backend/src/notifications/templates/email-samples';
import { renderMessage } from '../../backend/src/notifications/templates/render-message';
import type { NotificationMessage } from '../../backend/src/notifications/notification-message';
import { ARTIFACTS_DIR, describeWithBrowser, launchBrowser, newPage, VIEWPORTS } from '../support';

const EMAILS_DIR = path.join(ARTIFACTS_DIR, 'emails');
/** A real token's length: 32 random bytes in base64url. */
const token = () => randomBytes(32).toString('base64url');

/** The sample with full-length secrets, as the outbox would carry it. */
function realistic(kind: EmailKind): NotificationMessage {
  const message = samples[kind];
  if (message.kind === 'order-received') return { ...message, accessToken: token() };
  if (message.kind === 'lender-sign-in-link') return { ...message, token: token() };
  if (message.kind === 'newsletter-subscribed') return { ...message, unsubscribeToken: `${token()}.${token()}` };
  return message;
}

describeWithBrowser('e-mails at 390 px', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser, { viewport: VIEWPORTS.phone });
    fs.mkdirSync(EMAILS_DIR, { recursive: true });
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
  });

  it.each(EMAIL_KINDS)('%s fits the screen', async (kind) => {
    const out = await renderMessage(realistic(kind), {
      publicUrl: 'https://www.designerwardrobe.co.uk',
      adminEmail: 'admin@example.co.uk',
    });
    if (!out) throw new Error(`${kind} rendered nothing`);
    await page.setContent(out.html, { waitUntil: 'load' });
    await page.screenshot({ path: path.join(EMAILS_DIR, `${kind}.png`), fullPage: true });
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });
});
