import { productBody } from './support/fixtures';
import { REPO_ROOT, requireBuilt } from './support/builds';
import { TestApp, createTestApp } from './support/test-app';

const HOSTILE = `</script><script>alert(1)</script> "Quoted" 'Gown' <img src=x onerror=alert(2)>`;

/**
 * A product name written to attack the page, drawn by the real renderers (shell/dist/server and
 * shop-frontend/dist/server, as in production), not by a stand-in: it must arrive as text.
 */
describe('a hostile product name on the server-drawn product page', () => {
  let ctx: TestApp;
  let slug: string;

  beforeAll(async () => {
    requireBuilt(['shell/dist/index.html', 'shell/dist/server/render.js', 'shop-frontend/dist/server/render.js']);
    ctx = await createTestApp('sqlite', { env: { STATIC_ROOT: REPO_ROOT } });
    const agent = await ctx.adminAgent();
    slug = (
      await agent
        .post('/api/products')
        .send(productBody({ name: HOSTILE }))
        .expect(201)
    ).body.slug;
  });
  afterAll(() => ctx?.close());

  it('escapes it in the title, the social tags and the drawn page, and runs none of it', async () => {
    const res = await ctx.http().get(`/product/${slug}`).expect(200);
    const html = res.text;
    const escaped = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    // Social tags and the title: entity-escaped, quotes included, so the attribute cannot be left.
    const ogTitle = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(ogTitle).toContain(escaped);
    expect(ogTitle).toContain('&quot;Quoted&quot;');
    expect(ogTitle).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(/<meta property="og:description" content="([^"]*)">/.exec(html)?.[1]).toContain(escaped);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(escaped);
    // The page the shop's renderer drew shows the name as text (React's escaping) ...
    const main = html.slice(html.indexOf('<main'));
    expect(main).toContain('&lt;img src=x onerror=alert(2)&gt;');
    // ... and nowhere in the document does the name open or close an element.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).not.toMatch(/content="[^"]*"Quoted/);
  });
});
