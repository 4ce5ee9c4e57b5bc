import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CART_SESSION_COOKIE, addDays, todayInLondon } from '@dw/contracts';
import { productBody } from './support/fixtures';
import { TestApp, createTestApp } from './support/test-app';

/**
 * The first screen the server draws into the page (backend/src/web/first-screen.ts): the apps' Node
 * builds render it, their CSS comes inline, so the hero or first photograph paints before any
 * script runs. Stand-in builds render a recognisable page from the data they are given.
 */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'dw-first-screen-'));
  const write = (dir: string, name: string, body: string) => {
    mkdirSync(join(root, dir, 'dist', 'server'), { recursive: true });
    writeFileSync(join(root, dir, 'dist', name), body);
  };
  write(
    'shell',
    'index.html',
    '<!doctype html><html><head><title>Designer Wardrobe</title><meta name="description" content="default"><!--app-head--><script defer src="/main.0123abcd.js"></script><link rel="preload" as="style" href="/916.aaaaaaaa.css"></head><body><div id="root"></div></body></html>',
  );
  write(
    'shell',
    'preload.json',
    JSON.stringify({ startup: { js: ['916.bbbbbbbb.js'], css: ['916.aaaaaaaa.css'] }, shared: {}, routes: {} }),
  );
  write('shell', '916.aaaaaaaa.css', '.header__x{height:64px}');
  write(
    'shell',
    'server/render.js',
    'exports.renderFrame = (path, search, main) => `<header class="header__x">${path}|${search}</header><main id="main">${main}</main>`;',
  );
  write('shop-frontend', 'remoteEntry.js', 'var shop;');
  write(
    'shop-frontend',
    'preload.json',
    JSON.stringify({
      entry: 'remoteEntry.js',
      startup: { js: ['376.dddddddd.js'], css: ['376.eeeeeeee.css'] },
      shared: {},
      routes: { '/': { js: ['page-home.44444444.js'], css: ['page-home.55555555.css'] } },
    }),
  );
  write('shop-frontend', '376.eeeeeeee.css', '.root__y{color:#141414}');
  write('shop-frontend', 'page-home.55555555.css', '.hero__z{min-height:60vh}</style><script>');
  write(
    'shop-frontend',
    'server/render.js',
    `exports.renderPage = async (path, search, data) => {
      globalThis.dwPageRenders = (globalThis.dwPageRenders || 0) + 1;
      if (path === '/whats-new') throw new Error('window is not defined');
      const list = (data['/api/catalogue?page=1&pageSize=24&sort=newest'] || { items: [] }).items;
      const product = Object.entries(data).find(([key]) => key.startsWith('/api/products/'));
      const cart = Object.entries(data).find(([key]) => key.startsWith('/api/cart/') && !key.endsWith('/quote'));
      if (cart) return '<ul class="root__y">' + cart[1].map((line) => '<li>' + line.product.name + '</li>').join('') + '</ul>' +
        '<p>' + data[cart[0] + '/quote'].totalPence + '</p>';
      return '<link rel="preload" as="image" href="/hint.webp"/><div class="root__y"><h1 class="hero__z">' +
        (product ? product[1].name : list.length + ' dresses') + '</h1>' +
        (product ? '<img src="/objects/uploads/photo" fetchPriority="high" alt=""/>' : '') + '</div>';
    };`,
  );
  return root;
}

