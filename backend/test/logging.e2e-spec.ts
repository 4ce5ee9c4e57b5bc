import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { waitUntil } from '../../config/jest/wait-until';

describe('structured logs', () => {
  const lines: Record<string, unknown>[] = [];
  let app: NestExpressApplication;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dw-log-'));
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'log-test', STATIC_ROOT: '', RATE_LIMITS: 'off' });
    app = await createApp(config, { logDestination: sink, seed: false });
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one JSON line per request carrying its id, echoed in X-Request-Id', async () => {
    const res = await request(app.getHttpServer()).get('/api/products').set('X-Request-Id', 'support-ticket-4711').expect(200);
    expect(res.headers['x-request-id']).toBe('support-ticket-4711');
    const fresh = await request(app.getHttpServer()).get('/api/products/nope').expect(404);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A line is written when its response has finished, which may be just after supertest has it.
    const lineOf = (id: string) =>
      waitUntil(`the log line of request ${id}`, () => lines.find((l) => (l.req as { id?: string } | undefined)?.id === id));
    const entry = await lineOf('support-ticket-4711');
    expect(entry).toMatchObject({ level: 30, req: { method: 'GET', url: '/api/products' }, res: { statusCode: 200 } });
    const missing = await lineOf(String(fresh.headers['x-request-id']));
    expect(missing).toMatchObject({ level: 40, res: { statusCode: 404 } });
  });

  it('never logs cookies, lender tokens or request bodies', async () => {
    const server = app.getHttpServer();
    await request(server).post('/api/admin/login').set('Cookie', 'dw.sid=secret-cookie-value').send({ password: 'log-test' }).expect(200);
    await request(server).post('/api/objects/upload').set('X-Lender-Token', 'secret-lender-token').expect(401);
    await request(server)
      .post('/api/lender-accounts')
      .send({
        fullName: 'Log Test',
        email: 'log@example.com',
        phone: '07700 900123',
        address: '1 Log Lane, London',
        bankAccountName: 'Log Test',
        sortCode: '089999',
        accountNumber: '66374958',
      })
      .expect(201);
    // Positive control: the three requests are in the log, so the absence below is the redaction's doing.
    const logged = (method: string, url: string, statusCode: number) =>
      lines.some((l) => {
        const entry = l as { req?: { method?: string; url?: string }; res?: { statusCode?: number } };
        return entry.req?.method === method && entry.req.url === url && entry.res?.statusCode === statusCode;
      });
    await waitUntil(
      'the log lines of the three requests',
      () =>
        logged('POST', '/api/admin/login', 200) &&
        logged('POST', '/api/objects/upload', 401) &&
        logged('POST', '/api/lender-accounts', 201),
    );
    const text = JSON.stringify(lines);
    for (const secret of ['secret-cookie-value', 'secret-lender-token', 'log-test', '66374958', '089999'])
      expect(text).not.toContain(secret);
  });

  it('never logs a token, however the name of its query parameter is written', async () => {
    const server = app.getHttpServer();
    const queries = ['%74oken=secret-q1', 'token[]=secret-q2', 'TOKEN=secret-q3', 'token%5B%5D=secret-q4', 'x=1&%54oken=secret-q5'];
    const ids = queries.map((_, i) => `token-log-test-${i}`);
    for (const [i, query] of queries.entries()) {
      await request(server).get(`/api/orders/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b?${query}`).set('X-Request-Id', ids[i]);
      await request(server).get(`/orders/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b?${query}`).set('X-Request-Id', `${ids[i]}-page`);
    }
    // The line is written when the response closes: wait for all of them, then look.
    const entries = () => lines.filter((l) => String((l.req as { id?: string } | undefined)?.id ?? '').startsWith('token-log-test-'));
    await waitUntil(
      () => `${queries.length * 2} log lines (${entries().length} so far)`,
      () => entries().length >= queries.length * 2,
      {
        timeoutMs: 5000,
        intervalMs: 10,
      },
    );
    expect(entries()).toHaveLength(queries.length * 2);
    const text = JSON.stringify(entries());
    expect(text).toContain('[redacted]');
    for (const i of queries.keys()) expect(text).not.toContain(`secret-q${i + 1}`);
  });
});
