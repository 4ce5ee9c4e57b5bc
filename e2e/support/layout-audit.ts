/**
 * One look at a screen as a person would get it, in three checks and a picture:
 *
 *   await auditLayout(page, 'admin-orders-1280');   // → e2e/artifacts/layout/admin-orders-1280.png
 *
 * - nothing wider than the window (document scrollWidth > innerWidth is a sideways scroll on a phone);
 * - every visible interactive element in the viewport can be hit at its centre (elementFromPoint lands
 *   on it or inside it, so no sticky bar, overlay or neighbour covers it);
 * - axe-core finds no WCAG 2 A/AA violation.
 * The screenshot is saved first, so a failure can be looked at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths';

const LAYOUT_DIR = path.join(ARTIFACTS_DIR, 'layout');
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const INTERACTIVE = 'a[href], button, input, select, textarea, [role=button]';

interface Covered {
  element: string;
  coveredBy: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export async function auditLayout(page: Page, label: string): Promise<void> {
  fs.mkdirSync(LAYOUT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(LAYOUT_DIR, `${label.replace(/[^\w.-]+/g, '-')}.png`),
    fullPage: true,
    animations: 'disabled',
    timeout: 60_000,
  });

  const problems: string[] = [];

  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  if (widths.scroll > widths.inner) {
    const widest = await page.evaluate(() => {
      const inner = window.innerWidth;
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > inner + 1)
        .slice(0, 5)
        .map(
          (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`,
        );
    });
    problems.push(`horizontal overflow: scrollWidth ${widths.scroll} > innerWidth ${widths.inner} (${widest.join(', ')})`);
  }

  const covered = await page.evaluate((selector): Covered[] => {
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const found: Covered[] = [];
    // Behind an open modal dialog (or drawer) the page is meant to be covered: only the dialog is audited.
    const isShown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible';
    };
    const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter(isShown);
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (modals.length > 0 && !modals.some((modal) => modal.contains(el))) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.display === 'none' || Number(style.opacity) === 0) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit)) continue;
      // A control drawn over by its own label or wrapper (custom checkboxes, antd's inputs) is still hit.
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      if (hit.contains(el) || (label && (label === hit || label.contains(hit))) || hit.closest('label')?.contains(el)) continue;
      found.push({ element: describe(el), coveredBy: describe(hit) });
    }
    return found;
  }, INTERACTIVE);
  for (const c of covered) problems.push(`covered: ${c.element} is under ${c.coveredBy}`);

  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline script tags.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  for (const v of violations) {
    problems.push(
      `axe ${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes
        .map((n) => JSON.stringify(n.target))
        .slice(0, 3)
        .join(', ')}`,
    );
  }

  if (problems.length > 0) throw new Error(`Layout audit of "${label}" failed:\n- ${problems.join('\n- ')}`);
}
