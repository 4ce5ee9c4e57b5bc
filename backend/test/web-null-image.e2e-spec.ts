import type { CataloguePage, ProductView } from '@dw/contracts';
import { productBody } from './support/fixtures';
import { REPO_ROOT, requireBuilt } from './support/builds';
import { describeEachDatabase } from './support/test-app';

const FIRST = 'https://images.example.com/first.jpg';
const SECOND = 'https://images.example.com/second.jpg';

/**
 * A product row whose imageUrls holds a null (the API never writes one; a bulk import straight into
 * the table can): the pages and the API leave that picture out and show the others.
 */
describeEachDatabase(
  'a null among a product’s imageUrls',
  (ctx) => {
    let slug: string;

    beforeAll(async () => {
      requireBuilt(['shell/dist/index.html', 'shell/dist/server/render.js', 'shop-frontend/dist/server/render.js']);
      const agent = await ctx().adminAgent();
      const created = await agent
        .post('/api/products')
        .send(productBody({ name: 'Imported Satin Slip', imageUrls: [FIRST, SECOND] }))
        .expect(201);
      slug = created.body.slug;
      // As a bulk import writes it: straight into the table, then the catalogue's version moves on.
      await ctx().dataSource.query('UPDATE products SET imageUrls = ? WHERE id = ?', [
        JSON.stringify([null, FIRST, null, SECOND]),
        created.body.id,
      ]);
      await ctx().dataSource.query('UPDATE catalog_state SET version = version + 1');
      const stored: { imageUrls: string }[] = await ctx().dataSource.query('SELECT imageUrls FROM products WHERE id = ?', [
        created.body.id,
      ]);
      expect(JSON.parse(stored[0].imageUrls)).toEqual([null, FIRST, null, SECOND]);
    });

    it('the product page draws the other pictures, the first of them as its photograph', async () => {
      const res = await ctx().http().get(`/product/${slug}`).expect(200);
      const main = res.text.slice(res.text.indexOf('<main'));
      expect(main).toContain('Imported Satin Slip');
      expect(main).toContain(FIRST);
      expect(main).toContain(SECOND);
      expect(res.text).toMatch(new RegExp(`<meta property="og:image" content="${FIRST}"`));
    });

    it('the catalogue page draws the dress with its first picture', async () => {
      const res = await ctx().http().get('/all-dresses').expect(200);
      const main = res.text.slice(res.text.indexOf('<main'));
      expect(main).toContain('Imported Satin Slip');
      expect(main).toContain(FIRST);
    });

    it('the API answers the product and its card with the pictures that are there', async () => {
      const product: ProductView = (await ctx().http().get(`/api/products/${slug}`).expect(200)).body;
      expect(product.imageUrls).toEqual([FIRST, SECOND]);
      expect(product.imageUrl).toBe(FIRST);
      const list: ProductView[] = (await ctx().http().get('/api/products').expect(200)).body;
      expect(list.find((p) => p.slug === slug)?.imageUrls).toEqual([FIRST, SECOND]);
      const page: CataloguePage = (await ctx().http().get('/api/catalogue').query({ q: 'satin' }).expect(200)).body;
      expect(page.items.map((d) => [d.slug, d.imageUrls])).toEqual([[slug, [FIRST, SECOND]]]);
    });
  },
  { env: () => ({ STATIC_ROOT: REPO_ROOT }) },
);
