import { CataloguePage, FacetCount, cleanSearch } from '@dw/contracts';
import {
  GeneratedDress,
  GeneratedHold,
  Query,
  expected,
  generateDresses,
  generateHolds,
  insertDresses,
  insertHolds,
  sorted,
} from './support/catalogue-fixtures';
import { describeEachDatabase } from './support/test-app';

const COUNT = 300;

function counts(facets: FacetCount[]): Record<string, number> {
  return Object.fromEntries(facets.map((f) => [f.value, f.count]));
}

describeEachDatabase('catalogue query API', (ctx) => {
  let dresses: GeneratedDress[];
  let holds: GeneratedHold[];
  let start: string;

  beforeAll(async () => {
    dresses = generateDresses(COUNT);
    ({ start, holds } = generateHolds(dresses));
    await insertDresses(ctx().dataSource, dresses);
    await insertHolds(ctx().dataSource, holds);
  });

  async function get(query: Record<string, string>): Promise<CataloguePage> {
    return (await ctx().http().get('/api/catalogue').query(query).expect(200)).body;
  }

  /** Items of the first 100, total and every facet count equal the brute force over the same rows. */
  async function expectAnswer(query: Query): Promise<void> {
    const want = expected(dresses, query, holds);
    const page = await get({ ...(query as Record<string, string>), pageSize: '100' });
    expect({ query, total: page.total }).toEqual({ query, total: want.total });
    expect({ query, ids: page.items.map((d) => d.id) }).toEqual({ query, ids: want.ids.slice(0, 100) });
    expect({ query, sizes: counts(page.facets.sizes) }).toEqual({ query, sizes: want.sizes });
    expect({ query, categories: counts(page.facets.categories) }).toEqual({ query, categories: want.categories });
    expect({ query, occasions: counts(page.facets.occasions) }).toEqual({ query, occasions: want.occasions });
    expect({ query, filters: counts(page.facets.filters) }).toEqual({ query, filters: want.filters });
  }

  it('answers the first page of 24, newest first, with the total and facets', async () => {
    const page = await get({});
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(24);
    expect(page.total).toBe(COUNT);
    expect(page.items.map((d) => d.id)).toEqual(
      sorted(dresses)
        .slice(0, 24)
        .map((d) => d.id),
    );
    expect(page.facets.sizes[0]).toEqual({ value: '4', label: '4 UK', count: expect.any(Number) });
    expect(page.facets.categories.find((f) => f.value === 'evening-gown')?.label).toBe('Evening Gown');
    // Cards leave out what only the product page shows.
    expect(Object.keys(page.items[0]).sort()).toEqual(
      [
        'availableSizes',
        'basePrice',
        'brand',
        'category',
        'createdAt',
        'id',
        'imageUrl',
        'imageUrls',
        'name',
        'occasions',
        // The stars on the card (verified reviews).
        'rating',
        'rentalPrice4Day',
        'retailPrice',
        'slug',
      ].sort(),
    );
  });

  it('keeps a page of 24 well under 50 KB', async () => {
    const res = await ctx().http().get('/api/catalogue').expect(200);
    expect(Buffer.byteLength(res.text)).toBeLessThan(50_000);
  });

  it.each(['featured', 'newest', 'price-asc', 'price-desc'])(
    'walks every page sorted %s: each dress once, in order, ties included',
    async (sort) => {
      const ids: string[] = [];
      for (let page = 1; page <= Math.ceil(COUNT / 37); page++) {
        const body = await get({ sort, page: String(page), pageSize: '37' });
        expect(body.total).toBe(COUNT);
        ids.push(...body.items.map((d) => d.id));
      }
      expect(ids).toEqual(sorted(dresses, sort).map((d) => d.id));
    },
  );

  it('answers a page beyond the last with no items and the right total', async () => {
    const body = await get({ page: '50', size: '10' });
    expect(body.items).toEqual([]);
    expect(body.total).toBe(expected(dresses, { size: '10' }, holds).total);
  });

  it.each<Query>([
    {},
    { size: '10' },
    { size: '22' },
    { category: 'evening-gown' },
    { category: 'cocktail' },
    { category: 'Wedding Guest' },
    { category: 'black-tie' },
    { occasion: 'black-tie' },
    { brand: 'rixo' },
    { brand: 'NEEDLE & THREAD' },
    { minPrice: '45.50', maxPrice: '99.99' },
    { minPrice: '100' },
    { maxPrice: '45' },
    { size: '12', category: 'formal', minPrice: '40', sort: 'price-asc' },
    { occasion: 'date-night', size: '8', sort: 'price-desc', brand: 'Ghost' },
  ])('filters and counts facets like the brute force: %j', async (query) => {
    await expectAnswer(query);
  });

  it.each<Query>([
    { q: 'zebra' },
    { q: 'ZEBRASTRIPE silk' },
    { q: 'Crepe' },
    { q: 'crêpe midi' },
    { q: 'a' },
    { q: 'no 1' },
    { q: '100%' },
    { q: 'a_b' },
    { q: '%' },
    { q: 'off-the-shoulder' },
    { q: 'velvet or silk' },
    { q: 'velvet', size: '10', sort: 'price-asc' },
  ])('searches name, brand and description: %j', async (query) => {
    await expectAnswer(query);
  });

  it('finds what the words say once the shop has cleaned the operators out of a search', async () => {
    const zebra = expected(dresses, { q: 'zebrastripe' }, holds);
    expect(zebra.total).toBeGreaterThan(0);
    expect((await get({ q: cleanSearch('"zebrastripe"* -OR') ?? '' })).total).toBe(zebra.total);
    expect(await ctx().count('products')).toBe(COUNT);
  });

  it.each<Query>([
    { availableOn: 'START' },
    { availableOn: 'START', size: '10' },
    { availableOn: 'START', duration: '4' },
    { availableOn: 'START', duration: '4', category: 'formal', sort: 'price-desc' },
  ])('leaves out dresses with no free unit for the date: %j', async (query) => {
    const withDate = { ...query, availableOn: start };
    const want = expected(dresses, withDate, holds);
    expect(want.total).toBeLessThan(expected(dresses, { ...withDate, availableOn: undefined, duration: undefined }, holds).total);
    await expectAnswer(withDate);
  });

  describe('bad input', () => {
    const bad: [string, Record<string, string>, string][] = [
      ['page=0', { page: '0' }, 'page'],
      ['page=-1', { page: '-1' }, 'page'],
      ['page=1e9', { page: '1e9' }, 'page'],
      ['page=10001', { page: '10001' }, 'page'],
      ['page=1.5', { page: '1.5' }, 'page'],
      ['pageSize=1000', { pageSize: '1000' }, 'pageSize'],
      ['pageSize=0', { pageSize: '0' }, 'pageSize'],
      ['sort=drop', { sort: 'drop' }, 'sort'],
      ['sort=default', { sort: 'default' }, 'sort'],
      ['size=99', { size: '99' }, 'size'],
      ['category=unknown', { category: 'no-such-thing' }, 'category'],
      ['occasion=unknown', { occasion: 'picnic' }, 'occasion'],
      ['minPrice=abc', { minPrice: 'abc' }, 'minPrice'],
      ['maxPrice=1.234', { maxPrice: '1.234' }, 'maxPrice'],
      ['minPrice>maxPrice', { minPrice: '100', maxPrice: '50' }, 'minPrice'],
      ['q of 2,000 characters', { q: 'a'.repeat(2000) }, 'q'],
      ['q with quotes', { q: '"silk"' }, 'q'],
      ['q with *', { q: 'gown*' }, 'q'],
      ['q with a leading -', { q: 'silk -velvet' }, 'q'],
      ['q with OR', { q: 'silk OR satin' }, 'q'],
      ['q with MATCH', { q: 'MATCH (brackets) AGAINST' }, 'q'],
      ['q with SQL', { q: "'; DROP TABLE products; --" }, 'q'],
      ['q of operators only', { q: '+-*"()' }, 'q'],
      ['empty q', { q: '' }, 'q'],
      ['availableOn in the past', { availableOn: '2020-01-01' }, 'availableOn'],
      ['availableOn malformed', { availableOn: '12/06/2030' }, 'availableOn'],
      ['availableOn not a day', { availableOn: '2030-02-30' }, 'availableOn'],
      ['duration=3', { duration: '3' }, 'duration'],
      ['an unknown parameter', { colour: 'red' }, 'colour'],
    ];

    it.each(bad)('%s → 400 naming the field, nothing written', async (_label, query, field) => {
      const before = [await ctx().count('products'), await ctx().count('bookings'), await ctx().count('booking_changes')];
      const res = await ctx().http().get('/api/catalogue').query(query).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: expect.any(String), message: expect.stringContaining(field) });
      expect([await ctx().count('products'), await ctx().count('bookings'), await ctx().count('booking_changes')]).toEqual(before);
    });

    it('refuses a repeated parameter', async () => {
      const res = await ctx().http().get('/api/catalogue?page=1&page=2').expect(400);
      expect(res.body.message).toContain('page');
    });
  });

  it('keeps GET /api/products the full array, with sort=default still accepted', async () => {
    const all = await ctx().http().get('/api/products').expect(200);
    expect(all.body).toHaveLength(COUNT);
    expect(all.body[0]).toHaveProperty('description');
    const featured = await ctx().http().get('/api/products?sort=featured').expect(200);
    const old = await ctx().http().get('/api/products?sort=default').expect(200);
    expect(old.body.map((p: { id: string }) => p.id)).toEqual(featured.body.map((p: { id: string }) => p.id));
  });

  it('follows product writes: a new dress, its edit and its deletion', async () => {
    const agent = await ctx().adminAgent();
    const body = {
      name: 'Quetzalcoatl Feather Gown',
      description: 'Iridescent plumes.',
      brand: 'Zandra',
      category: 'evening-gown',
      occasions: ['gala-awards'],
      basePrice: '88.00',
      imageUrls: ['https://images.example.com/q.jpg'],
      availableSizes: ['18'],
    };
    const created = (await agent.post('/api/products').send(body).expect(201)).body;
    const found = await get({ q: 'quetzal', size: '18', occasion: 'gala-awards', brand: 'zandra' });
    expect(found.items.map((d) => d.id)).toEqual([created.id]);
    await agent
      .put(`/api/products/${created.id}`)
      .send({ ...body, name: 'Renamed Gown', availableSizes: ['20'], occasions: [] })
      .expect(200);
    expect((await get({ q: 'quetzal' })).total).toBe(0);
    expect((await get({ q: 'renamed', size: '20' })).items.map((d) => d.id)).toEqual([created.id]);
    expect((await get({ q: 'renamed', occasion: 'gala-awards' })).total).toBe(0);
    await agent.delete(`/api/products/${created.id}`).expect(204);
    expect((await get({ q: 'renamed' })).total).toBe(0);
    expect((await get({ pageSize: '100' })).total).toBe(COUNT);
  });
});
