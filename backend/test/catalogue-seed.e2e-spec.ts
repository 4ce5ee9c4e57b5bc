import { DEMO_PRODUCTS } from '../src/catalogue/seed/demo-products';
import { describeEachDatabase } from './support/test-app';

describeEachDatabase(
  'catalogue query API on the demo catalogue',
  (ctx) => {
    it('finds every seeded dress, with the seed sizes, categories and occasions counted', async () => {
      const page = (await ctx().http().get('/api/catalogue').query({ pageSize: '100' }).expect(200)).body;
      expect(page.total).toBe(DEMO_PRODUCTS.length);
      const count = (facets: { value: string; count: number }[], value: string) => facets.find((f) => f.value === value)?.count;
      expect(count(page.facets.sizes, '10')).toBe(DEMO_PRODUCTS.filter((d) => d.availableSizes.includes('10')).length);
      expect(count(page.facets.categories, 'evening-gown')).toBe(DEMO_PRODUCTS.filter((d) => d.category === 'evening-gown').length);
      expect(count(page.facets.occasions, 'black-tie')).toBe(DEMO_PRODUCTS.filter((d) => d.occasions.includes('black-tie')).length);
      const first = DEMO_PRODUCTS[0];
      const byName = (await ctx().http().get('/api/catalogue').query({ q: first.name }).expect(200)).body;
      expect(byName.items.map((d: { slug: string }) => d.slug)).toContain(first.slug);
    });
  },
  { seed: true },
);
