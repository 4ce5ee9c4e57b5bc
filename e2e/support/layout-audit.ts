/**
 * One call that checks a screen the way a person meets it, and keeps a picture of it:
 *
 *   await auditLayout(page, 'catalogue-phone');   // → e2e/artifacts/layout/catalogue-phone.png
 *
 * It fails, listing every problem at once, when
 * - the page scrolls sideways (the document is wider than the window),
 * - an interactive element's centre is covered by another element once it is scrolled into view
 *   (a date box under a select, a button under a toast or a sticky bar), or
 * - axe-core finds an accessibility violation.
 * The full-page screenshot is saved before it fails, so the failure can be looked at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_TIMEOUT_MS } from './browser';
import { ARTIFACTS_DIR } from './paths';

export const LAYOUT_ARTIFACTS_DIR = path.join(ARTIFACTS_DIR, 'layout');

/** axe-core's source, evaluated in the page (the shop's Content-Security-Policy refuses an injected script tag). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// `[tabindex="-1"]` is a container focused by script (a drawer's frame, a page heading), not a control
// anyone clicks or tabs to; a closing drawer's frame lingers for its fade and is no fault.
const INTERACTIVE = 'a[href], button, input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])';

interface Covered {
  element: string;
  coveredBy: string;
}

/** Elements a person can reach whose centre, scrolled into view, is under something else. */
async function coveredElements(page: Page): Promise<Covered[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element): string => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
      return `<${el.tagName.toLowerCase()}${cls}>${name ? ` "${name}"` : ''}`;
    };
    // With a modal open, only the modal is reachable: the page behind it is meant to be covered.
    const modal = [...document.querySelectorAll('[aria-modal="true"]')].find((m) => m.getClientRects().length > 0);
    const scope: ParentNode = modal ?? document;
    // A part still coming in or going out (antd's motion classes: a notice leaving after its seconds
    // are up, a dialog zooming) is not where it will rest: judged once it is there, not on its way.
    const moving = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if ([...node.classList].some((c) => /-(appear|enter|leave)(-(start|active|prepare))?$/.test(c))) return true;
      }
      return false;
    };
    const candidates = [...scope.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el.closest('[inert], [aria-hidden="true"]') || moving(el)) return false;
      if ((el as HTMLInputElement).type === 'hidden') return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') return false;
      const box = el.getBoundingClientRect();
      // Visually hidden (skip links until focused, 1 px clipped helpers) or not rendered.
      return box.width > 1 && box.height > 1;
    });
    const problems: { element: string; coveredBy: string }[] = [];
    for (const el of candidates) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Kept off screen until focused (a skip link), or larger than the window: nothing to judge.
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el === hit || el.contains(hit)) continue;
      // A toast or notice floats over the page for a few seconds and can be dismissed: by design, not a layout fault.
      if (hit.closest('[aria-live], .ant-notification, .ant-message')) continue;
      // A control drawn by its label (a styled radio or file input) is reached through the label.
      const labels = (el as HTMLInputElement).labels;
      if (labels && [...labels].some((label) => label.contains(hit))) continue;
      problems.push({ element: describe(el), coveredBy: describe(hit) });
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return problems;
  }, INTERACTIVE);
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // WCAG 2.1 A and AA, the standard the shop is held to (best-practice rules are advice, not faults).
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/** Resolves once the page's animations have ended, or after 2 s (an endless one cannot hold it). */
export function animationsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Fails on sideways scrolling, on a covered interactive element and on an axe violation, and
 * saves a full-page screenshot to e2e/artifacts/layout/<label>.png (gitignored) first.
 */
export async function auditLayout(page: Page, label: string): Promise<void> {
  // Judge the screen at rest: a toast fading in is not yet the colours it will show.
  await animationsEnded(page);
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth };
  });
  // The screenshot first: the coverage check scrolls every control into view, scrolled rows included,
  // and the picture should show the page as its visitor found it.
  fs.mkdirSync(LAYOUT_ARTIFACTS_DIR, { recursive: true });
  const file = path.join(LAYOUT_ARTIFACTS_DIR, `${label.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: SCREENSHOT_TIMEOUT_MS });
  const covered = await coveredElements(page);
  const violations = await axeViolations(page);

  const problems: string[] = [];
  if (overflow.scrollWidth > overflow.innerWidth) {
    problems.push(`The page scrolls sideways: ${overflow.scrollWidth} px wide in a ${overflow.innerWidth} px window.`);
  }
  for (const c of covered) problems.push(`${c.element} is covered by ${c.coveredBy}.`);
  for (const v of violations) {
    problems.push(`axe ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }
  if (problems.length > 0) {
    throw new Error(
      `Layout audit of "${label}" (${page.url()}) failed; see ${path.relative(process.cwd(), file)}:\n- ${problems.join('\n- ')}`,
    );
  }
}
