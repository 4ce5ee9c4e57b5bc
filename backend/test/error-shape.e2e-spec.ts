import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { isErrorCode } from '@dw/contracts';
import { waitUntil } from '../../config/jest/wait-until';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';

/** One HTTP/1.x request written byte for byte (clients refuse to send a malformed Host). */
async function raw(server: Server, head: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { port } = server.address() as AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [top, body = ''] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = top.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** The one error shape: exactly statusCode, code and message, the code from the catalogue, as JSON. */
function expectErrorShape(res: { status: number; headers: Record<string, string | string[] | undefined>; body: unknown }, status: number) {
  expect(res.status).toBe(status);
  expect(String(res.headers['content-type'])).toBe('application/json; charset=utf-8');
  const body = typeof res.body === 'string' ? (JSON.parse(res.body) as Record<string, unknown>) : (res.body as Record<string, unknown>);
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
  expect(isErrorCode(body.code)).toBe(true);
  expect(typeof body.message).toBe('string');
  return body;
}

/**
 * Every layer that can refuse a request answers in the one shape, written by one writer
 * (common/http/error-writer.ts): the front door, express middleware, the body parser, guards,
 * Nest's filter and the page routes.
 */
describe('the one error shape, whatever layer refuses', () => {
  const logs: { level: number; msg?: string }[] = [];
  let app: NestExpressApplication;
  let server: Server;
  let dataDir: string;
  let root: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dw-shape-'));
    root = mkdtempSync(join(tmpdir(), 'dw-shape-static-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(root, 'shell', 'dist', 'main.0123456789ab.js'), 'console.log(1)');
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'shape-test',
      STATIC_ROOT: root,
      PUBLIC_URL: 'https://shop.example.co.uk',
      RATE_LIMITS: 'on',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '3',
      RATE_LIMIT_PAGES_PER_MINUTE: '3',
    });
    app = await createApp(config, { logDestination: sink, seed: false });
    await app.listen(0, '127.0.0.1');
    server = app.getHttpServer();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  /** A fresh client address per check, so the small ceilings here refuse only where a check means them to. */
  let clients = 0;
  const client = () => `198.51.100.${++clients}`;
  const http = () => request(server);

  it('refuses a malformed Host with 400 on every route, before anything reads it, and logs no error', async () => {
    const paths = [
      '/',
      '/product/anything',
      '/api/products',
      '/api/products/some-dress',
      '/api/orders',
      '/objects/uploads/x/640',
      '/main.0123456789ab.js',
      '/remotes.json',
    ];
    for (const host of ['a b', 'x/y', 'user@evil.example', 'host:port', '"quoted"', '']) {
      for (const path of paths) {
        const res = await raw(server, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: ${client()}`);
        expect({ host, path, code: expectErrorShape(res, 400).code }).toEqual({ host, path, code: 'INVALID_HOST' });
        expect(res.headers['x-request-id']).toBeDefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    // HTTP/1.1 requires a Host: without one, the same answer rather than Node's empty 400.
    expect(expectErrorShape(await raw(server, 'GET /api/products HTTP/1.1'), 400).code).toBe('INVALID_HOST');
    // A well-formed Host, and HTTP/1.0 without one, are served.
    expect((await raw(server, 'GET /api/health HTTP/1.1\r\nHost: shop.example.co.uk:8080')).status).toBe(200);
    expect((await raw(server, 'GET /api/health HTTP/1.0')).status).toBe(200);
    // The refusals are logged, as warnings (each line when its response closes).
    const refusals = () => logs.filter((l) => (l as { res?: { statusCode?: number } }).res?.statusCode === 400);
    await waitUntil(
      () => `${paths.length * 6} refusals logged (${refusals().length} so far)`,
      () => refusals().length >= paths.length * 6,
      {
        timeoutMs: 5000,
        intervalMs: 10,
      },
    );
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('answers in the shape from the front door’s rate limit and from the middleware’s', async () => {
    const address = client();
    for (let i = 0; i < 3; i++) await http().get('/api/products').set('X-Forwarded-For', address).expect(200);
    const fastPath = await http().get('/api/products').set('X-Forwarded-For', address);
    expect(expectErrorShape(fastPath, 429).code).toBe('RATE_LIMITED');
    expect(Number(fastPath.headers['retry-after'])).toBeGreaterThan(0);
    const middleware = await http().get('/api/products?sort=newest').set('X-Forwarded-For', address);
    expect(expectErrorShape(middleware, 429).code).toBe('RATE_LIMITED');
    expect(Number(middleware.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers in the shape from the ceiling on pages and images', async () => {
    const address = client();
    for (let i = 0; i < 3; i++) await http().get('/').set('X-Forwarded-For', address).expect(200);
    for (const path of ['/', '/objects/uploads/00000000-0000-4000-8000-000000000000/640']) {
      const res = await http().get(path).set('X-Forwarded-For', address);
      expect(expectErrorShape(res, 429).code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answers in the shape from the CSRF middleware', async () => {
    const foreign = await http().post('/api/orders').set('X-Forwarded-For', client()).set('Origin', 'https://evil.example').send({});
    expect(expectErrorShape(foreign, 403).code).toBe('FOREIGN_ORIGIN');
    const form = await http().post('/api/orders').set('X-Forwarded-For', client()).set('Content-Type', 'text/plain').send('a=b');
    expect(expectErrorShape(form, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers in the shape from the body parser', async () => {
    const broken = await http()
      .post('/api/orders')
      .set('X-Forwarded-For', client())
      .set('Content-Type', 'application/json')
      .send('{"order":');
    expect(expectErrorShape(broken, 400).code).toBe('MALFORMED_JSON');
    const huge = await http()
      .post('/api/orders')
      .set('X-Forwarded-For', client())
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ pad: 'x'.repeat(200_000) }));
    expect(expectErrorShape(huge, 413).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers in the shape from guards, pipes, services and unknown API routes (Nest’s filter)', async () => {
    expect(expectErrorShape(await http().get('/api/orders').set('X-Forwarded-For', client()), 401).code).toBe('UNAUTHORIZED');
    expect(expectErrorShape(await http().post('/api/orders').set('X-Forwarded-For', client()).send({}), 400).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(expectErrorShape(await http().get('/api/products/no-such-dress').set('X-Forwarded-For', client()), 404).code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect(expectErrorShape(await http().get('/api/no-such-route').set('X-Forwarded-For', client()), 404).code).toBe('NOT_FOUND');
  });

  it('answers in the shape from the page routes’ API-style answers', async () => {
    for (const path of ['/api', '/remotes/lender/remoteEntry.js', '/objects/elsewhere']) {
      expect(expectErrorShape(await http().get(path).set('X-Forwarded-For', client()), 404).code).toBe('NOT_FOUND');
    }
  });

  // Last: it takes the database away.
  it('answers in the shape when an express middleware fails (the session store, with the database gone)', async () => {
    const address = client();
    const admin = request.agent(server);
    await admin.post('/api/admin/login').set('X-Forwarded-For', address).send({ password: 'shape-test' }).expect(200);
    await app.get(DataSource).destroy();
    const res = await admin.get('/api/orders').set('X-Forwarded-For', address);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectErrorShape(res, res.status);
    expect(res.text).not.toMatch(/at \w+ \(|<pre>/);
  });
});
