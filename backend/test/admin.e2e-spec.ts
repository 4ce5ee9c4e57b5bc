import request from 'supertest';
import { SessionRecord } from '../src/admin-auth/session-record.entity';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../src/admin-auth/session.middleware';
import { TOUCH_EVERY_MS, TypeormSessionStore } from '../src/admin-auth/session.store';
import { ADMIN_PASSWORD, TestApp, createTestApp, describeEachDatabase } from './support/test-app';
import { waitUntil } from '../../config/jest/wait-until';

const cookieOf = (res: request.Response, name = 'dw.sid'): string => {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = raw?.find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
};

describeEachDatabase('admin session', (ctx) => {
  it('reports not authenticated without a session', async () => {
    const res = await ctx().http().get('/api/admin/check').expect(200);
    expect(res.body).toEqual({ isAuthenticated: false });
  });

  it("refuses a blank password with the login form's message", async () => {
    for (const body of [{}, { password: '' }, { password: '   ' }, { password: 7 }]) {
      const res = await ctx().http().post('/api/admin/login').send(body).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'PASSWORD_REQUIRED',
        message: 'Password Required - Please enter the admin password.',
      });
    }
    expect(await ctx().count('sessions')).toBe(0);
  });

  it('refuses a wrong password with 401 and starts no session', async () => {
    const res = await ctx().http().post('/api/admin/login').send({ password: 'wrong' }).expect(401);
    expect(res.body).toEqual({ statusCode: 401, code: 'INVALID_PASSWORD', message: 'Invalid password. Please try again.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await ctx().count('sessions')).toBe(0);
  });

  it('refuses unknown login fields', async () => {
    const res = await ctx().http().post('/api/admin/login').send({ password: ADMIN_PASSWORD, admin: true }).expect(400);
    expect(res.body.code).toBe('UNKNOWN_FIELD');
  });

  it('logs in with an httpOnly SameSite=Strict cookie kept in the database', async () => {
    const res = await ctx().http().post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(await ctx().count('sessions')).toBeGreaterThan(0);
    const check = await ctx().http().get('/api/admin/check').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(check.body).toEqual({ isAuthenticated: true });
  });

  it('rotates the session id at login (no fixation)', async () => {
    const agent = request.agent(ctx().app.getHttpServer());
    const first = await agent.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
    const second = await agent.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
    expect(cookieOf(second).split(';')[0]).not.toBe(cookieOf(first).split(';')[0]);
    // The old id no longer authenticates.
    const old = await ctx().http().get('/api/admin/check').set('Cookie', cookieOf(first).split(';')[0]).expect(200);
    expect(old.body).toEqual({ isAuthenticated: false });
  });

  it('logs out, and the old cookie is worthless afterwards', async () => {
    const login = await ctx().http().post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
    const cookie = cookieOf(login).split(';')[0];
    const out = await ctx().http().post('/api/admin/logout').set('Cookie', cookie).expect(200);
    expect(out.body).toEqual({ isAuthenticated: false });
    const replay = await ctx().http().get('/api/admin/check').set('Cookie', cookie).expect(200);
    expect(replay.body).toEqual({ isAuthenticated: false });
    await ctx().http().get('/api/orders').set('Cookie', cookie).expect(401);
  });

  it('answers 401 on every route the OpenAPI document secures with the admin cookie, without a session', async () => {
    const doc = (await ctx().http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.security?.some((scheme) => SESSION_COOKIE in scheme))
        .map(([method]) => [method, path.replace(/\{[^}]+\}/g, id)] as const),
    );
    // The derivation itself: the admin's routes are all there, the one the hand-written list missed included.
    expect(routes.length).toBeGreaterThanOrEqual(14);
    expect(routes).toContainEqual(['delete', `/api/products/${id}/blocks/${id}`]);
    for (const [method, path] of routes) {
      const req = ctx().http()[method as 'get'](path);
      const res = method === 'get' || method === 'delete' ? await req : await req.send({ status: 'approved' });
      expect({ path, method, status: res.status, code: res.body.code }).toEqual({ path, method, status: 401, code: 'UNAUTHORIZED' });
    }
  });
});

