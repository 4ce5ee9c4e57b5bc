import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminLoginService } from '../src/admin-auth/admin-login.service';
import { RATE_LIMITS } from '../src/common/rate-limit/rate-limits';
import { REDIS_URL, describeWithRedis, dropRedisKeys } from './support/redis';
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

  it('puts a ceiling on pages and images from one address, apart from the API’s, leaving the built files alone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dw-pages-limit-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(root, 'shell', 'dist', 'main.0123456789ab.js'), 'console.log(1)');
    const ctx = await createTestApp('sqlite', { env: { ...LIMITS_ON, RATE_LIMIT_PAGES_PER_MINUTE: '6', STATIC_ROOT: root } });
    const image = '/objects/uploads/00000000-0000-4000-8000-000000000000/640';
    try {
      for (let i = 0; i < 3; i++) await ctx.http().get(`/all-dresses?x=${i}`).expect(200);
      for (let i = 0; i < 3; i++) await ctx.http().get(image).expect(404);
      // The built files are not counted.
      for (let i = 0; i < 10; i++) await ctx.http().get('/main.0123456789ab.js').expect(200);
      for (const path of ['/', image, '/no/such/page']) {
        const refused = await ctx.http().get(path).expect(429);
        expect(refused.body).toEqual({
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/^Too many requests - please wait \d+ seconds and try again\.$/),
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      await ctx.http().get('/main.0123456789ab.js').expect(200);
      // The API keeps its own ceiling, and another address is unaffected.
      await ctx.http().get('/api/products?sort=newest').expect(200);
      await ctx.http().get('/').set('X-Forwarded-For', '198.51.100.21').expect(200);
    } finally {
      await ctx.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  describeWithRedis('shared through Redis across instances', () => {
    const prefix = `dw-test-${randomBytes(4).toString('hex')}:`;
    const env = { ...LIMITS_ON, REDIS_URL, REDIS_KEY_PREFIX: prefix };
    afterAll(() => dropRedisKeys(prefix));

    it('counts login failures made on one instance against the other', async () => {
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
      }
    });

    it('verifies at most 5 of 50 parallel wrong passwords sent to two instances', async () => {
      const a = await createTestApp('sqlite', { env, productionPasswordHash: true });
      const b = await createTestApp('sqlite', { env, productionPasswordHash: true });
      try {
        const { verified, statuses } = await raceWrongPasswords([a, b], '198.51.100.41');
        expect(verified).toBeGreaterThanOrEqual(1);
        expect(verified).toBeLessThanOrEqual(5);
        expect(statuses.filter((s) => s === 401)).toHaveLength(verified);
        expect(statuses.filter((s) => s === 429)).toHaveLength(50 - verified);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('slows failures from many addresses account-wide but lets the right password in', async () => {
      const a = await createTestApp('sqlite', { env });
      const b = await createTestApp('sqlite', { env });
      try {
        await expectAdminGetsInAfterAccountWideSlowdown(a, b);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  describe('login race in memory', () => {
    it('verifies at most 5 of 50 parallel wrong passwords from one address', async () => {
      const ctx = await createTestApp('sqlite', { env: LIMITS_ON, productionPasswordHash: true });
      try {
        const { verified, statuses } = await raceWrongPasswords([ctx], '198.51.100.42');
        expect(verified).toBeGreaterThanOrEqual(1);
        expect(verified).toBeLessThanOrEqual(5);
        expect(statuses.filter((s) => s === 401)).toHaveLength(verified);
        expect(statuses.filter((s) => s === 429)).toHaveLength(50 - verified);
      } finally {
        await ctx.close();
      }
    });

    it('slows failures from many addresses account-wide but lets the right password in', async () => {
      const ctx = await createTestApp('sqlite', { env: LIMITS_ON });
      try {
        await expectAdminGetsInAfterAccountWideSlowdown(ctx, ctx);
      } finally {
        await ctx.close();
      }
    });
  });
});

/**
 * What the login services counted, summed over the instances: passport keeps its strategies in one
 * process-wide registry, so with two apps in one test process the last one started serves both.
 */
const loginStats = (apps: TestApp[], stat: 'verifications' | 'delayed'): number =>
  [...new Set(apps)].reduce((n, app) => n + app.app.get(AdminLoginService).stats[stat], 0);

/** 50 wrong passwords at once from one address, spread over the instances; counts the scrypt checks run. */
async function raceWrongPasswords(apps: TestApp[], address: string): Promise<{ verified: number; statuses: number[] }> {
  const before = loginStats(apps, 'verifications');
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      apps[i % apps.length]
        .http()
        .post('/api/admin/login')
        .set('X-Forwarded-For', address)
        .send({ password: `wrong-${i}` }),
    ),
  );
  return { verified: loginStats(apps, 'verifications') - before, statuses: responses.map((r) => r.status) };
}

/**
 * Many addresses failing in turn push the account past its free failures: each further attempt waits
 * before its check, but nothing locks the account, so the admin's right password still gets in.
 */
async function expectAdminGetsInAfterAccountWideSlowdown(a: TestApp, b: TestApp): Promise<void> {
  const free = RATE_LIMITS.loginAccountFailures.limit;
  for (let i = 0; i < free + 2; i++) {
    const app = i % 2 ? a : b;
    await app
      .http()
      .post('/api/admin/login')
      .set('X-Forwarded-For', `203.0.113.${100 + Math.floor(i / 4)}`)
      .send({ password: `guess-${i}` })
      .expect(401);
  }
  const before = loginStats([a, b], 'delayed');
  await a.http().post('/api/admin/login').set('X-Forwarded-For', '192.0.2.200').send({ password: ADMIN_PASSWORD }).expect(200);
  expect(loginStats([a, b], 'delayed')).toBe(before + 1);
}
