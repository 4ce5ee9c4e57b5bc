import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { headersSetBy } from './security-headers';

describe('headersSetBy', () => {
  it('lists exactly the headers helmet sends on a real response', async () => {
    const middleware = helmet({
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'https:'] } },
      crossOriginEmbedderPolicy: false,
    });
    const app = express();
    app.disable('x-powered-by');
    app.use(middleware);
    app.get('/', (_req, res) => res.end());
    const sent = (await request(app).get('/').expect(200)).headers;
    const listed = headersSetBy(middleware);
    expect(listed.length).toBeGreaterThan(8);
    for (const [name, value] of listed) expect([name, sent[name.toLowerCase()]]).toEqual([name, value]);
    const helmetNames = Object.keys(sent).filter((n) => !['date', 'connection', 'content-length', 'keep-alive'].includes(n));
    expect(listed.map(([name]) => name.toLowerCase()).sort()).toEqual(helmetNames.sort());
  });

  it('refuses a middleware whose headers depend on waiting for something', () => {
    expect(() => headersSetBy((_req, res, next) => void setImmediate(() => (res.setHeader('X-Late', '1'), next())))).toThrow(
      /did not finish at once/,
    );
  });
});
