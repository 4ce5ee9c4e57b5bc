import { SITE_NAME } from '@dw/contracts';
import type { Preload } from './page-preloads';

export interface PageHead {
  title: string;
  description: string;
  /** Social-share tags; product pages carry them so link previews work without JavaScript. */
  og?: { title: string; description: string; image: string | null; url: string; type: 'product' | 'website' };
  /**
   * Structured data for search engines (product-structured-data.ts), written as one JSON-LD block
   * at the end of the body with the page's data: the head of a drawn page holds no script at all.
   */
  jsonLd?: Record<string, unknown>;
}

export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The tags the server writes at the shell's `<!--app-head-->` marker. */
export function renderHead(head: PageHead): string {
  const tags = [`<meta name="description" content="${escape(head.description)}">`];
  if (head.og) {
    tags.push(
      `<meta property="og:site_name" content="${escape(SITE_NAME)}">`,
      `<meta property="og:title" content="${escape(head.og.title)}">`,
      `<meta property="og:description" content="${escape(head.og.description)}">`,
      `<meta property="og:url" content="${escape(head.og.url)}">`,
      `<meta property="og:type" content="${head.og.type}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    );
    if (head.og.image) tags.push(`<meta property="og:image" content="${escape(head.og.image)}">`);
  }
  return tags.join('\n    ');
}

export function renderPreloads(preloads: readonly Preload[]): string[] {
  return preloads.map((p) => {
    const srcset = p.srcset ? ` imagesrcset="${escape(p.srcset)}"${p.sizes ? ` imagesizes="${escape(p.sizes)}"` : ''}` : '';
    return `<link rel="preload" as="${p.as}" href="${escape(p.href)}"${p.fetchPriority ? ` fetchpriority="${p.fetchPriority}"` : ''}${srcset}>`;
  });
}

/**
 * Replaces the page's <title> and its default description with this page's. Preloads close the
 * head, after the shell's own script and preloads: the shell's code runs first, so it should not
 * queue behind the remote's. Inline `styles` come last, so no request waits for them to be read.
 */
export function injectHead(html: string, head: PageHead, preloads: readonly Preload[] = [], styles = ''): string {
  // Function replacers: a '$&' in a product's text must reach the page as written.
  // The page's largest picture goes first of all: with the first screen drawn by the server, the
  // picture is what the visitor waits for, and the scripts only make the page respond.
  const images = preloads.filter((p) => p.as === 'image');
  const rest = preloads.filter((p) => p.as !== 'image');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('<!--app-head-->', () => [renderHead(head), ...renderPreloads(images)].join('\n    '))
    .replace('</head>', () => `${renderPreloads(rest).join('')}${styles}</head>`);
}

/** Adds blocks (the page's JSON data) at the end of <body>, where they do not delay the head. */
export function appendToBody(html: string, blocks: readonly string[]): string {
  return html.replace('</body>', () => `${blocks.join('')}</body>`);
}
