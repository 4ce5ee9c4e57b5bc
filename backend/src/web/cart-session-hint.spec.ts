import { runInNewContext } from 'node:vm';
import { CART_SESSION_ATTRIBUTE, CART_SESSION_COOKIE, CART_SESSION_STORAGE_KEY, EARLY_API_RESPONSES_GLOBAL } from '@dw/contracts';
import { CART_SESSION_HINT } from './cart-session-hint';

/** Runs the head's script against a stand-in page: its storage, cookie jar, <html> and fetch. */
function runHint({ stored, cookie = '', https = false }: { stored: string | null; cookie?: string; https?: boolean }) {
  const storage = new Map<string, string>(stored === null ? [] : [[CART_SESSION_STORAGE_KEY, stored]]);
  const written: string[] = [];
  const attributes: string[] = [];
  const fetched: string[] = [];
  const page = {
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
    document: {
      documentElement: { setAttribute: (name: string) => void attributes.push(name) },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    },
    location: { protocol: https ? 'https:' : 'http:' },
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({ status: 200, text: () => Promise.resolve('[]') });
    },
  };
  const window = { ...page } as Record<string, unknown>;
  runInNewContext(CART_SESSION_HINT, { ...page, window });
  return { storage, written, attributes, fetched, early: window[EARLY_API_RESPONSES_GLOBAL] as Record<string, unknown> | undefined };
}

describe('the cart page’s head script', () => {
  it('does nothing for a visitor without a cart', () => {
    const run = runHint({ stored: null });
    expect(run).toMatchObject({ written: [], attributes: [], fetched: [] });
  });

  it('a stored cart the request did not carry: marks the page, writes the cookie and asks for the lines and quote at once', () => {
    const run = runHint({ stored: 'abc-123' });
    expect(run.attributes).toEqual([CART_SESSION_ATTRIBUTE]);
    expect(run.written).toEqual([`${CART_SESSION_COOKIE}=abc-123; Path=/cart; Max-Age=2592000; SameSite=Lax`]);
    expect(run.fetched).toEqual(['/api/cart/abc-123', '/api/cart/abc-123/quote']);
    expect(Object.keys(run.early ?? {})).toEqual(['/cart/abc-123', '/cart/abc-123/quote']);
  });

  it('a cart the server had by its cookie: renews the cookie (Secure on https) and asks for nothing', () => {
    const run = runHint({ stored: 'abc-123', cookie: `theme=dark; ${CART_SESSION_COOKIE}=abc-123`, https: true });
    expect(run.attributes).toEqual([CART_SESSION_ATTRIBUTE]);
    expect(run.written).toEqual([`${CART_SESSION_COOKIE}=abc-123; Path=/cart; Max-Age=2592000; SameSite=Lax; Secure`]);
    expect(run.fetched).toEqual([]);
  });

  it('only the cookie left: the storage takes the session back, so the page and the drawn cart agree', () => {
    const run = runHint({ stored: null, cookie: `${CART_SESSION_COOKIE}=abc-123` });
    expect(run.storage.get(CART_SESSION_STORAGE_KEY)).toBe('abc-123');
    expect(run.attributes).toEqual([CART_SESSION_ATTRIBUTE]);
    expect(run.fetched).toEqual([]);
  });

  it('another session in the cookie than in storage: the storage’s wins, and its lines are asked for', () => {
    const run = runHint({ stored: 'new-1', cookie: `${CART_SESSION_COOKIE}=old-1` });
    expect(run.written[0]).toMatch(/^dw_cart=new-1;/);
    expect(run.fetched).toEqual(['/api/cart/new-1', '/api/cart/new-1/quote']);
  });
});
