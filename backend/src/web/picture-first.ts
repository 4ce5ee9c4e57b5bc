import { createHash } from 'node:crypto';
import { escape } from './page-head';

/**
 * The loader a server-drawn page carries instead of its script tags. It starts the page's code
 * once the page's largest photograph has been painted (at the latest after PICTURE_FIRST_LIMIT_MS):
 * on a phone's connection the photograph otherwise shares the bandwidth and the CPU with ~145 KB of
 * scripts, and the drawn page reads and navigates without them. Static text, so the CSP allows it
 * by its hash.
 */
export const PICTURE_FIRST_LIMIT_MS = 1500;

export const PICTURE_FIRST_LOADER = [
  '(function(){',
  'var d=document,s=d.currentScript,m=JSON.parse(s.getAttribute("data-scripts")),p=JSON.parse(s.getAttribute("data-preloads")),done=0;',
  'function go(){if(done)return;done=1;',
  'm.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)});',
  'p.forEach(function(x){var e=d.createElement("link");e.rel="preload";e.as="script";e.href=x[0];if(x[1])e.setAttribute("fetchpriority",x[1]);d.head.appendChild(e)})}',
  'var i=d.querySelector(\'#root img[fetchpriority="high"]\');',
  // Two frames from now (or from decoding): the first of them paints what is drawn.
  'function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}',
  // No photograph: the drawn text is the page's largest paint, so the code waits for that paint.
  'if(!i)return painted();',
  // A photograph that failed: nothing to wait for. (Loaded is not yet painted.)
  'if(i.complete&&!i.naturalWidth)return go();',
  // Nor when it is out of view (a landscape phone, say): the browser then never paints it.
  'var r=i.getBoundingClientRect(),w=window;',
  'if(!r.width||r.top>=w.innerHeight||r.bottom<=0||r.left>=w.innerWidth||r.right<=0)return go();',
  `i.addEventListener("error",go);setTimeout(go,${PICTURE_FIRST_LIMIT_MS});`,
  // A shopper who reaches for the page before then gets its code at once.
  '["pointerdown","keydown"].forEach(function(n){d.addEventListener(n,go,{once:true,capture:true})});',
  // Where the browser reports when an element was on screen (Element Timing: Chromium), that report;
  'var P=w.PerformanceObserver,t=i.getAttribute("elementtiming");',
  'if(t&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("element")>=0)',
  'return new P(function(l){l.getEntries().forEach(function(e){if(e.identifier===t)go()})}).observe({type:"element",buffered:true});',
  // elsewhere loaded and decoded, then painted.
  'function loaded(){i.decode?i.decode().then(painted,go):painted()}',
  'if(i.complete)loaded();else i.addEventListener("load",loaded);',
  '})();',
].join('');

/** The CSP source that lets exactly this inline script run (script-src stays 'self' otherwise). */
export const PICTURE_FIRST_CSP_SOURCE = `'sha256-${createHash('sha256').update(PICTURE_FIRST_LOADER).digest('base64')}'`;

const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const PRIORITY = /\bfetchpriority="(high|low|auto)"/;

/**
 * The page with its `<script src>` tags and script preloads taken out of the head and handed to
 * the loader at the end of <body>, when the server drew #root: the loader waits for the page's
 * photograph (an `<img fetchpriority="high">` the server drew) or, without one, for the first
 * paint of its text (a phone's slow start would otherwise spend the first second on high-priority
 * scripts before painting). A page with an empty #root is unchanged.
 */
export function pictureFirst(html: string): string {
  const root = html.indexOf('<div id="root">');
  if (root < 0 || html.startsWith('<div id="root"></div>', root)) return html;
  const scripts: string[] = [];
  const preloads: [string, string][] = [];
  const rest = html
    .replace(SCRIPT_TAG, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) preloads.push([href, PRIORITY.exec(tag)?.[1] === 'low' ? 'low' : '']);
      return '';
    });
  if (scripts.length === 0) return html;
  const loader =
    `<script data-scripts="${escape(JSON.stringify(scripts))}" data-preloads="${escape(JSON.stringify(preloads))}">` +
    `${PICTURE_FIRST_LOADER}</script>`;
  return rest.replace('</body>', () => `${loader}</body>`);
}
