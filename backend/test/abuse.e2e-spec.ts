import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import request from 'supertest';
import { MB } from '@dw/contracts';
import { SessionRecord } from '../src/admin-auth/session-record.entity';
import { passwordFingerprint } from '../src/admin-auth/domain/session-validity';
import { SESSION_COOKIE, TLS_SESSION_COOKIE } from '../src/admin-auth/session.middleware';
import { signUpload } from '../src/uploads/domain/upload-signature';
import { OBJECT_ID, OBJECT_STORAGE, ObjectStorage } from '../src/uploads/storage/object-storage';
import { contentDigest, rowCounts, tableNames } from './support/fuzz/db-snapshot';
import { operations } from './support/fuzz/openapi';
import { PATH_JUNK } from './support/fuzz/payloads';
import { chunkedPut, firstResponse, listen, rawExchange, sessionIdOf, signedSessionCookie } from './support/fuzz/raw-http';
import { responseProblems } from './support/fuzz/response-checks';
import { VALID_REQUESTS, World, buildWorld } from './support/fuzz/world';
import { TINY_PNG } from './support/fixtures';
import { ADMIN_PASSWORD, TestApp, describeEachDatabase } from './support/test-app';

type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/api/orders").then(r=>r.text()).then(alert)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>');
/** A real PNG with an HTML page after its IEND chunk: valid to an image decoder and to a browser sniffing HTML. */
const POLYGLOT = Buffer.concat([TINY_PNG, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);

const pngOf = (bytes: number) => Buffer.concat([TINY_PNG, Buffer.alloc(bytes - TINY_PNG.length, 7)]);

const cookieOf = (res: request.Response, name = SESSION_COOKIE): string => {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = raw?.find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
};
const pair = (setCookie: string) => setCookie.split(';')[0];

/** Every file under DATA_DIR except the live database files, with its size. */
function filesUnder(dir: string): Record<string, number> {
  const out: Record<string, number> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!/\.sqlite(-wal|-shm)?$/.test(name)) out[relative(dir, path)] = statSync(path).size;
    }
  };
  walk(dir);
  return out;
}

