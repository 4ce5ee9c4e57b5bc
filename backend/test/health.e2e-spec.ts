import { describeEachDatabase } from './support/test-app';

describeEachDatabase('health and platform', (ctx) => {
  it('reports the database and storage as up', async () => {
    const res = await ctx().http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await ctx().http().get('/api/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await ctx().http().get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: expect.any(String), message: expect.any(String) });
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const doc = await ctx().http().get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/health']));
    const ui = await ctx().http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });

  it('refuses malformed JSON with 400 and a sentence', async () => {
    const agent = await ctx().adminAgent();
    const res = await agent.post('/api/products').set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });
  });
});

describeEachDatabase('liveness', (ctx) => {
  it('answers while the process is up, without touching the database', async () => {
    await ctx().dataSource.destroy();
    try {
      const res = await ctx().http().get('/api/health/live').expect(200);
      expect(res.body).toEqual({ status: 'ok' });
      const ready = await ctx().http().get('/api/health').expect(503);
      expect(ready.body).toEqual({ status: 'degraded', database: 'down', storage: 'up' });
    } finally {
      await ctx().dataSource.initialize();
    }
  });
});