/** How many times the stand-in shop build has drawn a page (in this process). */
const pageRenders = () => (globalThis as { dwPageRenders?: number }).dwPageRenders ?? 0;

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('the first screen drawn by the server', () => {
  let ctx: TestApp;
  let root: string;
  const remoteEnv = process.env.REMOTE_SHOP_URL;

  beforeAll(async () => {
    root = fakeBuild();
    ctx = await createTestApp('sqlite', { env: { STATIC_ROOT: root } });
    const agent = await ctx.adminAgent();
    await agent
      .post('/api/products')
      .send(productBody({ name: 'Sable Velvet Column', imageUrls: ['https://images.example.com/sable.jpg'] }))
      .expect(201);
    await agent
      .post('/api/products')
      .send(productBody({ name: 'Linen Shift' }))
      .expect(201);
  });

  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  afterEach(() => {
    if (remoteEnv === undefined) delete process.env.REMOTE_SHOP_URL;
    else process.env.REMOTE_SHOP_URL = remoteEnv;
  });

  it('puts the home page, drawn from the page data, inside the frame in #root', async () => {
    const html = (await ctx.http().get('/?utm_source=mail').expect(200)).text;
    expect(html).toContain(
      '<div id="root"><header class="header__x">/|utm_source=mail</header><main id="main"><div class="root__y"><h1 class="hero__z">2 dresses</h1></div></main></div>',
    );
    // React's own hints for the picture are dropped: the head preloads it already.
    expect(rootOf(html)).not.toContain('/hint.webp');
  });

  it('writes the CSS the first screen needs into the head instead of preloading it, so nothing blocks its paint', async () => {
    const html = (await ctx.http().get('/').expect(200)).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="916.aaaaaaaa.css">.header__x{height:64px}</style>');
    expect(head).toContain('<style data-href="376.eeeeeeee.css">.root__y{color:#141414}</style>');
    // A stylesheet can never end the element early.
    expect(head).toContain('<style data-href="page-home.55555555.css">.hero__z{min-height:60vh}<\\/style><script></style>');
    expect(head).not.toMatch(/<link rel="preload" as="style"/);
    expect(head).not.toContain('<link rel="stylesheet"');
    // The scripts still come, after the drawn page has painted: they make it respond.
    expect(html).toContain('/remotes/shop/page-home.44444444.js&quot;,&quot;low&quot;]');
  });

  it('draws a product page with its product', async () => {
    const html = (await ctx.http().get('/product/sable-velvet-column').expect(200)).text;
    expect(html).toContain('<h1 class="hero__z">Sable Velvet Column</h1>');
  });

  it('starts the code of a page with a drawn photograph after the photograph, by a script the CSP allows by its hash', async () => {
    const res = await ctx.http().get('/product/sable-velvet-column').expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).not.toMatch(/<script/);
    expect(head).not.toMatch(/<link rel="preload" as="script"/);
    const loader = /<script data-scripts="([^"]*)" data-preloads="([^"]*)">([\s\S]*?)<\/script><\/body>/.exec(res.text);
    expect(loader).not.toBeNull();
    const attr = (text: string) => JSON.parse(text.replace(/&quot;/g, '"')) as unknown;
    expect(attr(loader![1])).toEqual(['/main.0123abcd.js']);
    expect(attr(loader![2])).toEqual(expect.arrayContaining([['/remotes/shop/remoteEntry.js', 'low']]));
    const hash = `'sha256-${createHash('sha256').update(loader![3]).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1].split(' ');
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc?.[0]).toBe("'self'");
    // A drawn page without a photograph hands its scripts to the same loader (which waits for its first paint).
    const home = (await ctx.http().get('/').expect(200)).text;
    expect(home.slice(0, home.indexOf('</head>'))).not.toMatch(/<script[^>]*src=/);
    expect(/<script data-scripts="([^"]*)" data-preloads="[^"]*">([\s\S]*?)<\/script><\/body>/.exec(home)?.[2]).toBe(loader![3]);
  });

  it('draws the cart with both its first states and, in its head, the script the CSP allows that picks one', async () => {
    const res = await ctx.http().get('/cart').expect(200);
    expect(res.text).not.toContain('<div id="root"></div>');
    const hint = /<script>([^<]*)<\/script><\/head>/.exec(res.text)?.[1];
    expect(hint).toContain('dw.cartSessionId');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1].split(' ');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(hint!).digest('base64')}'`);
  });

  describe('a returning renter’s cart, named by the cookie its page’s request carries', () => {
    let sessionId: string;
    let productId: string;

    beforeAll(async () => {
      sessionId = randomUUID();
      const products = (await ctx.http().get('/api/products').expect(200)).body as { id: string; name: string }[];
      productId = products.find((p) => p.name === 'Sable Velvet Column')!.id;
      await ctx
        .http()
        .post('/api/cart')
        .send({ sessionId, productId, size: '10', duration: 2, quantity: 1, startDate: addDays(todayInLondon(), 21) })
        .expect(201);
    });

    it('draws its lines and total from the cart and its quote, which the page also carries as the API answers them', async () => {
      const res = await ctx.http().get('/cart').set('Cookie', `theme=dark; ${CART_SESSION_COOKIE}=${sessionId}`).expect(200);
      expect(rootOf(res.text)).toContain('<li>Sable Velvet Column</li>');
      const lines = (await ctx.http().get(`/api/cart/${sessionId}`).expect(200)).body as unknown;
      const quote = (await ctx.http().get(`/api/cart/${sessionId}/quote`).expect(200)).body as { totalPence: number };
      expect(rootOf(res.text)).toContain(`<p>${quote.totalPence}</p>`);
      const data = /<script type="application\/json" id="dw-page-data">([^<]*)<\/script>/.exec(res.text)?.[1];
      expect(JSON.parse(data!)).toEqual({ [`/api/cart/${sessionId}`]: lines, [`/api/cart/${sessionId}/quote`]: quote });
      // The first line's photograph is preloaded, ahead of the scripts.
      expect(res.text.slice(0, res.text.indexOf('</head>'))).toContain('href="https://images.example.com/sable.jpg"');
    });

    it('is one browser’s page: never kept by a shared cache, and drawn afresh each time rather than kept in memory', async () => {
      const drawn = pageRenders();
      for (let i = 0; i < 2; i++) {
        const res = await ctx.http().get('/cart').set('Cookie', `${CART_SESSION_COOKIE}=${sessionId}`).expect(200);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      expect(pageRenders()).toBe(drawn + 2);
      // Without a cookie the page is still the cart: private too, with both first states.
      const plain = await ctx.http().get('/cart').expect(200);
      expect(plain.headers['cache-control']).toBe('private, no-store');
    });

    it.each([
      ['no cart behind it', () => `${CART_SESSION_COOKIE}=${randomUUID()}`],
      ['not a session id', () => `${CART_SESSION_COOKIE}=${encodeURIComponent('../../etc/passwd')}`],
      ['a malformed value', () => `${CART_SESSION_COOKIE}=%E0%A4%A`],
      ['an empty value', () => `${CART_SESSION_COOKIE}=`],
    ])('with a cookie of %s, draws the cart without lines (both first states) and answers 200', async (_what, cookie) => {
      const res = await ctx.http().get('/cart').set('Cookie', cookie()).expect(200);
      expect(rootOf(res.text)).not.toContain('<li>');
      expect(res.text).not.toContain('"/api/cart/');
    });
  });

  it('draws a page once for all the query strings it does not read, so ?x=<random> costs no new drawing', async () => {
    const first = rootOf((await ctx.http().get('/?x=1').expect(200)).text);
    const drawn = pageRenders();
    for (const search of ['?x=2', '?x=3&utm_source=mail', '?category=maxi']) {
      expect(rootOf((await ctx.http().get(`/${search}`).expect(200)).text)).toBe(first);
    }
    expect(pageRenders()).toBe(drawn);
    // The catalogue reads its filters: a new filter is a new drawing, anything beside it is not.
    await ctx.http().get('/all-dresses?size=10').expect(200);
    const filtered = pageRenders();
    await ctx.http().get('/all-dresses?size=10&x=1').expect(200);
    await ctx.http().get('/all-dresses?x=2&size=10&size=12').expect(200);
    expect(pageRenders()).toBe(filtered);
    await ctx.http().get('/all-dresses?size=12').expect(200);
    expect(pageRenders()).toBe(filtered + 1);
  });

  it('leaves #root empty where the markup could differ from the browser’s first render, or cannot be drawn', async () => {
    // A page whose components fail outside a browser still works, drawn by its scripts.
    const failing = (await ctx.http().get('/whats-new').expect(200)).text;
    expect(failing).toContain('<div id="root"></div>');
    expect(failing).toContain('<link rel="preload" as="style" href="/916.aaaaaaaa.css">');
    // A remote served from elsewhere: this server does not have its build.
    process.env.REMOTE_SHOP_URL = 'https://cdn.example.com/shop/remoteEntry.js';
    expect((await ctx.http().get('/').expect(200)).text).toContain('<div id="root"></div>');
  });

  it('never serves the Node builds to browsers', async () => {
    for (const path of ['/server/render.js', '/remotes/shop/server/render.js']) {
      const res = await ctx.http().get(path);
      expect(res.text).not.toContain('renderFrame');
      expect(res.text).not.toContain('renderPage');
    }
  });
});
