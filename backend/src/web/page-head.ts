import { SITE_NAME } from '@dw/contracts';

export interface PageHead {
  title: string;
  description: string;
  /** Social-share tags; product pages carry them so link previews work without JavaScript. */
  og?: { title: string; description: string; image: string | null; url: string; type: 'product' | 'website' };
}

const escape = (text: string) =>
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

/** Replaces the page's <title> and its default description with this page's. */
export function injectHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('<!--app-head-->', renderHead(head));
}