describeEachDatabase('admin session lifetime and cookie', (ctx) => {
  const login = (headers: Record<string, string> = {}) => {
    let req = ctx().http().post('/api/admin/login');
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req.send({ password: ADMIN_PASSWORD }).expect(200);
  };
  const isAdmin = async (cookie: string, headers: Record<string, string> = {}) => {
    let req = ctx().http().get('/api/admin/check').set('Cookie', cookie);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return ((await req.expect(200)).body as { isAuthenticated: boolean }).isAuthenticated;
  };

  it('ends a session 12 hours after login however busy it was (idle is 8 hours)', async () => {
    const cookie = cookieOf(await login()).split(';')[0];
    expect(await isAdmin(cookie)).toBe(true);
    // Kept alive by use (its row's expiry is recent), but the login itself was 12 hours and a minute ago.
    const repo = ctx().dataSource.getRepository(SessionRecord);
    for (const row of await repo.find()) {
      const data = JSON.parse(row.data) as Record<string, unknown>;
      if (data.admin !== true) continue;
      data.adminSince = Date.now() - (12 * 60 + 1) * 60_000;
      await repo.update({ id: row.id }, { data: JSON.stringify(data) });
    }
    expect(await isAdmin(cookie)).toBe(false);
    await ctx().http().get('/api/orders').set('Cookie', cookie).expect(401);
  });

  it('keeps a session alive by use while writing its row at most once a minute', async () => {
    const cookie = cookieOf(await login()).split(';')[0];
    const repo = ctx().dataSource.getRepository(SessionRecord);
    const expiryOf = async () => (await repo.find()).map((r) => r.expiresAt.getTime());
    const before = await expiryOf();
    // Into the next whole second (MariaDB's DATETIME keeps no fraction), so a second write would show.
    const loggedInSecond = Math.floor(Date.now() / 1000);
    await waitUntil('the next whole second', () => Math.floor(Date.now() / 1000) > loggedInSecond, { intervalMs: 20 });
    // A read of the back office a second later: still signed in, the row not written again.
    expect(await isAdmin(cookie)).toBe(true);
    await ctx().http().get('/api/orders').set('Cookie', cookie).expect(200);
    expect(await expiryOf()).toEqual(before);

    // The store itself on a clock: a touch within the minute writes nothing, one after it moves the expiry.
    // Whole seconds: MariaDB's DATETIME keeps no fraction.
    let now = Math.floor(Date.now() / 1000) * 1000;
    const store = new TypeormSessionStore(ctx().dataSource, () => now);
    const call = (fn: (done: (err?: unknown) => void) => void) =>
      new Promise<void>((resolve, reject) =>
        fn((err) => (err ? reject(err instanceof Error ? err : new Error('session store failed')) : resolve())),
      );
    const data = (ms: number) => ({ cookie: { expires: new Date(ms), originalMaxAge: SESSION_TTL_MS } }) as never;
    await call((done) => store.set('clocked', data(now + SESSION_TTL_MS), done));
    const stored = async () => (await repo.findOneByOrFail({ id: 'clocked' })).expiresAt.getTime();
    const first = await stored();
    now += TOUCH_EVERY_MS - 1000;
    await call((done) => store.touch('clocked', data(now + SESSION_TTL_MS), done));
    expect(await stored()).toBe(first);
    now += 2000;
    await call((done) => store.touch('clocked', data(now + SESSION_TTL_MS), done));
    expect(await stored()).toBe(first + TOUCH_EVERY_MS + 1000);
  });

  it('names the cookie __Host-dw.sid over TLS (Secure, Path=/, no Domain) and honours only that name there', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const issued = cookieOf(await login(https), '__Host-dw.sid');
    expect(issued).toMatch(/;\s*Secure/i);
    expect(issued).toMatch(/;\s*Path=\/(;|$)/);
    expect(issued).not.toMatch(/;\s*Domain=/i);
    const cookie = issued.split(';')[0];
    expect(await isAdmin(cookie, https)).toBe(true);
    // The same session id under the plain name, over TLS, is not the admin's cookie.
    expect(await isAdmin(cookie.replace('__Host-dw.sid=', 'dw.sid='), https)).toBe(false);
    // Over plain HTTP (development) the cookie keeps its plain name.
    expect(cookieOf(await login())).toMatch(/^dw\.sid=/);
  });
});

