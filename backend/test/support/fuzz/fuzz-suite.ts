import type { Response } from 'supertest';
import { contentDigest, rowCounts, tableNames } from './db-snapshot';
import { Expectation, FuzzCase, Persona, casesFor } from './mutations';
import { Operation, operations } from './openapi';
import { HTML_PAYLOADS, SQL_PAYLOADS } from './payloads';
import { Prng, fuzzSeed } from './prng';
import { responseProblems } from './response-checks';
import { VALID_REQUESTS, World, buildWorld, lenderAccountBody, listingBody } from './world';
import { lenderPhotos, productBody } from '../fixtures';
import { orderBody, ukDate } from '../orders-fixtures';
import type { DbKind } from '../databases';
import { TestApp, describeEachDatabase } from '../test-app';

/**
 * Every operation of contracts/openapi.json gets ~FUZZ_CASES hostile requests per persona
 * (anonymous, admin, and the lender or signed-URL holder where the route takes one). Whatever
 * is sent, the API answers under 500 in the one error shape, leaks nothing, and a refused
 * request writes nothing. The sample is seeded: FUZZ_SEED=<n> repeats a run (its seed is printed
 * at the end of the suite and in a failure), FUZZ_CASES=40 samples as deep as before.
 */
const OPERATIONS = operations();
// 20 cases, the fixed core (malformed, oversize and hostile bodies, junk ids) and a random rest, per
// operation and persona: 40 made the fuzz halves a third of the API run. The seed rotates daily (prng.ts).
const BUDGET = Number(process.env.FUZZ_CASES ?? 20);
const SEED = fuzzSeed();
/** Node's default maxHeaderSize is 16 KB: a request line near it cannot reach the app. */
const NODE_HEAD_LIMIT = 15 * 1024;
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;

function personasFor(op: Operation, world: World): Persona[] {
  const isPublic = op.security.length === 0;
  const signedUpload = op.key === 'PUT /objects/uploads/{id}';
  const personas: Persona[] = [
    { name: 'anonymous', authorised: isPublic && !signedUpload, headers: {}, keepQuery: !signedUpload },
    { name: 'admin', authorised: (isPublic || op.security.includes('dw.sid')) && !signedUpload, headers: {}, keepQuery: !signedUpload },
  ];
  if (op.security.includes('lender-token')) {
    personas.push({ name: 'lender', authorised: true, headers: { 'X-Lender-Token': world.lenderToken }, keepQuery: true });
  }
  if (signedUpload) personas.push({ name: 'signed', authorised: true, headers: {}, keepQuery: true });
  return personas;
}

/**
 * The fuzz suite on one database. Each database's half is its own spec file (fuzz-sqlite,
 * fuzz-mariadb), so the two halves, the longest suite of the API run, go to different workers.
 */
