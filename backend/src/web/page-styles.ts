import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Stylesheets written into the page as <style>, so markup drawn by the server paints without waiting
 * for a stylesheet request. `data-href` is the file's name: the apps' CSS loader
 * (mini-css-extract-plugin) looks for it and does not fetch a file the page already has.
 */
export interface InlineStyle {
  /** The built file's name, e.g. 916.08559880.css. */
  file: string;
  css: string;
}

export function renderInlineStyles(styles: readonly InlineStyle[]): string {
  // Built CSS never holds '</style', but if it did it must not end the element early.
  return styles.map((s) => `<style data-href="${s.file}">${s.css.replace(/<\/style/gi, '<\\/style')}</style>`).join('');
}

/** Drops index.html's own <link rel=preload as=style> of files now written into the page. */
export function withoutStylePreloads(html: string, hrefs: readonly string[]): string {
  return hrefs.reduce((page, href) => page.split(`<link rel="preload" as="style" href="${href}">`).join(''), html);
}

/** Built CSS files by path; their names carry a content hash, so a file read once never changes. */
const files = new Map<string, string | null>();

export function readBuiltCss(dist: string, file: string): string | null {
  const path = join(dist, file);
  if (!files.has(path)) {
    try {
      files.set(path, readFileSync(path, 'utf8'));
    } catch {
      files.set(path, null);
    }
  }
  return files.get(path) ?? null;
}
