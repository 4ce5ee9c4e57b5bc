import { NOTICES, noticeText } from '@dw/contracts';
import { productBody } from './support/fixtures';
import { describeEachDatabase } from './support/test-app';

const MISSING = noticeText(NOTICES.productMissing);

describeEachDatabase('catalogue', (ctx) => {
  let created: { id: string; slug: string };

  it('creates a product as admin and computes its slug', async () => {
    const agent = await ctx().adminAgent();
    const res = await agent.post('/api/products').send(productBody()).expect(201);
    expect(res.body).toMatchObject({
      slug: 'aurora-sequin-gown',
      name: 'Aurora Sequin Gown',
      basePrice: '65.00',
      retailPrice: '450.00',
      availableSizes: ['8', '10', '12'],
      imageUrl: 'https://images.example.com/aurora.jpg',
      rentalPrice4Day: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    created = res.body;
  });

  it('gives a second product with the same name its own slug', async () => {
    const agent = await ctx().adminAgent();
    const res = await agent
      .post('/api/products')
      .send(productBody({ basePrice: 45 }))
      .expect(201);
    expect(res.body.slug).toBe('aurora-sequin-gown-2');
    expect(res.body.basePrice).toBe('45.00');
    await agent.delete(`/api/products/${res.body.id}`).expect(204);
  });

  it('lists products and finds one by slug or id', async () => {
    const list = await ctx().http().get('/api/products').expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toContain(created.id);
    const bySlug = await ctx().http().get(`/api/products/${created.slug}`).expect(200);
    const byId = await ctx().http().get(`/api/products/${created.id}`).expect(200);
    expect(bySlug.body).toEqual(byId.body);
  });

  it('filters by category alias and size and sorts by price', async () => {
    const agent = await ctx().adminAgent();
    await agent
      .post('/api/products')
      .send(
        productBody({
          name: 'Guest Midi',
          category: 'midi-dress',
          occasions: ['wedding-guest'],
          basePrice: '49.00',
          availableSizes: ['14'],
        }),
      )
      .expect(201);
    const wedding = await ctx().http().get('/api/products?category=wedding-guest').expect(200);
    expect(wedding.body.map((p: { name: string }) => p.name)).toEqual(['Guest Midi']);
    const size14 = await ctx().http().get('/api/products?size=14').expect(200);
    expect(size14.body.map((p: { name: string }) => p.name)).toEqual(['Guest Midi']);
    const cheap = await ctx().http().get('/api/products?sort=price-asc').expect(200);
    expect(cheap.body.map((p: { basePrice: string }) => p.basePrice)).toEqual(['49.00', '65.00']);
  });

  it('refuses a bad catalogue query', async () => {
    const res = await ctx().http().get('/api/products?sort=cheapest').expect(400);
    expect(res.body.message).toMatch(/^Sort must be one of/);
  });

  it("answers 'Product not found.' for an unknown slug or id", async () => {
    const res = await ctx().http().get('/api/products/no-such-dress').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found.' });
    await ctx().http().get('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('updates a product keeping its slug', async () => {
    const agent = await ctx().adminAgent();
    const res = await agent
      .put(`/api/products/${created.id}`)
      .send(productBody({ name: 'Aurora Gown', basePrice: '70.5', retailPrice: null }))
      .expect(200);
    expect(res.body).toMatchObject({ slug: created.slug, name: 'Aurora Gown', basePrice: '70.50', retailPrice: null });
  });

  describe('refuses bad product input and writes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['blank name', { name: '   ' }, MISSING],
      ['missing description', { description: undefined }, MISSING],
      ['no images', { imageUrls: [] }, MISSING],
      [
        'four images',
        { imageUrls: ['https://a.example/1.jpg', 'https://a.example/2.jpg', 'https://a.example/3.jpg', 'https://a.example/4.jpg'] },
        'A product can have at most 3 images.',
      ],
      ['an http image', { imageUrls: ['http://insecure.example/a.jpg'] }, 'Images must be uploaded images or https:// addresses.'],
      ['a javascript: image', { imageUrls: ['javascript:alert(1)'] }, 'Images must be uploaded images or https:// addresses.'],
      [
        'a climbing upload path',
        { imageUrls: ['/objects/uploads/../../etc/passwd'] },
        'Images must be uploaded images or https:// addresses.',
      ],
      ['missing base price', { basePrice: undefined }, MISSING],
      ['a non-numeric price', { basePrice: 'cheap' }, 'Base price must be an amount in pounds between £1 and £100,000.'],
      ['a negative price', { basePrice: -5 }, 'Base price must be an amount in pounds between £1 and £100,000.'],
      ['a huge price', { basePrice: 1e12 }, 'Base price must be an amount in pounds between £1 and £100,000.'],
      ['three decimals', { basePrice: '10.005' }, 'Base price must be an amount in pounds between £1 and £100,000.'],
      ['missing category', { category: undefined }, MISSING],
      ['an unknown category', { category: 'casual' }, 'Please choose a category from the list.'],
      ['no sizes', { availableSizes: [] }, MISSING],
      ['letter sizes', { availableSizes: ['XS'] }, 'Sizes must be UK sizes 4 to 22.'],
      ['an oversize name', { name: 'x'.repeat(161) }, 'Name must be at most 160 characters.'],
      ['a number as name', { name: 42 }, MISSING],
      ['an unknown field', { total: '1.00' }, "Unknown field 'total' - it is not part of this request."],
    ];
    it.each(cases)('%s', async (_label, change, message) => {
      const agent = await ctx().adminAgent();
      const before = await ctx().count('products');
      const body = { ...productBody(), ...change };
      const res = await agent.post('/api/products').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: expect.any(String), message });
      expect(await ctx().count('products')).toBe(before);
      const put = await agent.put(`/api/products/${created.id}`).send(body).expect(400);
      expect(put.body.message).toBe(message);
    });
  });

  it('refuses product writes without the admin session', async () => {
    const before = await ctx().count('products');
    const post = await ctx().http().post('/api/products').send(productBody()).expect(401);
    expect(post.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    await ctx()
      .http()
      .put(`/api/products/${created.id}`)
      .send(productBody({ name: 'Hacked' }))
      .expect(401);
    await ctx().http().delete(`/api/products/${created.id}`).expect(401);
    expect(await ctx().count('products')).toBe(before);
    const still = await ctx().http().get(`/api/products/${created.id}`).expect(200);
    expect(still.body.name).toBe('Aurora Gown');
  });

  it('deletes a product as admin', async () => {
    const agent = await ctx().adminAgent();
    await agent.delete(`/api/products/${created.id}`).expect(204);
    await ctx().http().get(`/api/products/${created.id}`).expect(404);
    await agent.delete(`/api/products/${created.id}`).expect(404);
  });
});
