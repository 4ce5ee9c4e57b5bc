import { createHash } from 'node:crypto';
import { PICTURE_FIRST_CSP_SOURCE, PICTURE_FIRST_LIMIT_MS, PICTURE_FIRST_LOADER, pictureFirst } from './picture-first';

const head =
  '<head><title>Designer Wardrobe</title><script defer="defer" src="/main.f6f3627a.js" fetchpriority="high"></script>' +
  '<link rel="preload" as="script" href="/libraries.0e8b7211.js"><link rel="preload" as="image" href="/objects/uploads/a/640" fetchpriority="high">' +
  '<link rel="preload" as="script" href="/remotes/shop/page-home.3aca0a3b.js" fetchpriority="low"><style>.a{color:red}</style></head>';
const page = (root: string) =>
  `<!doctype html><html>${head}<body><div id="root">${root}</div><script type="application/json" id="dw-remotes">{}</script></body></html>`;
// As React writes it.
const photo = '<main><img src="/objects/uploads/a" srcSet="/objects/uploads/a/640 640w" fetchPriority="high" alt="Gown"/></main>';

const loaderOf = (html: string) => /<script data-scripts="([^"]*)" data-preloads="([^"]*)">([\s\S]*?)<\/script><\/body>/.exec(html);
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('pictureFirst', () => {
  it('hands the scripts and script preloads of a page with a drawn photograph to the loader at the end of <body>', () => {
    const html = pictureFirst(page(photo));
    const loader = loaderOf(html);
    expect(loader).not.toBeNull();
    expect(JSON.parse(unescape(loader![1]))).toEqual(['/main.f6f3627a.js']);
    expect(JSON.parse(unescape(loader![2]))).toEqual([
      ['/libraries.0e8b7211.js', ''],
      ['/remotes/shop/page-home.3aca0a3b.js', 'low'],
    ]);
    expect(loader![3]).toBe(PICTURE_FIRST_LOADER);
    // Nothing in the head starts a script download any more; the photograph's preload stays.
    const headOut = html.slice(0, html.indexOf('</head>'));
    expect(headOut).not.toMatch(/<script/);
    expect(headOut).not.toMatch(/as="script"/);
    expect(headOut).toContain('<link rel="preload" as="image" href="/objects/uploads/a/640" fetchpriority="high">');
    expect(headOut).toContain('<style>.a{color:red}</style>');
    // The page's data stays ahead of the loader, so it is there when the code runs.
    expect(html.indexOf('id="dw-remotes"')).toBeLessThan(html.indexOf('data-scripts'));
  });

  it('hands a drawn page without a photograph (an empty cart) to the loader too, which then waits for its text to paint', () => {
    const loader = loaderOf(pictureFirst(page('<main><h1>Your Cart</h1><img src="/x" loading="lazy" alt=""></main>')));
    expect(loader).not.toBeNull();
    expect(JSON.parse(unescape(loader![1]))).toEqual(['/main.f6f3627a.js']);
  });

  it('leaves a page the server did not draw as it was, whatever else it mentions', () => {
    const html = page('').replace('<title>', '<title><img fetchpriority="high">');
    expect(pictureFirst(html)).toBe(html);
  });

  it('gives the CSP the hash of exactly the script the page carries', () => {
    const script = loaderOf(pictureFirst(page(photo)))![3];
    expect(script).not.toMatch(/<\/script|<!--/i); // nothing in it can end the element early
    expect(PICTURE_FIRST_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });
});

/**
 * The loader run against a stand-in document: what it appends to <head>, and when. (The journey
 * e2e/journeys/first-screen.e2e.ts runs it in Chromium under the real CSP.)
 */
describe('the loader', () => {
  type Listener = () => void;
  interface FakeImage {
    complete: boolean;
    naturalWidth: number;
    getAttribute(name: string): string | null;
    getBoundingClientRect(): { top: number; bottom: number; left: number; right: number; width: number };
    listeners: Record<string, Listener>;
    addEventListener(type: string, listener: Listener): void;
    decode?: () => Promise<void>;
  }
  const scripts = ['/main.f6f3627a.js'];
  const preloads = [
    ['/libraries.0e8b7211.js', ''],
    ['/remotes/shop/remoteEntry.js', 'low'],
  ];

  /** Chromium's Element Timing, fed by hand: `report(name)` says that element has painted. */
  function elementTiming() {
    const observers: ((list: { getEntries(): { identifier: string }[] }) => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries(): { identifier: string }[] }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        if (options.type === 'element' && options.buffered) observers.push(this.callback);
      }
    }
    const report = (identifier: string) => observers.forEach((callback) => callback({ getEntries: () => [{ identifier }] }));
    return { window: { ...WINDOW, PerformanceObserver }, report };
  }

  const WINDOW = { innerWidth: 390, innerHeight: 844 };

  function run(image: FakeImage | null, window: object = WINDOW) {
    const appended: Record<string, unknown>[] = [];
    const listeners: Record<string, Listener> = {};
    const frames: Listener[] = [];
    const element = (tag: string) => {
      const attributes: Record<string, string> = {};
      return { tag, attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    };
    const document = {
      listeners,
      addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
      currentScript: { getAttribute: (name: string) => JSON.stringify(name === 'data-scripts' ? scripts : preloads) },
      querySelector: (selector: string) => (selector === '#root img[fetchpriority="high"]' ? image : null),
      createElement: element,
      head: { appendChild: (child: Record<string, unknown>) => appended.push(child) },
    };
    const requestAnimationFrame = (callback: Listener) => frames.push(callback);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline loader's source text, as the page does
    new Function('document', 'window', 'requestAnimationFrame', PICTURE_FIRST_LOADER)(document, window, requestAnimationFrame);
    const paintFrame = () => frames.splice(0).forEach((callback) => callback());
    const summary = () =>
      appended.map((e) =>
        e.tag === 'script'
          ? `script ${String(e.src)} async=${String(e.async)}`
          : `${String(e.rel)} ${String(e.as)} ${String(e.href)} ${JSON.stringify(e.attributes)}`,
      );
    return { summary, paintFrame, touch: (type: string) => listeners[type]?.() };
  }

  /** A photograph 368 px wide at `top` on a 390 × 844 phone screen (WINDOW). */
  const image = (complete: boolean, decode = true, naturalWidth = complete ? 640 : 0, top = 160): FakeImage => {
    const listeners: Record<string, Listener> = {};
    return {
      getBoundingClientRect: () => ({ top, bottom: top + 491, left: 22, right: 390, width: 368 }),
      complete,
      naturalWidth,
      getAttribute: (name) => (name === 'elementtiming' ? 'dw-first-photo' : null),
      listeners,
      addEventListener: (type, listener) => (listeners[type] = listener),
      ...(decode ? { decode: () => Promise.resolve() } : {}),
    };
  };
  const everything = [
    'script /main.f6f3627a.js async=false',
    'preload script /libraries.0e8b7211.js {}',
    'preload script /remotes/shop/remoteEntry.js {"fetchpriority":"low"}',
  ];

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts everything at once when the photograph failed before the loader ran', () => {
    expect(run(image(true, true, 0)).summary()).toEqual(everything);
  });

  it('without a photograph, starts everything once the drawn text has painted (two frames)', () => {
    const loader = run(null);
    expect(loader.summary()).toEqual([]);
    loader.paintFrame();
    loader.paintFrame();
    jest.advanceTimersByTime(0);
    expect(loader.summary()).toEqual(everything);
  });

  it('starts everything at once when the photograph is out of view, since it will not paint', () => {
    for (const top of [844, 1200, -491]) expect(run(image(false, true, 0, top), elementTiming().window).summary()).toEqual(everything);
    expect(run(image(false, true, 0, 843), elementTiming().window).summary()).toEqual([]);
  });

  it('waits for the paint of a photograph that had already arrived when the loader ran', async () => {
    const timing = elementTiming();
    const viaTiming = run(image(true), timing.window);
    expect(viaTiming.summary()).toEqual([]);
    timing.report('dw-first-photo');
    expect(viaTiming.summary()).toEqual(everything);

    const viaFrames = run(image(true));
    await Promise.resolve(); // decode()
    await Promise.resolve();
    expect(viaFrames.summary()).toEqual([]);
    viaFrames.paintFrame();
    viaFrames.paintFrame();
    jest.advanceTimersByTime(0);
    expect(viaFrames.summary()).toEqual(everything);
  });

  it('starts everything once the browser reports the photograph painted, where it can (Element Timing)', () => {
    const timing = elementTiming();
    const photo = image(false);
    const loader = run(photo, timing.window);
    photo.listeners.load?.(); // loaded is not yet painted
    timing.report('some-other-element');
    expect(loader.summary()).toEqual([]);
    timing.report('dw-first-photo');
    expect(loader.summary()).toEqual(everything);
    timing.report('dw-first-photo');
    jest.advanceTimersByTime(PICTURE_FIRST_LIMIT_MS);
    expect(loader.summary()).toEqual(everything);
  });

  it('still gives up waiting after the limit where Element Timing never reports', () => {
    const loader = run(image(false), elementTiming().window);
    jest.advanceTimersByTime(PICTURE_FIRST_LIMIT_MS);
    expect(loader.summary()).toEqual(everything);
  });

  it('elsewhere waits for the photograph to load, decode and paint, then starts everything once', async () => {
    const photo = image(false);
    const loader = run(photo);
    expect(loader.summary()).toEqual([]);
    photo.listeners.load();
    await Promise.resolve(); // decode()
    await Promise.resolve();
    expect(loader.summary()).toEqual([]);
    loader.paintFrame(); // the frame that paints it
    loader.paintFrame();
    jest.advanceTimersByTime(0);
    expect(loader.summary()).toEqual(everything);
    jest.advanceTimersByTime(PICTURE_FIRST_LIMIT_MS);
    expect(loader.summary()).toEqual(everything);
  });

  it('starts everything as soon as the shopper reaches for the page', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const loader = run(image(false), elementTiming().window);
      loader.touch(type);
      expect(loader.summary()).toEqual(everything);
    }
  });

  it('does not wait for a photograph that fails, or one that takes longer than the limit', () => {
    const broken = image(false);
    const first = run(broken);
    broken.listeners.error();
    expect(first.summary()).toEqual(everything);

    const slow = run(image(false));
    jest.advanceTimersByTime(PICTURE_FIRST_LIMIT_MS - 1);
    expect(slow.summary()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(slow.summary()).toEqual(everything);
  });

  it('waits for two frames in a browser without image.decode', () => {
    const photo = image(false, false);
    const loader = run(photo);
    photo.listeners.load();
    loader.paintFrame();
    loader.paintFrame();
    jest.advanceTimersByTime(0);
    expect(loader.summary()).toEqual(everything);
  });
});
