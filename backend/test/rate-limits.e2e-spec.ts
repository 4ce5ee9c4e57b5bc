import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { ADMIN_PASSWORD, TestApp, createTestApp } from './support/test-app';

const LIMITS_ON = { RATE_LIMITS: 'on' };

describe('rate limits', () => {
  describe('admin login', () => {
    let ctx: TestApp;
    beforeAll(async () => {
      ctx = await createTestApp('sqlite', { env: LIMITS_ON });
    });
    afterAll(() => ctx.close());

    it('refuses the 6th failure from one address within 15 minutes with 429 and Retry-After', async () => {
      for (let i = 0; i < 5; i++)
        await ctx
          .http()
          .post('/api/admin/login')
          .send({ password: `wrong-${i}` })
          .expect(401);
      const sixth = await ctx.http().post('/api/admin/login').send({ password: 'wrong-6' }).expect(429);
      expect(sixth.body).toEqual({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests - please wait \d+ minutes and try again\.$/),
      });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Even the right password waits out the block from this address: no session is created.
      await ctx.http().post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(429);
      expect(await ctx.count('sessions')).toBe(0);
    });

    it('does not let a forged X-Forwarded-For pick a fresh address', async () => {
      // Behind the proxy (loopback is trusted), the client is the address the proxy appended; whatever
      // the client itself wrote to the left of it changes nothing.
      const viaProxy = () => `${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}.9, 198.51.100.77`;
      for (let i = 0; i < 5; i++) {
        await ctx.http().post('/api/admin/login').set('X-Forwarded-For', viaProxy()).send({ password: 'wrong' }).expect(401);
      }
      await ctx.http().post('/api/admin/login').set('X-Forwarded-For', viaProxy()).send({ password: 'wrong' }).expect(429);
    });

    it('counts another address separately and does not count successes', async () => {
      const other = '203.0.113.7';
      for (let i = 0; i < 3; i++)
        await ctx.http().post('/api/admin/login').set('X-Forwarded-For', other).send({ password: 'nope' }).expect(401);
      await ctx.http().post('/api/admin/login').set('X-Forwarded-For', other).send({ password: ADMIN_PASSWORD }).expect(200);
      for (let i = 0; i < 5; i++)
        await ctx.http().post('/api/admin/login').set('X-Forwarded-For', other).send({ password: 'nope' }).expect(401);
    });
  });

  it('caps upload URLs and order placement per address', async () => {
    const ctx = await createTestApp('sqlite', { env: LIMITS_ON });
    try {
      const agent = await ctx.adminAgent();
      for (let i = 0; i < 30; i++) await agent.post('/api/objects/upload').expect(200);
      const refused = await agent.post('/api/objects/upload').expect(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const body = { order: {}, items: [] };
      for (let i = 0; i < 20; i++) await ctx.http().post('/api/orders').send(body).expect(400);
      await ctx.http().post('/api/orders').send(body).expect(429);
      expect(await ctx.count('orders')).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('puts a ceiling on all API requests from one address', async () => {
    const ctx = await createTestApp('sqlite', { env: { ...LIMITS_ON, RATE_LIMIT_GLOBAL_PER_MINUTE: '25' } });
    try {
      for (let i = 0; i < 25; i++) await ctx.http().get('/api/products').expect(200);
      const res = await ctx.http().get('/api/products').expect(429);
      expect(res.headers['retry-after']).toBeDefined();
      // Another address is unaffected.
      await ctx.http().get('/api/products').set('X-Forwarded-For', '198.51.100.20').expect(200);
    } finally {
      await ctx.close();
    }
  });

  describe('shared through Redis across instances', () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    let up = false;
    beforeAll(async () => {
      const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
      up = await probe.connect().then(
        () => true,
        () => false,
      );
      probe.disconnect();
      if (!up) console.warn(`SKIPPED: shared rate limits - no Redis at ${redisUrl}`);
    });

    it('counts login failures made on one instance against the other', async () => {
      if (!up) return;
      const env = { ...LIMITS_ON, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `dw-test-${randomBytes(4).toString('hex')}:` };
      const a = await createTestApp('sqlite', { env });
      const b = await createTestApp('sqlite', { env });
      try {
        for (let i = 0; i < 3; i++) await a.http().post('/api/admin/login').send({ password: 'x' }).expect(401);
        for (let i = 0; i < 2; i++) await b.http().post('/api/admin/login').send({ password: 'x' }).expect(401);
        await a.http().post('/api/admin/login').send({ password: 'x' }).expect(429);
        await b.http().post('/api/admin/login').send({ password: 'x' }).expect(429);
      } finally {
        await a.close();
        await b.close();
        const redis = new Redis(redisUrl);
        const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
    });
  });
});