describeEachDatabase('abuse: uploads', (ctx) => {
  const ticket = async (as: 'admin' | { token: string }) => {
    const res =
      as === 'admin'
        ? await (await ctx().adminAgent()).post('/api/objects/upload').expect(200)
        : await ctx().http().post('/api/objects/upload').set('X-Lender-Token', as.token).expect(200);
    const url = new URL(res.body.uploadURL as string, 'http://x');
    return {
      uploadURL: res.body.uploadURL as string,
      objectPath: res.body.objectPath as string,
      id: url.pathname.split('/').pop() as string,
      url,
    };
  };
  const put = (uploadURL: string, type: string, body: Buffer) => ctx().http().put(uploadURL).set('Content-Type', type).send(body);
  const expectRefused = (res: request.Response, status: number, code?: string) => {
    expect(responseProblems(res, [])).toEqual([]);
    expect({ status: res.status, code: res.body.code }).toEqual({ status, code: code ?? res.body.code });
  };

  let lender: { id: string; token: string };
  let server: { port: number; close: () => Promise<void> };
  beforeAll(async () => {
    const world: World = await buildWorld(ctx());
    lender = { id: world.lenderId, token: world.lenderToken };
    server = await listen(ctx().app);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses HTML and SVG, whatever type they claim, and stores nothing', async () => {
    const t = await ticket('admin');
    expectRefused(await put(t.uploadURL, 'text/html', HTML), 415, 'UNSUPPORTED_IMAGE_TYPE');
    expectRefused(await put(t.uploadURL, 'image/png', HTML), 415, 'NOT_AN_IMAGE');
    expectRefused(await put(t.uploadURL, 'image/svg+xml', SVG), 415, 'UNSUPPORTED_IMAGE_TYPE');
    expectRefused(await put(t.uploadURL, 'image/jpeg', SVG), 415, 'NOT_AN_IMAGE');
    expectRefused(await put(t.uploadURL, 'image/png; charset=utf-8', SVG), 415, 'NOT_AN_IMAGE');
    expectRefused(await ctx().http().get(t.objectPath), 404, 'IMAGE_NOT_FOUND');
  });

  it('refuses bytes of one image type sent as another (a lying content type)', async () => {
    const t = await ticket('admin');
    expectRefused(await put(t.uploadURL, 'image/png', JPEG), 415, 'CONTENT_TYPE_MISMATCH');
    expectRefused(await put(t.uploadURL, 'image/webp', TINY_PNG), 415, 'CONTENT_TYPE_MISMATCH');
    expectRefused(await put(t.uploadURL, 'application/octet-stream', TINY_PNG), 415, 'UNSUPPORTED_IMAGE_TYPE');
    await ctx().http().get(t.objectPath).expect(404);
    // The refusals did not burn the link: the honest upload still works once.
    await put(t.uploadURL, 'image/png', TINY_PNG).expect(200);
  });

  it('accepts a PNG/HTML polyglot (its magic bytes are PNG) but serves it only as an inert image', async () => {
    const t = await ticket('admin');
    expectRefused(await put(t.uploadURL, 'text/html', POLYGLOT), 415, 'UNSUPPORTED_IMAGE_TYPE');
    await put(t.uploadURL, 'image/png', POLYGLOT).expect(200);
    const res = await ctx().http().get(t.objectPath).set('Accept', 'text/html').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // sandbox: even opened directly, the document gets an opaque origin and no scripts.
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/\bsandbox\b/);
    expect(Buffer.compare(res.body as Buffer, POLYGLOT)).toBe(0);
  });

  it('caps product images at 10 MB and listing photos at 5 MB, declared or streamed', async () => {
    const product = await ticket('admin');
    expectRefused(await put(product.uploadURL, 'image/png', pngOf(10 * MB + 1)), 413, 'FILE_TOO_LARGE');
    const streamed = await chunkedPut(server.port, product.uploadURL, 'image/png', pngOf(10 * MB + 1));
    expect({ status: streamed.status, body: JSON.parse(streamed.body) }).toEqual({
      status: 413,
      body: { statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Images can be at most 10 MB.' },
    });
    await ctx().http().get(product.objectPath).expect(404);

    const listing = await ticket(lender);
    expect(listing.url.searchParams.get('purpose')).toBe('listing');
    expectRefused(await put(listing.uploadURL, 'image/png', pngOf(5 * MB + 1)), 413, 'FILE_TOO_LARGE');
    const streamedListing = await chunkedPut(server.port, listing.uploadURL, 'image/png', pngOf(5 * MB + 1));
    expect(streamedListing.status).toBe(413);
    expect(JSON.parse(streamedListing.body).message).toBe('Images can be at most 5 MB.');
    await ctx().http().get(listing.objectPath).expect(404);
    // A lender cannot lift the cap by editing the purpose: the signature covers it.
    const lifted = new URL(listing.url);
    lifted.searchParams.set('purpose', 'product');
    expectRefused(await put(`${lifted.pathname}${lifted.search}`, 'image/png', pngOf(6 * MB)), 403, 'BAD_UPLOAD_SIGNATURE');
  });

  it('stores a signed URL once: a replay, even a simultaneous one, gets 409', async () => {
    const t = await ticket('admin');
    const both = await Promise.all([put(t.uploadURL, 'image/png', TINY_PNG), put(t.uploadURL, 'image/png', TINY_PNG)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expectRefused(await put(t.uploadURL, 'image/jpeg', JPEG), 409, 'UPLOAD_URL_USED');
    const served = await ctx().http().get(t.objectPath).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses tampered signatures, purposes and expiries with 403', async () => {
    const t = await ticket(lender);
    const key = ctx().config.uploadSigningKey;
    const now = Math.floor(Date.now() / 1000);
    const variant = (edit: (q: URLSearchParams) => void, id = t.id) => {
      const q = new URLSearchParams(t.url.search);
      edit(q);
      return `/objects/uploads/${id}?${q.toString()}`;
    };
    const signature = t.url.searchParams.get('signature') as string;
    const attempts: [string, string, string][] = [
      [
        'signature with one character changed',
        variant((q) => q.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)),
        'BAD_UPLOAD_SIGNATURE',
      ],
      ['signature truncated', variant((q) => q.set('signature', signature.slice(0, 20))), 'BAD_UPLOAD_SIGNATURE'],
      ['signature empty', variant((q) => q.set('signature', '')), 'BAD_UPLOAD_SIGNATURE'],
      ['signature missing', variant((q) => q.delete('signature')), 'BAD_UPLOAD_SIGNATURE'],
      ['signature repeated', variant((q) => q.append('signature', signature)), 'BAD_UPLOAD_SIGNATURE'],
      ['purpose changed', variant((q) => q.set('purpose', 'product')), 'BAD_UPLOAD_SIGNATURE'],
      ['purpose repeated', variant((q) => q.append('purpose', 'product')), 'BAD_UPLOAD_SIGNATURE'],
      ['unknown purpose', variant((q) => q.set('purpose', 'avatar')), 'BAD_UPLOAD_SIGNATURE'],
      ['expiry extended', variant((q) => q.set('expires', String(now + 86_400))), 'BAD_UPLOAD_SIGNATURE'],
      ['expiry not a number', variant((q) => q.set('expires', '1e12')), 'BAD_UPLOAD_SIGNATURE'],
      ['expiry negative', variant((q) => q.set('expires', '-1')), 'BAD_UPLOAD_SIGNATURE'],
      ['signature of another id', variant(() => undefined, '00000000-0000-4000-8000-000000000000'), 'BAD_UPLOAD_SIGNATURE'],
      ['id in capitals', variant(() => undefined, t.id.toUpperCase()), 'BAD_UPLOAD_SIGNATURE'],
      [
        'a genuine signature that has expired',
        `/objects/uploads/${t.id}?${signUpload(key, { id: t.id, purpose: 'listing', expires: now - 1 })}`,
        'UPLOAD_URL_EXPIRED',
      ],
    ];
    for (const [what, url, code] of attempts) {
      const res = await put(url, 'image/png', TINY_PNG);
      expect({ what, status: res.status, code: res.body.code, problems: responseProblems(res, [url]) }).toEqual({
        what,
        status: 403,
        code,
        problems: [],
      });
    }
    await ctx().http().get(t.objectPath).expect(404);
    // The untampered URL still works: the refusals wrote nothing.
    await put(t.uploadURL, 'image/png', TINY_PNG).expect(200);
  });

  it('never reads or writes outside the uploads folder, whatever the id', async () => {
    const t = await ticket('admin');
    const dataDir = ctx().config.dataDir;
    const before = filesUnder(dataDir);
    const traversals = [
      ...PATH_JUNK.slice(0, 11),
      '..%2F..%2Fupload-signing.key',
      '..%2Fsession-secret.key',
      '..%252F..%252Fdata-encryption.key',
      `${t.id}%00.png`,
      `${t.id}%2F..%2F..%2Fsession-secret.key`,
      '%C0%AE%C0%AE%C0%AFsession-secret.key',
      '..%C0%AFsession-secret.key',
      '%E0%80%AE%E0%80%AE%E0%80%AFsession-secret.key',
      '....%2F%2F....%2F%2Fsession-secret.key',
      'uploads%2F..%2F..%2Fsession-secret.key',
    ];
    // Storage only ever hears of ids we issued: a spy records every id it is asked about.
    const storage = ctx().app.get<ObjectStorage>(OBJECT_STORAGE);
    const spies = (['get', 'put', 'exists', 'delete'] as const).map((method) => jest.spyOn(storage, method));
    for (const id of traversals) {
      const url = `/objects/uploads/${id}${t.url.search}`;
      const putRes = await put(url, 'image/png', TINY_PNG);
      const getRes = await ctx().http().get(`/objects/uploads/${id}`);
      const variantRes = await ctx().http().get(`/objects/uploads/${id}/640`);
      for (const [res, expected] of [
        [putRes, [400, 403]],
        [getRes, [400, 404]],
        [variantRes, [400, 404]],
      ] as const) {
        expect({ id, status: res.status, problems: responseProblems(res, [id, url]) }).toEqual({
          id,
          status: expect.any(Number),
          problems: [],
        });
        expect(expected).toContain(res.status);
        expect(res.text).not.toMatch(/[0-9a-f]{64}/);
      }
    }
    const asked = spies.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])));
    for (const spy of spies) spy.mockRestore();
    expect(asked.filter((id) => !OBJECT_ID.test(id))).toEqual([]);
    expect(filesUnder(dataDir)).toEqual(before);
    // The ticket was never consumed by any of those.
    await put(t.uploadURL, 'image/png', TINY_PNG).expect(200);
  });

  it('never serves a file outside the store through the picture-size route', async () => {
    // A sentinel where `variants/../../{dir}/secret-640.webp` would land when the id became part of the path.
    const outside = mkdtempSync(join(dirname(ctx().config.dataDir), 'dw-outside-'));
    writeFileSync(join(outside, 'secret-640.webp'), 'SENTINEL: outside the image store');
    try {
      const path = `/objects/uploads/..%2F..%2F${basename(outside)}%2Fsecret/640`;
      const res = await ctx().http().get(path);
      expect({ status: res.status, code: res.body.code, problems: responseProblems(res, [path]) }).toEqual({
        status: 404,
        code: 'IMAGE_NOT_FOUND',
        problems: [],
      });
      expect(res.text).not.toContain('SENTINEL');
      expect(readdirSync(outside)).toEqual(['secret-640.webp']);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  describe('a lying Content-Length', () => {
    const head = (path: string, headers: Record<string, string | number>) =>
      `PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`;

    it('claiming more than the cap is refused with 413 before any body arrives', async () => {
      const t = await ticket('admin');
      const { raw } = await rawExchange(server.port, head(t.uploadURL, { 'Content-Type': 'image/png', 'Content-Length': 50 * MB }));
      const res = firstResponse(raw);
      expect(res?.status).toBe(413);
      expect(JSON.parse(res?.body ?? '{}')).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'Images can be at most 10 MB.' });
      await ctx().http().get(t.objectPath).expect(404);
    });

    it('claiming more than it sends stores nothing, and the app keeps serving', async () => {
      const t = await ticket('admin');
      const { raw } = await rawExchange(
        server.port,
        Buffer.concat([Buffer.from(head(t.uploadURL, { 'Content-Type': 'image/png', 'Content-Length': 4096 })), TINY_PNG]),
        500,
      );
      // The server waits for the promised bytes (a slow client is legitimate); the client gave up.
      expect(firstResponse(raw)?.status ?? 408).toBeLessThan(500);
      await ctx().http().get(t.objectPath).expect(404);
      await ctx().http().get('/api/health').expect(200);
      await put(t.uploadURL, 'image/png', TINY_PNG).expect(200);
    });

    it('claiming less than it sends is cut at the claim: never a 5xx, never a write', async () => {
      const counts = await rowCounts(ctx().dataSource, await tableNames(ctx().dataSource));
      const body = JSON.stringify({ email: 'smuggled@example.com', message: 'x'.repeat(200) });
      const smuggled = `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n${body}`;
      const { raw } = await rawExchange(server.port, smuggled);
      // The claimed 12 bytes are not JSON (400 from the app, if it answers before the socket goes);
      // the rest is parsed as a next request, which is junk: Node answers 400 and hangs up.
      const statuses = [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 400)).toBe(true);
      const first = firstResponse(raw);
      if (first?.headers['content-type']?.startsWith('application/json')) {
        expect(Object.keys(JSON.parse(first.body)).sort()).toEqual(['code', 'message', 'statusCode']);
      }
      expect(await rowCounts(ctx().dataSource, await tableNames(ctx().dataSource))).toEqual(counts);
    });

    it('with Transfer-Encoding as well, or a nonsense value, is refused outright', async () => {
      const counts = await rowCounts(ctx().dataSource, await tableNames(ctx().dataSource));
      const requests = [
        `POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
        `POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}`,
        `POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}`,
        `POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`,
      ];
      for (const text of requests) {
        const { raw } = await rawExchange(server.port, text);
        expect({ text, status: firstResponse(raw)?.status }).toEqual({ text, status: 400 });
        expect(raw).not.toMatch(/HTTP\/1\.1 5\d\d/);
      }
      expect(await rowCounts(ctx().dataSource, await tableNames(ctx().dataSource))).toEqual(counts);
      await ctx().http().get('/api/health').expect(200);
    });
  });
});

describeEachDatabase('abuse: admin sessions', (ctx) => {
  const sessions = () => ctx().dataSource.getRepository(SessionRecord);
  const login = (cookie?: string, headers: Record<string, string> = {}) => {
    let req = ctx().http().post('/api/admin/login');
    if (cookie) req = req.set('Cookie', cookie);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req.send({ password: ADMIN_PASSWORD });
  };
  const isAdmin = async (cookie: string) => {
    const check = await ctx().http().get('/api/admin/check').set('Cookie', cookie).expect(200);
    const orders = await ctx().http().get('/api/orders').set('Cookie', cookie);
    expect([200, 401]).toContain(orders.status);
    expect(check.body.isAuthenticated).toBe(orders.status === 200);
    return orders.status === 200;
  };

  it('sets HttpOnly, SameSite=Strict, Path=/ and a bounded lifetime; Secure only over TLS', async () => {
    const plain = cookieOf(await login().expect(200));
    expect(plain).toMatch(/;\s*HttpOnly/i);
    expect(plain).toMatch(/;\s*SameSite=Strict/i);
    expect(plain).toMatch(/;\s*Path=\/(;|$)/);
    expect(plain).not.toMatch(/;\s*Secure/i);
    expect(plain).not.toMatch(/;\s*Domain=/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(plain)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(0);
    expect(expires - Date.now()).toBeLessThanOrEqual(8 * 60 * 60 * 1000 + 5000);

    // TLS ended at a proxy on this machine (trusted by default): the cookie must be Secure (and __Host-).
    const tls = cookieOf(await login(undefined, { 'X-Forwarded-Proto': 'https' }).expect(200), TLS_SESSION_COOKIE);
    expect(tls).toMatch(/;\s*Secure/i);
    expect(tls).toMatch(/;\s*HttpOnly/i);
    expect(tls).toMatch(/;\s*SameSite=Strict/i);
  });

  it('issues a new session id at login, whatever cookie the browser already had (no fixation)', async () => {
    const secret = ctx().config.sessionSecret;
    // An id the attacker chose, planted unsigned, signed with a guessed secret, and signed correctly.
    const planted = [
      `${SESSION_COOKIE}=attacker-chosen-id`,
      signedSessionCookie(SESSION_COOKIE, 'attacker-chosen-id', 'guessed-secret'),
      signedSessionCookie(SESSION_COOKIE, 'attacker-chosen-id', secret),
    ];
    for (const cookie of planted) {
      const res = await login(cookie).expect(200);
      const issued = cookieOf(res);
      expect(sessionIdOf(issued)).not.toBe('attacker-chosen-id');
      expect(await isAdmin(cookie)).toBe(false);
      expect(await isAdmin(pair(issued))).toBe(true);
    }
    // A real, logged-in session used as the pre-login cookie is replaced, and stops working.
    const first = pair(cookieOf(await login().expect(200)));
    const second = pair(cookieOf(await login(first).expect(200)));
    expect(second).not.toBe(first);
    expect(await isAdmin(first)).toBe(false);
    expect(await isAdmin(second)).toBe(true);
  });

  it('refuses a cookie for a session row it did not sign (forged or unsigned)', async () => {
    const id = 'forged-session-0001';
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    const data = JSON.stringify({
      cookie: { originalMaxAge: 3600000, expires: expiresAt.toISOString(), httpOnly: true, path: '/', sameSite: 'strict' },
      admin: true,
      adminSince: Date.now(),
      passwordFingerprint: passwordFingerprint(ctx().config.adminPasswordIdentity, ctx().config.sessionSecret),
    });
    await sessions().insert({ id, data, expiresAt });
    for (const cookie of [
      `${SESSION_COOKIE}=${id}`,
      `${SESSION_COOKIE}=s%3A${id}`,
      `${SESSION_COOKIE}=s%3A${id}.`,
      `${SESSION_COOKIE}=s%3A${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      signedSessionCookie(SESSION_COOKIE, id, 'not-the-secret'),
      signedSessionCookie(SESSION_COOKIE, id, '') + '; dw.sid=other',
    ]) {
      expect({ cookie, admin: await isAdmin(cookie) }).toEqual({ cookie, admin: false });
    }
    // Control: signed with the real secret, the same row does authenticate, so the refusals above
    // were the signature's doing.
    expect(await isAdmin(signedSessionCookie(SESSION_COOKIE, id, ctx().config.sessionSecret))).toBe(true);
    await sessions().delete({ id });
  });

  it('a cookie replayed after logout is worthless, and its row is gone', async () => {
    const issued = cookieOf(await login().expect(200));
    const cookie = pair(issued);
    expect(await isAdmin(cookie)).toBe(true);
    const out = await ctx().http().post('/api/admin/logout').set('Cookie', cookie).expect(200);
    const cleared = (out.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/;\s*HttpOnly/i);
    expect(cleared).toMatch(/;\s*SameSite=Strict/i);
    expect(await isAdmin(cookie)).toBe(false);
    const res = await ctx().http().post('/api/products').set('Cookie', cookie).send({});
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect(await sessions().countBy({ id: sessionIdOf(issued) })).toBe(0);
  });

  it('an expired session answers 401, even though the browser still sends its cookie', async () => {
    const issued = cookieOf(await login().expect(200));
    const cookie = pair(issued);
    expect(await isAdmin(cookie)).toBe(true);
    expect((await sessions().update({ id: sessionIdOf(issued) }, { expiresAt: new Date(Date.now() - 1000) })).affected).toBe(1);
    const res = await ctx().http().get('/api/orders').set('Cookie', cookie);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHORIZED', message: expect.any(String) },
    });
    expect(await isAdmin(cookie)).toBe(false);
  });
});

