import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CataloguePage, ProductView } from '@dw/contracts';
import { productBody } from './support/fixtures';
import { TestApp, createTestApp } from './support/test-app';

/**
 * What the server adds to a page so its first render needs no chain of discoveries: preloads for the
 * owning remote's files and the page's largest picture, the remotes manifest, and the API answers
 * the page reads (backend/src/web).
 */

const files = (js: string[], css: string[] = []) => ({ js, css });
const SABLE = 'https://images.example.com/sable.webp';

/** A stand-in build: the shell and the shop with the preload.json their webpack builds write. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'dw-preload-'));
  const write = (dir: string, name: string, body: string) => {
    mkdirSync(join(root, dir, 'dist'), { recursive: true });
    writeFileSync(join(root, dir, 'dist', name), body);
  };
  write(
    'shell',
    'index.html',
    '<!doctype html><html><head><title>Designer Wardrobe</title><meta name="description" content="default"><!--app-head--><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(
    'shell',
    'preload.json',
    JSON.stringify({
      startup: files(['152.aaaaaaaa.js']),
      shared: { react: files(['696.bbbbbbbb.js']), wouter: files(['419.cccccccc.js']) },
      routes: {},
    }),
  );
  write('shop-frontend', 'remoteEntry.js', 'var shop;');
  write(
    'shop-frontend',
    'preload.json',
    JSON.stringify({
      entry: 'remoteEntry.js',
      startup: files(['376.dddddddd.js'], ['376.eeeeeeee.css']),
      shared: {
        react: files(['696.ffffffff.js']),
        wouter: files(['419.11111111.js']),
        '@reduxjs/toolkit': files(['129.22222222.js', '850.33333333.js']),
      },
      routes: {
        '/': files(['page-home.44444444.js'], ['page-home.55555555.css']),
        '/all-dresses': files(['page-catalogue.66666666.js']),
        '/product/:identifier': files(['page-product.77777777.js']),
      },
    }),
  );
  write('lender-frontend', 'remoteEntry.js', 'var lender;'); // a build from before preload.json
  return root;
}

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="([a-z]+)" href="([^"]+)"(?: fetchpriority="(high|low)")?>/g)].map(
    ([, as, href, priority]) => ({
      as,
      href,
      ...(priority ? { fetchPriority: priority } : {}),
    }),
  );

/** The JSON block with this id, parsed as a browser would read its text. */
function jsonBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

