import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { RemoteName } from '@dw/contracts';
import type { PageData } from './page-data';

/** What the shell's Node build exports (shell/src/server/render-frame.tsx). */
export interface FrameBuild {
  renderFrame(path: string, search: string, mainHtml: string): string;
  /** The frame and the page as one React tree, which the browser hydrates (builds sharing one React). */
  renderFrameAround?(path: string, search: string, main: unknown): string;
}

/** What a remote's Node build exports (e.g. shop-frontend/src/server/render-page.tsx). */
export interface PageBuild {
  renderPage(path: string, search: string, data: PageData): Promise<string>;
  /** The page as a React element, for renderFrameAround. */
  pageElement?(path: string, search: string, data: PageData): Promise<unknown>;
}

/** Where each build's Node entry lands (config/webpack/create-server-config.js). */
export const SERVER_BUILD_FILE = join('server', 'render.js');

/**
 * Pages whose first render depends only on the URL and the page data the server writes, so the
 * markup drawn here is what the browser's first render draws. The cart reads the browser's storage:
 * its drawing holds both first states (empty, or loading the cart) and an inline script in the head
 * picks one before the first paint (cart-session-hint.ts); the page's own rendering switches to the
 * stored state once it has hydrated.
 */
export const FIRST_SCREEN_PATTERNS: ReadonlySet<string> = new Set([
  '/',
  '/all-dresses',
  '/catalog',
  '/whats-new',
  '/product/:identifier',
  '/cart',
]);

/** React writes hints for `fetchpriority=high` pictures ahead of the markup; the head has them already. */
export function withoutLeadingHints(html: string): string {
  return html.replace(/^(?:<link\b[^>]*>)+/, '');
}

/** The markup inside the shell's empty `<div id="root"></div>`; the page unchanged without one. */
export function fillRoot(html: string, markup: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/** The query string a page was asked with, without its '?'. */
export function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

const CACHE_SIZE = 200;

/**
 * Draws a page's first screen (the shell's frame with the remote's page inside) from the apps' own
 * Node builds. Missing builds, a remote served from elsewhere or a component that cannot render
 * outside a browser all give null: the page then paints once its scripts have run, as before.
 */
export class FirstScreen {
  private readonly logger = new Logger('FirstScreen');
  private readonly builds = new Map<string, { mtimeMs: number; exports: unknown }>();
  private readonly cache = new Map<string, string>();
  private readonly failed = new Set<string>();

  /** `reload`: pick up a rebuilt app without a restart (development). */
  constructor(private readonly reload: boolean) {}

  async render(
    dists: { shell: string | null; remote: string | null },
    remote: RemoteName,
    path: string,
    search: string,
    /** What of `search` the page reads (page-search.ts): another search with the same key draws the same. */
    searchKey: string,
    data: PageData,
    dataJson: string,
    /** False for a page of one browser's own data (the cart's lines): drawn each time, never kept. */
    keep = true,
  ): Promise<string | null> {
    const frame = this.build<FrameBuild>(dists.shell, 'renderFrame');
    const page = this.build<PageBuild>(dists.remote, 'renderPage');
    if (!frame || !page) return null;
    // Same page, same parameters it reads and same answers give the same markup: rendering a page
    // costs milliseconds of CPU, so `?x=<random>` must not buy a new one.
    const key = `${remote}\n${path}\n${searchKey}\n${createHash('sha1').update(dataJson).digest('base64')}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    try {
      const markup =
        frame.renderFrameAround && page.pageElement
          ? withoutLeadingHints(frame.renderFrameAround(path, search, await page.pageElement(path, search, data)))
          : frame.renderFrame(path, search, withoutLeadingHints(await page.renderPage(path, search, data)));
      if (!keep) return markup;
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, markup);
      return markup;
    } catch (error) {
      const where = `${remote} ${path}`;
      if (!this.failed.has(where)) {
        this.failed.add(where);
        this.logger.warn(`No first screen for ${where}: ${(error as Error)?.message ?? String(error)}`);
      }
      return null;
    }
  }

  private build<T>(dist: string | null, method: string): T | null {
    if (!dist) return null;
    const file = join(dist, SERVER_BUILD_FILE);
    if (!existsSync(file)) return null;
    const known = this.builds.get(file);
    if (known && (!this.reload || known.mtimeMs === statSync(file).mtimeMs)) return known.exports as T | null;
    try {
      const mtimeMs = statSync(file).mtimeMs;
      delete require.cache[require.resolve(file)];
      // A fresh require() after clearing the cache loads a rebuilt bundle; import() would keep the first.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded = require(file) as Record<string, unknown>;
      const exports = typeof loaded?.[method] === 'function' ? loaded : null;
      this.builds.set(file, { mtimeMs, exports });
      this.cache.clear();
      return exports as T | null;
    } catch (error) {
      this.logger.warn(`Could not load ${file}: ${(error as Error)?.message ?? String(error)}`);
      this.builds.set(file, { mtimeMs: statSync(file).mtimeMs, exports: null });
      return null;
    }
  }
}