describeEachDatabase('abuse: cross-site requests', (ctx) => {
  let world: World;
  let admin: Agent;
  let tables: string[];
  beforeAll(async () => {
    world = await buildWorld(ctx());
    admin = await ctx().adminAgent();
    tables = await tableNames(ctx().dataSource);
  });

  const unsafe = operations().filter((op) => op.method !== 'get');

  it('covers every unsafe operation of the API', () => {
    expect(unsafe.length).toBeGreaterThanOrEqual(17);
  });

  /** The operation's valid request with its credential: it would succeed but for the CSRF signal. */
  const build = (key: string, attack: (req: request.Test, body: string) => request.Test) => {
    const op = unsafe.find((o) => o.key === key)!;
    const valid = VALID_REQUESTS[key](world);
    const path = op.path.replace(/{(\w+)}/g, (_m, name: string) => encodeURIComponent(valid.params[name]));
    const query = new URLSearchParams(key === 'PUT /objects/uploads/{id}' ? world.upload.query : (valid.query ?? {})).toString();
    const requester = op.security.includes('dw.sid') ? admin : ctx().http();
    let req = requester[op.method](`${path}${query ? `?${query}` : ''}`);
    for (const [k, v] of Object.entries(valid.headers ?? {})) req = req.set(k, v);
    if (op.security.includes('lender-token')) req = req.set('X-Lender-Token', world.lenderToken);
    return attack(req, valid.body === undefined ? '{}' : JSON.stringify(valid.body));
  };

  const attacks: [string, number, (req: request.Test, body: string) => request.Test][] = [
    ['a foreign Origin', 403, (r, b) => r.set('Origin', 'https://evil.example').set('Content-Type', 'application/json').send(b)],
    ['Origin: null (sandboxed iframe, data: URL)', 403, (r, b) => r.set('Origin', 'null').set('Content-Type', 'application/json').send(b)],
    [
      'a look-alike Origin',
      403,
      (r, b) => r.set('Origin', 'http://127.0.0.1.evil.example').set('Content-Type', 'application/json').send(b),
    ],
    ['Sec-Fetch-Site: cross-site', 403, (r, b) => r.set('Sec-Fetch-Site', 'cross-site').set('Content-Type', 'application/json').send(b)],
    ['a text/plain body', 415, (r, b) => r.set('Content-Type', 'text/plain').send(b)],
    ['a form body', 415, (r) => r.type('form').send('password=x&status=approved&quantity=2')],
    [
      'a multipart form body',
      415,
      (r) =>
        r.set('Content-Type', 'multipart/form-data; boundary=x').send('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
    ],
  ];

  for (const op of operations().filter((o) => o.method !== 'get')) {
    it(`${op.key} refuses cross-site requests and writes nothing`, async () => {
      const before = {
        counts: await rowCounts(ctx().dataSource, tables),
        digest: await contentDigest(
          ctx().dataSource,
          tables.filter((t) => t !== 'sessions'),
        ),
      };
      for (const [what, status, attack] of attacks) {
        // The RFC 8058 one-click: mail providers post this form with no Origin; the signed token decides.
        if (op.key === 'POST /api/newsletter/unsubscribe' && what === 'a form body') continue;
        const res = await build(op.key, attack);
        const problems = responseProblems(res, []);
        expect({ what, status: res.status, problems }).toEqual({ what, status, problems: [] });
        if (status === 403) expect(res.body.code).toBe('FOREIGN_ORIGIN');
      }
      expect(await rowCounts(ctx().dataSource, tables)).toEqual(before.counts);
      expect(
        await contentDigest(
          ctx().dataSource,
          tables.filter((t) => t !== 'sessions'),
        ),
      ).toBe(before.digest);
    });
  }

  it('left the admin logged in and every row in place (the cross-site logout and deletes did nothing)', async () => {
    expect((await admin.get('/api/admin/check').expect(200)).body).toEqual({ isAuthenticated: true });
    await ctx().http().get(`/api/products/${world.productId}`).expect(200);
    await ctx().http().get(`/objects/uploads/${world.upload.id}`).expect(404);
    // Control: the same request from the same origin goes through.
    const host = 'shop.test';
    await ctx()
      .http()
      .post('/api/newsletter')
      .set('Host', host)
      .set('Origin', `http://${host}`)
      .send({ email: 'same-origin@example.com' })
      .expect(201);
  });
});
