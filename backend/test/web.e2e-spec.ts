import { fakeBuild } from './support/builds';
import { productBody } from './support/fixtures';
import { TestApp, createTestApp } from './support/test-app';

describe('pages served by the backend', () => {
  let ctx: TestApp;
  let product: { slug: string; name: string; imageUrls: string[] };

  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { env: { STATIC_ROOT: fakeBuild(), PUBLIC_URL: 'http://dresses.test' } });
    const agent = await ctx.adminAgent();
    product = (
      await agent
        .post('/api/products')
        .send(productBody({ name: 'Midnight <Velvet> Gown' }))
        .expect(201)
    ).body;
  });
  afterAll(() => ctx.close());

  it('serves the shell for app URLs with a per-page head', async () => {
    const res = await ctx.http().get('/all-dresses').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toMatch(/<title>Designer Wardrobe \| Designer Dress Rental UK<\/title>/);
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('writes social-share tags for a product into the HTML, escaped', async () => {
    const res = await ctx.http().get(`/product/${product.slug}`).set('Host', 'dresses.test').expect(200);
    expect(res.text).toContain('<meta property="og:type" content="product">');
    expect(res.text).toContain('<meta property="og:title" content="Midnight &lt;Velvet&gt; Gown by Jenny Packham | Designer Wardrobe">');
    expect(res.text).toContain(`<meta property="og:url" content="http://dresses.test/product/${product.slug}">`);
    expect(res.text).toContain(`<meta property="og:image" content="${product.imageUrls[0]}">`);
    expect(res.text).toMatch(/<meta property="og:description" content="Rent Midnight &lt;Velvet&gt; Gown from £65.00\./);
    expect(res.text).not.toContain('<Velvet>');
  });

  it('links share tags to PUBLIC_URL whatever Host the request names', async () => {
    for (const host of ['evil.example', 'localhost:3000', '127.0.0.1']) {
      const res = await ctx.http().get(`/product/${product.slug}`).set('Host', host).expect(200);
      expect(res.text).toContain(`<meta property="og:url" content="http://dresses.test/product/${product.slug}">`);
      expect(res.text).not.toContain(host);
    }
  });

  it('answers an unknown product and an unknown path with 404 and the app', async () => {
    const missing = await ctx.http().get('/product/no-such-dress').expect(404);
    expect(missing.text).toContain('<div id="root">');
    const unknown = await ctx.http().get('/no/such/page').expect(404);
    expect(unknown.text).toContain('<title>Page Not Found | Designer Wardrobe</title>');
  });

  it("keeps a renter's order page, an unsubscribe link, the lender area and the back office out of search engines, and only those", async () => {
    const order = await ctx.http().get('/orders/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b?token=abc').expect(200);
    expect(order.headers['x-robots-tag']).toBe('noindex, nofollow');
    const unsubscribe = await ctx.http().get('/unsubscribe?token=abc').expect(200);
    expect(unsubscribe.headers['x-robots-tag']).toBe('noindex, nofollow');
    const signIn = await ctx.http().get('/lender/sign-in/confirm?token=abc');
    expect(signIn.headers['content-type']).toMatch(/^text\/html/);
    expect(signIn.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The page's token never leaves in a Referer to another site.
    expect(signIn.headers['referrer-policy']).toBe('no-referrer');
    for (const path of ['/lender', '/lender/sign-in/confirm?token=abc', '/lender/earnings', '/admin']) {
      expect((await ctx.http().get(path).expect(200)).headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const lenderPitch = await ctx.http().get('/monetise-your-wardrobe').expect(200);
    expect(lenderPitch.headers['x-robots-tag']).toBeUndefined();
    const catalogue = await ctx.http().get('/all-dresses').expect(200);
    expect(catalogue.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends Strict-Transport-Security over TLS only (a trusted proxy saying https), on pages, the API and front-door reads', async () => {
    for (const path of ['/all-dresses', '/api/health', '/api/catalogue']) {
      const plain = await ctx.http().get(path).expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const tls = await ctx.http().get(path).set('X-Forwarded-Proto', 'https').expect(200);
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('publishes the runtime manifest of remotes', async () => {
    const res = await ctx.http().get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      shop: '/remotes/shop/remoteEntry.js',
      lender: '/remotes/lender/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
    });
  });

  it('serves built files, hashed ones cached for a year, entries revalidated', async () => {
    const hashed = await ctx.http().get('/main.0123456789ab.js').expect(200);
    expect(hashed.headers['cache-control']).toContain('immutable');
    const entry = await ctx.http().get('/remotes/shop/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const missing = await ctx.http().get('/remotes/lender/remoteEntry.js').expect(404);
    expect(missing.body.statusCode).toBe(404);
  });
});
