import request from 'supertest';
import { productBody } from './support/fixtures';
import { withTwoReplicas } from './support/two-replicas';
import { ADMIN_PASSWORD, describeEachDatabase } from './support/test-app';

describeEachDatabase('catalogue cache', (ctx) => {
  it('answers a repeated list request with 304 while nothing changed', async () => {
    const first = await ctx().http().get('/api/products').expect(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    await ctx().http().get('/api/products').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('shows every product write at once: create, update, delete', async () => {
    const agent = await ctx().adminAgent();
    const before = await ctx().http().get('/api/products').expect(200);
    const created = (
      await agent
        .post('/api/products')
        .send(productBody({ name: 'Cache Test Gown' }))
        .expect(201)
    ).body;
    const afterCreate = await ctx().http().get('/api/products').set('If-None-Match', before.headers.etag).expect(200);
    expect(afterCreate.body.map((p: { id: string }) => p.id)).toContain(created.id);
    expect(afterCreate.headers.etag).not.toBe(before.headers.etag);
    await ctx().http().get(`/api/products/${created.slug}`).expect(200);

    await agent
      .put(`/api/products/${created.id}`)
      .send(productBody({ name: 'Cache Test Gown', basePrice: '99.00' }))
      .expect(200);
    const afterUpdate = await ctx().http().get(`/api/products/${created.id}`).expect(200);
    expect(afterUpdate.body.basePrice).toBe('99.00');

    await agent.delete(`/api/products/${created.id}`).expect(204);
    await ctx().http().get(`/api/products/${created.slug}`).expect(404);
    const afterDelete = await ctx().http().get('/api/products').expect(200);
    expect(afterDelete.body.map((p: { id: string }) => p.id)).not.toContain(created.id);
  });
});

describe('catalogue cache across replicas [mariadb]', () => {
  const run = process.env.DW_MARIADB === '1' ? it : it.skip;

  run('a product written through one instance is served by the other at once', async () => {
    await withTwoReplicas(async ([a, b]) => {
      // Warm B's cache first, so a stale copy would show.
      const warm = await request(b).get('/api/products').expect(200);
      expect(warm.body).toEqual([]);
      const admin = request.agent(a);
      await admin.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
      const created = (
        await admin
          .post('/api/products')
          .send(productBody({ name: 'Replica Gown' }))
          .expect(201)
      ).body;
      const seen = await request(b).get('/api/products').set('If-None-Match', warm.headers.etag).expect(200);
      expect(seen.body.map((p: { id: string }) => p.id)).toEqual([created.id]);
      await request(b).get(`/api/products/${created.slug}`).expect(200);
      await admin.delete(`/api/products/${created.id}`).expect(204);
      await request(b).get(`/api/products/${created.slug}`).expect(404);
    });
  });
});
