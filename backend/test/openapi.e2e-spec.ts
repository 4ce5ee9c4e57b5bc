import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp } from './support/test-app';

/**
 * The frontends' API types are generated from contracts/openapi.json; this fails when a DTO changed
 * and `npm run generate:api` was not run, so the apps can never type-check against a stale API.
 */
describe('OpenAPI document', () => {
  it('matches the committed contracts/openapi.json', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const live = (await ctx.http().get('/api/docs-json').expect(200)).body;
      const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', 'contracts', 'openapi.json'), 'utf8'));
      expect(live).toEqual(committed);
    } finally {
      await ctx.close();
    }
  });

  it('documents every route with its error responses in the one error shape', async () => {
    const ctx = await createTestApp('sqlite');
    try {
      const doc = (await ctx.http().get('/api/docs-json').expect(200)).body;
      const operations = Object.entries(
        doc.paths as Record<
          string,
          Record<string, { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>
        >,
      ).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
      expect(operations.length).toBeGreaterThanOrEqual(27);
      for (const { path, method, op } of operations) {
        const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
        expect({ path, method, documentsErrors: errors.length > 0 }).toEqual({ path, method, documentsErrors: true });
        for (const [, response] of errors) {
          const schemas = Object.values(response.content ?? {}).map((c) => c.schema?.$ref);
          if (path !== '/api/health')
            expect({ path, schemas }).toEqual({ path, schemas: expect.arrayContaining(['#/components/schemas/ErrorBody']) });
        }
      }
    } finally {
      await ctx.close();
    }
  });
});