describe('admin sessions when the admin password changes', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });
  /** Another start of the shop on the same database and session secret, with the given password settings. */
  const restart = async (first: TestApp, password: Record<string, string>) => {
    const db = first.config.database;
    const app = await createTestApp('sqlite', {
      env: { DATABASE_URL: db.kind === 'sqlite' ? `sqlite:${db.file}` : db.url, SESSION_SECRET: first.config.sessionSecret, ...password },
    });
    apps.push(app);
    return app;
  };

  it('ends every session made under the old password, and keeps them when it is unchanged', async () => {
    const first = await createTestApp('sqlite');
    apps.push(first);
    const cookie = cookieOf(await first.http().post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200)).split(';')[0];
    const check = async (app: TestApp) => (await app.http().get('/api/admin/check').set('Cookie', cookie).expect(200)).body;

    const same = await restart(first, { ADMIN_PASSWORD_HASH: first.config.adminPasswordHash });
    expect(await check(same)).toEqual({ isAuthenticated: true });

    const changed = await restart(first, { ADMIN_PASSWORD: 'a brand new admin password' });
    expect(await check(changed)).toEqual({ isAuthenticated: false });
    await changed.http().get('/api/orders').set('Cookie', cookie).expect(401);
  });

  it('keeps a session across replicas and restarts that share a plain ADMIN_PASSWORD (each hashes it with its own salt)', async () => {
    const plain = { ADMIN_PASSWORD: 'the same plain admin password' };
    const first = await createTestApp('sqlite', { env: plain });
    apps.push(first);
    const login = await first.http().post('/api/admin/login').send({ password: plain.ADMIN_PASSWORD }).expect(200);
    const cookie = cookieOf(login).split(';')[0];
    const other = await restart(first, plain);
    expect(other.config.adminPasswordHash).not.toBe(first.config.adminPasswordHash);
    expect((await other.http().get('/api/admin/check').set('Cookie', cookie).expect(200)).body).toEqual({ isAuthenticated: true });
    await other.http().get('/api/orders').set('Cookie', cookie).expect(200);
  });
});

describeEachDatabase('CSRF defences', (ctx) => {
  it('refuses unsafe requests from a foreign origin', async () => {
    const agent = await ctx().adminAgent();
    const before = await ctx().count('products');
    const res = await agent.post('/api/products').set('Origin', 'https://evil.example').send({ name: 'x' }).expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'FOREIGN_ORIGIN', message: 'Requests from other sites are not allowed.' });
    await ctx().http().post('/api/admin/login').set('Sec-Fetch-Site', 'cross-site').send({ password: ADMIN_PASSWORD }).expect(403);
    expect(await ctx().count('products')).toBe(before);
  });

  it('accepts the same origin', async () => {
    const server = ctx().app.getHttpServer();
    const res = await request(server)
      .post('/api/admin/login')
      .set('Host', 'shop.test')
      .set('Origin', 'http://shop.test')
      .send({ password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('refuses form-encoded and text bodies with 415', async () => {
    const res = await ctx().http().post('/api/admin/login').type('form').send('password=x').expect(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await ctx().http().post('/api/newsletter').set('Content-Type', 'text/plain').send('{"email":"a@b.co"}').expect(415);
  });

  it('never grants CORS credentials to other origins', async () => {
    const res = await ctx().http().get('/api/products').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
