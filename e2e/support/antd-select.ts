import type { Locator, Page } from 'playwright-core';

/**
 * Picks `title` in the back office's antd Select labelled `label` inside `scope`. Its dropdown
 * animates open, and a click on an option during that can be lost (seen once in CI: the form then
 * said "Choose a category"), so the choice is checked and made again if it did not take.
 */
export async function chooseInSelect(page: Page, scope: Locator, label: string, title: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label });
  // An inner locator is matched inside the outer one, so it starts from the page, not the scope.
  const chosen = scope.locator('.ant-select', { has: page.getByRole('combobox', { name: label }) }).filter({ hasText: title });
  // Only the open dropdown's option: a click on the combobox while the drawer still slides in can
  // leave the list closed, and waiting on a closed list's option is what timed out once under load.
  const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`);
  const settled = (step: Promise<unknown>) =>
    step.then(
      () => true,
      () => false,
    );
  for (let attempt = 1; ; attempt++) {
    await combobox.click();
    if (await settled(option.waitFor({ timeout: 3000 }))) await option.click({ timeout: 3000 }).catch(() => undefined);
    const took = await settled(chosen.waitFor({ timeout: 2000 }));
    // A click on a list left open closes it, so the attempt after opens it afresh.
    if (took || attempt === 4) break;
  }
  await chosen.waitFor();
}
