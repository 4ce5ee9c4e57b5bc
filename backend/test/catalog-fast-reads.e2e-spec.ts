import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { CatalogCache } from '../src/catalogue/catalogue-cache';
import { productBody } from './support/fixtures';
import { withTwoReplicas } from './support/two-replicas';
import { ADMIN_PASSWORD, describeEachDatabase } from './support/test-app';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent (no client-side decompression), from a server listening on loopback. */
async function raw(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Makes the app's catalogue-version reads slow to come back (the query runs at once, its answer is
 * held), so a read can still be in flight when a write commits.
 */
function holdVersionReads(app: NestExpressApplication): { firstStarted: Promise<void>; restore: () => void } {
  const cache = app.get<CatalogCache, { readVersion: () => Promise<number> }>(CatalogCache);
  const original = cache.readVersion.bind(cache);
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const spy = jest.spyOn(cache, 'readVersion').mockImplementation(() => {
    const read = original();
    started();
    return read.then((version) => new Promise((resolve) => setTimeout(() => resolve(version), 150)));
  });
  return { firstStarted, restore: () => spy.mockRestore() };
}

/** The headers helmet sets on every response. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describeEachDatabase(
  'catalogue reads from cached bytes',
  (ctx) => {
    const server = () => ctx().app.getHttpServer();

    it('sends the catalogue gzip- or brotli-compressed to clients that accept them: the same JSON, far fewer bytes', async () => {
      const plain = await raw(server(), '/api/products');
      const gz = await raw(server(), '/api/products', { 'Accept-Encoding': 'gzip, deflate' });
      const br = await raw(server(), '/api/products', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(JSON.parse(plain.body.toString()).length).toBeGreaterThan(10);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length / 3);
      for (const res of [plain, gz, br]) {
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
    });

    it("answers 304 to any coding's ETag of the current version, and HEAD with the headers alone", async () => {
      const tags = await Promise.all(
        ['identity', 'gzip', 'br'].map(
          async (coding) => (await raw(server(), '/api/products', { 'Accept-Encoding': coding })).headers.etag,
        ),
      );
      for (const tag of tags) {
        const res = await raw(server(), '/api/products', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': String(tag) });
        expect(res.status).toBe(304);
        expect(res.body.length).toBe(0);
        expect(res.headers.etag).toMatch(/-br"$/);
        expect(res.headers.vary).toBe('Accept-Encoding');
      }
      const head = await raw(server(), '/api/products', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-encoding']).toBe('gzip');
      expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    });

    it('serves one product by slug or id with its own ETag, and answers an unknown one with 404 in the error shape', async () => {
      const [first] = JSON.parse((await raw(server(), '/api/products')).body.toString()) as { id: string; slug: string }[];
      const bySlug = await raw(server(), `/api/products/${first.slug}`);
      const byId = await raw(server(), `/api/products/${first.id.toUpperCase()}`);
      expect(JSON.parse(bySlug.body.toString())).toMatchObject({ id: first.id, slug: first.slug });
      expect(byId.body.equals(bySlug.body)).toBe(true);
      expect((await raw(server(), `/api/products/${first.slug}`, { 'If-None-Match': String(bySlug.headers.etag) })).status).toBe(304);
      const missing = await raw(server(), '/api/products/no-such-dress');
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.body.toString())).toEqual({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found.' });
    });

    it('sends the same security headers as every other route, and no X-Powered-By', async () => {
      const other = await raw(server(), '/api/health/live');
      const [first] = JSON.parse((await raw(server(), '/api/products')).body.toString()) as { slug: string }[];
      for (const path of ['/api/products', `/api/products/${first.slug}`]) {
        const res = await raw(server(), path);
        for (const name of SECURITY_HEADERS) {
          expect([name, res.headers[name]]).toEqual([name, other.headers[name]]);
          expect(res.headers[name]).toBeDefined();
        }
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('shows a write in the next read even when a version read started before the write is still running', async () => {
      const agent = await ctx().adminAgent();
      const created = (
        await agent
          .post('/api/products')
          .send(productBody({ name: 'Busy Hour Gown', basePrice: '50.00' }))
          .expect(201)
      ).body;
      await ctx().http().get('/api/products').expect(200);
      const held = holdVersionReads(ctx().app);
      try {
        const early = ctx()
          .http()
          .get(`/api/products/${created.slug}`)
          .then((r) => r.body.basePrice);
        await held.firstStarted;
        await agent
          .put(`/api/products/${created.id}`)
          .send(productBody({ name: 'Busy Hour Gown', basePrice: '51.00' }))
          .expect(200);
        const late = await ctx().http().get(`/api/products/${created.slug}`).expect(200);
        expect(late.body.basePrice).toBe('51.00');
        expect(await early).toBe('50.00'); // served by the read that started before the write: the case under test
      } finally {
        held.restore();
      }
    });
  },
  { seed: true },
);

describe('catalogue reads across replicas [mariadb]', () => {
  const run = process.env.DW_MARIADB === '1' ? it : it.skip;

  run('a write through one instance is in the next read of the other, even with an older version read still running there', async () => {
    await withTwoReplicas(
      async ([a, b], apps) => {
        const admin = request.agent(a);
        await admin.post('/api/admin/login').send({ password: ADMIN_PASSWORD }).expect(200);
        const created = (
          await admin
            .post('/api/products')
            .send(productBody({ name: 'Replica Rush Gown', basePrice: '60.00' }))
            .expect(201)
        ).body;
        for (const price of ['61.00', '62.00']) {
          const held = holdVersionReads(apps[1]);
          try {
            const early = raw(b, '/api/products', { 'Accept-Encoding': 'br' });
            await held.firstStarted;
            await admin
              .put(`/api/products/${created.id}`)
              .send(productBody({ name: 'Replica Rush Gown', basePrice: price }))
              .expect(200);
            const one = await raw(b, `/api/products/${created.slug}`);
            expect(JSON.parse(one.body.toString()).basePrice).toBe(price);
            const list = await raw(b, '/api/products', { 'Accept-Encoding': 'gzip' });
            const listed = JSON.parse(gunzipSync(list.body).toString()) as { id: string; basePrice: string }[];
            expect(listed.find((p) => p.id === created.id)?.basePrice).toBe(price);
            expect((await early).status).toBe(200);
          } finally {
            held.restore();
          }
        }
        await admin.delete(`/api/products/${created.id}`).expect(204);
        expect((await raw(b, `/api/products/${created.slug}`)).status).toBe(404);
      },
      { seedFirst: true },
    );
  });
});