describe('what a page carries for its first render', () => {
  let ctx: TestApp;
  let root: string;
  let products: ProductView[];
  const remoteEnv = process.env.REMOTE_SHOP_URL;

  beforeAll(async () => {
    root = fakeBuild();
    ctx = await createTestApp('sqlite', { env: { STATIC_ROOT: root } });
    const agent = await ctx.adminAgent();
    const bodies = [
      productBody({ name: 'Sable Velvet Column', basePrice: '89.00', imageUrls: [SABLE] }),
      productBody({
        name: 'Linen Shift',
        basePrice: '45.00',
        category: 'midi-dress',
        occasions: ['work-event'],
        imageUrls: ['https://images.example.com/linen.jpg'],
      }),
      productBody({
        name: 'Opal </script><script>alert(1)</script> Gown',
        description: 'Beaded <!-- tulle --> with a $& and a \u2028 line separator & more.',
        basePrice: '65.00',
        imageUrls: ['https://images.example.com/opal.webp', 'https://images.example.com/opal-back.webp'],
      }),
    ];
    for (const body of bodies) {
      await agent.post('/api/products').send(body).expect(201);
    }
    products = (await ctx.http().get('/api/products').expect(200)).body;
  });

  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  afterEach(() => {
    if (remoteEnv === undefined) delete process.env.REMOTE_SHOP_URL;
    else process.env.REMOTE_SHOP_URL = remoteEnv;
  });

  it('home preloads the hero picture first, then the shop and its page chunk after the shell’s own script', async () => {
    const html = (await ctx.http().get('/').expect(200)).text;
    // The hero shows the newest dress: the first of the API's newest page (ties in order as the API breaks them).
    const newest = (await ctx.http().get('/api/catalogue?sort=newest').expect(200)).body as CataloguePage;
    expect(preloadsOf(html)).toEqual([
      { as: 'image', href: newest.items[0].imageUrls[0], fetchPriority: 'high' },
      { as: 'script', href: '/remotes/shop/remoteEntry.js', fetchPriority: 'low' },
      { as: 'style', href: '/remotes/shop/376.eeeeeeee.css', fetchPriority: 'low' },
      { as: 'style', href: '/remotes/shop/page-home.55555555.css', fetchPriority: 'low' },
      { as: 'script', href: '/remotes/shop/376.dddddddd.js', fetchPriority: 'low' },
      // React and the router come from the shell; only what the shell lacks is the shop's to load.
      { as: 'script', href: '/remotes/shop/129.22222222.js', fetchPriority: 'low' },
      { as: 'script', href: '/remotes/shop/850.33333333.js', fetchPriority: 'low' },
      { as: 'script', href: '/remotes/shop/page-home.44444444.js', fetchPriority: 'low' },
    ]);
    // The picture first of all (the page's largest paint waits for it), the remote's files after the
    // shell's own script, which paints the page first.
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<script defer src="/main.0123abcd.js">'));
    expect(html.indexOf('<link rel="preload" as="script"')).toBeGreaterThan(html.indexOf('<script defer src="/main.0123abcd.js">'));
    expect(html).not.toMatch(/<link[^>]+\/remotes\/(admin|lender)\//);
  });

  it('writes the newest page of dresses the home reads, equal to GET /api/catalogue?sort=newest', async () => {
    const html = (await ctx.http().get('/').expect(200)).text;
    const newest = (await ctx.http().get('/api/catalogue?page=1&pageSize=24&sort=newest').expect(200)).body as CataloguePage;
    expect(jsonBlock(html, 'dw-page-data')).toEqual({ '/api/catalogue?page=1&pageSize=24&sort=newest': newest });
    expect(newest.total).toBe(products.length);
  });

  it('writes only the first catalogue page the URL asks for, keyed by its GET /api/catalogue path', async () => {
    for (const path of ['/all-dresses', '/catalog']) {
      const data = jsonBlock((await ctx.http().get(path).expect(200)).text, 'dw-page-data') as Record<string, CataloguePage>;
      expect(Object.keys(data)).toEqual(['/api/catalogue?page=1&pageSize=24']);
      const answer = data['/api/catalogue?page=1&pageSize=24'];
      // The API's own answer to the same request: the drawn cards are the ones the browser would fetch.
      expect(answer).toEqual((await ctx.http().get('/api/catalogue?page=1&pageSize=24').expect(200)).body);
      expect(answer.total).toBe(products.length);
      expect(answer.items[0]).not.toHaveProperty('description');
    }
    // Junk and a later page: still the first page of the same filters, normalised.
    const html = (await ctx.http().get('/all-dresses?x=1&page=3&sort=price-desc&q=%22velvet%22').expect(200)).text;
    expect(Object.keys(jsonBlock(html, 'dw-page-data') as object)).toEqual(['/api/catalogue?page=1&pageSize=24&sort=price-desc&q=velvet']);
  });

  it('writes the remotes manifest into every page, the 404 too', async () => {
    const manifest = (await ctx.http().get('/remotes.json').expect(200)).body;
    for (const [path, status] of [
      ['/', 200],
      ['/list-dress', 200],
      ['/no/such/page', 404],
    ] as const) {
      const html = (await ctx.http().get(path).expect(status)).text;
      expect(jsonBlock(html, 'dw-remotes')).toEqual(manifest);
    }
  });

  it('keeps text in the data from closing the script element, and hands it back intact', async () => {
    const html = (await ctx.http().get('/').expect(200)).text;
    const block = /<script type="application\/json" id="dw-page-data">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(block?.[1]).not.toMatch(/[<>]|\u2028/);
    const newest = (jsonBlock(html, 'dw-page-data') as Record<string, CataloguePage>)['/api/catalogue?page=1&pageSize=24&sort=newest'];
    const opal = newest.items.find((p) => p.name.startsWith('Opal'));
    expect(opal?.name).toBe('Opal </script><script>alert(1)</script> Gown');
    // The card carries no description: the product page's own data shows it intact.
    const product = jsonBlock((await ctx.http().get(`/product/${opal?.slug}`).expect(200)).text, 'dw-page-data') as Record<
      string,
      ProductView
    >;
    expect(Object.values(product)[0].description).toBe('Beaded <!-- tulle --> with a $& and a \u2028 line separator & more.');
    expect(html.match(/<script/g)).toHaveLength(3); // the shell's, the manifest and the data
  });

  it('preloads the first card’s picture the catalogue will show for its filters and sort', async () => {
    const imageOf = async (url: string) => preloadsOf((await ctx.http().get(url).expect(200)).text).filter((p) => p.as === 'image');
    const featured = (await ctx.http().get('/api/catalogue').expect(200)).body as CataloguePage;
    expect(await imageOf('/all-dresses')).toEqual([{ as: 'image', href: featured.items[0].imageUrls[0], fetchPriority: 'high' }]);
    expect(await imageOf('/all-dresses?sort=price-desc')).toEqual([{ as: 'image', href: SABLE, fetchPriority: 'high' }]);
    expect(await imageOf('/all-dresses?sort=price-asc')).toEqual([
      { as: 'image', href: 'https://images.example.com/linen.jpg', fetchPriority: 'high' },
    ]);
    expect(await imageOf('/all-dresses?category=work-event')).toEqual([
      { as: 'image', href: 'https://images.example.com/linen.jpg', fetchPriority: 'high' },
    ]);
    // Nothing matches: no card, no picture.
    expect(await imageOf('/all-dresses?category=bridal-dress')).toEqual([]);
    // A size the filter does not offer is ignored, as the shop ignores it.
    expect(await imageOf('/catalog?size=5&sort=price-desc')).toEqual([{ as: 'image', href: SABLE, fetchPriority: 'high' }]);
  });

  it('gives a product page its product, its main picture and its own page chunk', async () => {
    const opal = products.find((p) => p.name.startsWith('Opal')) as ProductView;
    const html = (await ctx.http().get(`/product/${opal.slug}`).expect(200)).text;
    expect(jsonBlock(html, 'dw-page-data')).toEqual({
      [`/api/products/${opal.slug}`]: (await ctx.http().get(`/api/products/${opal.slug}`)).body,
    });
    const preloads = preloadsOf(html);
    expect(preloads[0]).toEqual({ as: 'image', href: 'https://images.example.com/opal.webp', fetchPriority: 'high' });
    expect(preloads.map((p) => p.href)).toContain('/remotes/shop/page-product.77777777.js');
    expect(preloads.map((p) => p.href)).not.toContain('/remotes/shop/page-home.44444444.js');
    expect(html).toContain('<meta property="og:image" content="https://images.example.com/opal.webp">');
  });

  it('answers an unknown product with 404, the shop preloaded and no data', async () => {
    const html = (await ctx.http().get('/product/no-such-dress').expect(404)).text;
    expect(jsonBlock(html, 'dw-page-data')).toBeUndefined();
    expect(preloadsOf(html).map((p) => p.href)).toContain('/remotes/shop/page-product.77777777.js');
    expect(preloadsOf(html).some((p) => p.as === 'image')).toBe(false);
  });

  it('preloads nothing for an unknown path', async () => {
    const html = (await ctx.http().get('/no/such/page').expect(404)).text;
    expect(preloadsOf(html)).toEqual([]);
  });

  it('preloads only the entry of a remote whose build lists no files', async () => {
    const html = (await ctx.http().get('/list-dress').expect(200)).text;
    expect(preloadsOf(html)).toEqual([{ as: 'script', href: '/remotes/lender/remoteEntry.js', fetchPriority: 'low' }]);
    expect(jsonBlock(html, 'dw-page-data')).toBeUndefined();
  });

  it('preloads only the entry of a remote served from elsewhere, whose files it cannot know', async () => {
    process.env.REMOTE_SHOP_URL = 'https://cdn.example.com/shop/v2/remoteEntry.js';
    const preloads = preloadsOf((await ctx.http().get('/all-dresses').expect(200)).text);
    const featured = (await ctx.http().get('/api/catalogue').expect(200)).body as CataloguePage;
    expect(preloads).toEqual([
      { as: 'image', href: featured.items[0].imageUrls[0], fetchPriority: 'high' },
      { as: 'script', href: 'https://cdn.example.com/shop/v2/remoteEntry.js', fetchPriority: 'low' },
    ]);
  });
});
