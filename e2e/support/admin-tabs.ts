import type { Locator, Page } from 'playwright-core';

const SELECTED_WITHIN_MS = 3000;

/**
 * Opens a back-office tab and returns its panel once the tab is the selected one. The tab bar
 * measures itself again when the web fonts arrive and the summary cards fill in, so a tap during
 * that reflow can land beside the tab: wait for the fonts, and if the tab is still not selected
 * after the click, click it once more (a second miss fails with the tab that was selected instead).
 */
export async function openAdminTab(page: Page, name: string): Promise<Locator> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const tab = page.getByRole('tab', { name, exact: true });
  for (let attempt = 1; ; attempt++) {
    await tab.click();
    const selected = await page
      .getByRole('tab', { name, exact: true, selected: true })
      .waitFor({ timeout: SELECTED_WITHIN_MS })
      .then(() => true)
      .catch(() => false);
    if (selected) break;
    if (attempt === 1) console.warn(`The "${name}" tab was not selected by the first click; clicking it again.`);
    if (attempt === 2) {
      const current = await page.getByRole('tab', { selected: true }).allInnerTexts();
      throw new Error(`The "${name}" tab was clicked twice and is not selected; selected: ${current.join(', ') || 'none'}`);
    }
  }
  return page.getByRole('tabpanel', { name });
}