export function fuzzSuite(kind: DbKind): void {
  describeEachDatabase(
    'fuzz: bad input never breaks the API',
    (ctx) => {
      let world: World;
      let tables: string[];
      let contentTables: string[];
      const stats = { requests: 0, refused: 0, accepted: 0, ms: 0 };
      /** 400s from the parser or the router: they prove nothing about the validators behind the guard. */
      const BEFORE_VALIDATION = ['MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'BAD_REQUEST'];

      beforeAll(async () => {
        world = await buildWorld(ctx());
        // The bank-file download log records every download, reads included: it is how a read is
        // audited, so it is not a write the fuzzer should catch.
        tables = (await tableNames(ctx().dataSource)).filter((t) => t !== 'payout_file_downloads');
        // Session rows are touched by every admin request (rolling expiry): counted, not hashed.
        contentTables = tables.filter((t) => t !== 'sessions');
      });

      afterAll(() => {
        const seconds = (stats.ms / 1000).toFixed(1);
        console.log(
          `fuzz [${ctx().kind}] seed ${SEED}, ${BUDGET} cases per operation and persona: ` +
            `${stats.requests} requests (${stats.refused} refused, ${stats.accepted} accepted) in ${seconds} s`,
        );
      });

      const send = async (c: FuzzCase, agent: Agent | null): Promise<Response> => {
        const requester = agent ?? ctx().http();
        let req = requester[c.method](c.url);
        for (const [name, value] of Object.entries(c.headers)) req = req.set(name, value);
        if (c.body !== undefined) req = req.send(c.body);
        stats.requests++;
        return req;
      };

      interface State {
        counts: Record<string, number>;
        digest: string | null;
      }
      const state = async (withDigest: boolean): Promise<State> => ({
        counts: await rowCounts(ctx().dataSource, tables),
        digest: withDigest ? await contentDigest(ctx().dataSource, contentTables) : null,
      });

      const changes = (before: State, after: State): string[] => {
        const out = tables
          .filter((t) => before.counts[t] !== after.counts[t])
          .map((t) => `${t}: ${before.counts[t]} -> ${after.counts[t]} rows`);
        if (out.length === 0 && before.digest !== null && after.digest !== null && before.digest !== after.digest)
          out.push('a row changed');
        return out;
      };

      it('has a valid request for every documented operation (so none escapes the fuzzer)', () => {
        expect(OPERATIONS.length).toBeGreaterThanOrEqual(28);
        expect(OPERATIONS.map((op) => op.key).filter((key) => !VALID_REQUESTS[key])).toEqual([]);
      });

      for (const op of OPERATIONS) {
        it(`${op.key}`, async () => {
          const started = Date.now();
          const failures: string[] = [];
          const validationReached = new Set<string>();
          const unsafe = op.method !== 'get';
          for (const persona of personasFor(op, world)) {
            const agent = persona.name === 'admin' ? await ctx().adminAgent() : null;
            // Each database gets its own sample, so the two runs together cover twice the ground.
            const prng = Prng.forName(SEED, `${ctx().kind} ${op.key} ${persona.name}`);
            const cases = casesFor(op, VALID_REQUESTS[op.key](world), persona, prng, BUDGET);
            let before: State | null = null;
            for (const c of cases) {
              const watch: Expectation[] = ['refuse', 'nowrite'];
              const checkWrites = watch.includes(c.expect);
              before ??= checkWrites ? await state(unsafe) : null;
              const res = await send(c, agent);
              // A head over Node's 16 KB limit is refused by its HTTP parser (431, no body) before the app runs.
              const nodeRefusedHead = res.status === 431 && c.url.length > NODE_HEAD_LIMIT;
              const problems = nodeRefusedHead ? [] : responseProblems(res, c.sent);
              if (c.expect === 'refuse' && res.status < 400) problems.push(`accepted with ${res.status}`);
              if (c.status !== undefined && res.status !== c.status) problems.push(`expected ${c.status}`);
              if (c.code !== undefined && res.body?.code !== c.code) problems.push(`expected code ${c.code}`);
              if (res.status >= 400) stats.refused++;
              else stats.accepted++;
              if (res.status === 400 && !BEFORE_VALIDATION.includes(res.body?.code)) validationReached.add(persona.name);
              if (checkWrites && before) {
                const after = await state(unsafe);
                problems.push(...changes(before, after).map((change) => `wrote: ${change}`));
                before = after;
              } else {
                before = null;
              }
              if (problems.length > 0) {
                failures.push(`${c.label} -> ${res.status} ${res.text?.slice(0, 160)} :: ${problems.join('; ')}`);
              }
            }
            expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
            expect(({} as Record<string, unknown>).admin).toBeUndefined();
          }
          stats.ms += Date.now() - started;
          // The seed in the failure itself: FUZZ_SEED=<it> repeats the run that failed.
          expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
          if (op.body && op.statuses.includes(400)) {
            // Behind the guard, the validators themselves answered at least once (not just the guard).
            const privileged = personasFor(op, world)
              .filter((p) => p.authorised)
              .map((p) => p.name);
            expect(privileged.filter((p) => validationReached.has(p))).toEqual(privileged);
          }
        });
      }

      describe('HTML in legitimate text fields is stored and returned as plain JSON text', () => {
        const [script, img, svg] = HTML_PAYLOADS;
        const expectJsonText = (res: Response) => {
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.headers['x-content-type-options']).toBe('nosniff');
        };

        it('for a product', async () => {
          const agent = await ctx().adminAgent();
          const created = await agent
            .post('/api/products')
            .send(productBody({ name: script, description: img, brand: svg, imageUrls: [`/objects/uploads/${world.imageId}`] }))
            .expect(201);
          expectJsonText(created);
          expect(created.body).toMatchObject({ name: script, description: img, brand: svg });
          const read = await ctx().http().get(`/api/products/${created.body.id}`).expect(200);
          expectJsonText(read);
          expect(read.body).toMatchObject({ name: script, description: img, brand: svg });
          const list = await ctx().http().get('/api/products').expect(200);
          expect(list.body.find((p: { id: string }) => p.id === created.body.id)).toMatchObject({ name: script });
          // The raw bytes carry the characters themselves, never entities: the API does not render HTML.
          expect(read.text).toContain(JSON.stringify(script));
          expect(read.text).not.toContain('&lt;');
        });

        it('and SQL in them is text too: stored verbatim, every table still there', async () => {
          const agent = await ctx().adminAgent();
          const tablesBefore = await tableNames(ctx().dataSource);
          for (const name of SQL_PAYLOADS) {
            const created = await agent
              .post('/api/products')
              .send(productBody({ name, description: `${name} -- described`, imageUrls: [`/objects/uploads/${world.imageId}`] }))
              .expect(201);
            const read = await ctx().http().get(`/api/products/${created.body.id}`).expect(200);
            expect(read.body).toMatchObject({ name, description: `${name} -- described` });
          }
          const search = await ctx().http().get('/api/products').query({ category: "' OR 1=1 --" }).expect(200);
          expect(search.body).toEqual([]);
          expect(await tableNames(ctx().dataSource)).toEqual(tablesBefore);
          expect(await ctx().count('orders')).toBeGreaterThan(0);
        });

        it('for an order, a lender account and a listing', async () => {
          const agent = await ctx().adminAgent();
          const order = await ctx()
            .http()
            .post('/api/orders')
            .send(
              orderBody([{ productId: world.productId, size: '10', duration: 2, quantity: 1, startDate: ukDate(30) }], {
                customerName: script,
                deliveryAddress: `${img} 1 Savile Row, London W1S 3PR`,
              }),
            )
            .expect(201);
          expectJsonText(order);
          expect(order.body).toMatchObject({ customerName: script, deliveryAddress: `${img} 1 Savile Row, London W1S 3PR` });
          const orders = await agent.get('/api/orders').expect(200);
          expect(orders.body.find((o: { id: string }) => o.id === order.body.id)).toMatchObject({ customerName: script });

          const lender = await ctx()
            .http()
            .post('/api/lender-accounts')
            .send(lenderAccountBody({ fullName: script, email: 'hostile@example.co.uk', address: `${svg} Bath BA1 2AB` }))
            .expect(201);
          const lenders = await agent.get('/api/lender-accounts').expect(200);
          expect(lenders.body.find((l: { id: string }) => l.id === lender.body.id)).toMatchObject({
            fullName: script,
            address: `${svg} Bath BA1 2AB`,
          });

          const [photo] = await lenderPhotos(ctx(), lender.body.token);
          const listing = await ctx()
            .http()
            .post('/api/dress-listings')
            .set('X-Lender-Token', lender.body.token)
            .send(listingBody(lender.body.id, photo.split('/').pop() as string, { name: script, careInstructions: `${img} dry clean` }))
            .expect(201);
          expectJsonText(listing);
          expect(listing.body).toMatchObject({ name: script, careInstructions: `${img} dry clean`, lenderName: script });
        });
      });
    },
    { kinds: [kind] },
  );
}
