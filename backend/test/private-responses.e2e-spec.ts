import { lenderAccountBody } from './support/fuzz/world';
import { TestApp, createTestApp } from './support/test-app';

/** Answers carrying personal data are never kept by a browser's disk cache or a shared proxy. */
describe('responses with personal data are not stored', () => {
  let ctx: TestApp;
  let lender: { id: string; token: string };

  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    lender = (
      await ctx
        .http()
        .post('/api/lender-accounts')
        .send(lenderAccountBody({ email: 'nostore@example.com' }))
        .expect(201)
    ).body;
  });
  afterAll(() => ctx.close());

  it("the renter's order page API, its answer or its refusal", async () => {
    const res = await ctx.http().get('/api/orders/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b?token=abc').expect(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the lender area and the sign-up answer (which carries her token)', async () => {
    for (const path of ['/api/lender/me', '/api/lender/listings', '/api/lender/earnings', '/api/lender/payouts']) {
      const res = await ctx.http().get(path).set('X-Lender-Token', lender.token).expect(200);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
    }
    const signUp = await ctx
      .http()
      .post('/api/lender-accounts')
      .send(lenderAccountBody({ email: 'nostore2@example.com' }))
      .expect(201);
    expect(signUp.headers['cache-control']).toBe('no-store');
  });

  it("the admin's lists and APIs", async () => {
    const agent = await ctx.adminAgent();
    for (const path of [
      '/api/orders',
      '/api/orders/holds',
      '/api/lender-accounts',
      '/api/dress-listings',
      '/api/admin/emails',
      '/api/admin/payout-runs',
      '/api/admin/check',
    ]) {
      const res = await agent.get(path).expect(200);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
    }
  });

  it('while the public catalogue stays revalidated with its ETag', async () => {
    const res = await ctx.http().get('/api/catalogue?sort=newest').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
