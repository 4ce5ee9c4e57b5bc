import request from 'supertest';
import type { Server } from 'node:http';
import { CataloguePage, addDays, todayInLondon } from '@dw/contracts';
import { productBody } from './support/fixtures';
import { withTwoReplicas } from './support/two-replicas';
import { ADMIN_PASSWORD, describeEachDatabase } from './support/test-app';

/*
 * GET /api/catalogue answers from an in-memory index of the catalogue version
 * (docs/decisions/0024-catalogue-in-memory-index.md): every write must show in the next answer,
 * on this instance and on any other sharing the database; a booking, which is no catalogue write,
 * must show too.
 */

const START = () => addDays(todayInLondon(), 30);

async function catalogue(server: Server, query: Record<string, string>): Promise<CataloguePage> {
  return (await request(server).get('/api/catalogue').query(query).expect(200)).body;
}

function sizeCount(page: CataloguePage, size: string): number | undefined {
  return page.facets.sizes.find((f) => f.value === size)?.count;
}

describeEachDatabase('catalogue index follows every change', (ctx) => {
  it('shows a dress added, edited, booked and deleted in the very next answer', async () => {
    const get = async (query: Record<string, string>): Promise<CataloguePage> =>
      (await ctx().http().get('/api/catalogue').query(query).expect(200)).body;
    const agent = await ctx().adminAgent();
    // Warm the index first, so a stale copy would show.
    expect((await get({ q: 'xylophonic' })).total).toBe(0);

    const created = (
      await agent
        .post('/api/products')
        .send(
          productBody({ name: 'Xylophonic Gown', brand: 'Marimba', availableSizes: ['10'], occasions: ['black-tie'], basePrice: '70.00' }),
        )
        .expect(201)
    ).body;
    const found = await get({ q: 'xylophonic', size: '10', occasion: 'black-tie', brand: 'MARIMBA' });
    expect(found.items.map((d) => [d.id, d.basePrice])).toEqual([[created.id, '70.00']]);
    expect(sizeCount(found, '10')).toBe(1);

    await agent
      .put(`/api/products/${created.id}`)
      .send(productBody({ name: 'Xylophonic Gown', brand: 'Marimba', availableSizes: ['12'], occasions: [], basePrice: '35.50' }))
      .expect(200);
    expect((await get({ q: 'xylo', size: '10' })).total).toBe(0);
    expect((await get({ q: 'xylo', occasion: 'black-tie' })).total).toBe(0);
    const edited = await get({ q: 'xylo', size: '12', maxPrice: '35.50' });
    expect(edited.items.map((d) => [d.id, d.basePrice, d.availableSizes])).toEqual([[created.id, '35.50', ['12']]]);

    // A block (an admin's hold) on its one unit: the dress leaves the date's answer, not the others.
    const start = START();
    await agent
      .post(`/api/products/${created.id}/blocks`)
      .send({ size: '12', startDate: addDays(start, -2), endDate: addDays(start, 6) })
      .expect(201);
    const onDate = await get({ q: 'xylo', availableOn: start });
    expect(onDate.total).toBe(0);
    expect(sizeCount(onDate, '12')).toBe(0);
    expect((await get({ q: 'xylo', availableOn: addDays(start, 20) })).total).toBe(1);
    expect((await get({ q: 'xylo' })).total).toBe(1);

    // A block of the longest span, ending long after the window, still holds the window's days.
    const long = (
      await agent
        .post('/api/products')
        .send(productBody({ name: 'Longblock Gown', availableSizes: ['14'] }))
        .expect(201)
    ).body;
    await agent
      .post(`/api/products/${long.id}/blocks`)
      .send({ size: '14', startDate: addDays(start, -3), endDate: addDays(start, 85) })
      .expect(201);
    expect((await get({ q: 'longblock', availableOn: start, duration: '4' })).total).toBe(0);
    expect((await get({ q: 'longblock', availableOn: addDays(start, 90) })).total).toBe(1);

    await agent.delete(`/api/products/${created.id}`).expect(204);
    const gone = await get({ q: 'xylo' });
    expect(gone.total).toBe(0);
    expect(gone.facets.sizes.every((f) => f.count === 0)).toBe(true);
  });
});

describe('catalogue index across replicas [mariadb]', () => {
  const run = process.env.DW_MARIADB === '1' ? it : it.skip;

  run('two instances on one database agree after each change made on one of them', async () => {
    await withTwoReplicas(async ([a, b]) => {
      const both = async (query: Record<string, string>): Promise<[CataloguePage, CataloguePage]> => [
        await catalogue(a, query),
        await catalogue(b, query),
      ];
      // Warm both indexes first, so a stale copy would show.
      expect((await both({})).map((p) => p.total)).toEqual([0, 0]);
      const admin = request.agent(a);
      await admin.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);

      const created = (
        await admin
          .post('/api/products')
          .send(productBody({ name: 'Replica Gown', availableSizes: ['8'] }))
          .expect(201)
      ).body;
      for (const page of await both({ size: '8' })) {
        expect(page.items.map((d) => d.id)).toEqual([created.id]);
        expect(sizeCount(page, '8')).toBe(1);
      }

      await admin
        .put(`/api/products/${created.id}`)
        .send(productBody({ name: 'Renamed Replica', availableSizes: ['8'], basePrice: '42.00' }))
        .expect(200);
      for (const page of await both({ q: 'renamed' }))
        expect(page.items.map((d) => [d.name, d.basePrice])).toEqual([['Renamed Replica', '42.00']]);
      for (const page of await both({ q: 'replica', minPrice: '60' })) expect(page.total).toBe(0); // it was 65.00

      const start = START();
      await admin
        .post(`/api/products/${created.id}/blocks`)
        .send({ size: '8', startDate: addDays(start, -2), endDate: addDays(start, 6) })
        .expect(201);
      for (const page of await both({ availableOn: start })) expect(page.total).toBe(0);

      await admin.delete(`/api/products/${created.id}`).expect(204);
      for (const page of await both({})) expect([page.total, page.items]).toEqual([0, []]);
    });
  });
});
