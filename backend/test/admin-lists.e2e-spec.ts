import type request from 'supertest';
import { ORDER_CANCELLED, todayInLondon, toPence, formatPence, orderSearchWords, searchWords } from '@dw/contracts';
import {
  GeneratedLender,
  GeneratedListing,
  GeneratedOrder,
  insertLenders,
  insertListings,
  insertOrders,
} from './support/admin-list-fixtures';
import { createProduct } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

type Agent = ReturnType<typeof request.agent>;
interface Row {
  id: string;
}

const ukDay = (d: Date) => todayInLondon(d);

/** Every page of a list, following rel="next" from page 1; checks the headers on the way. */
async function allPages<T extends Row>(agent: Agent, path: string, params: Record<string, string>, pageSize = 7): Promise<T[]> {
  const rows: T[] = [];
  let url: string | null = `${path}?${new URLSearchParams({ ...params, pageSize: String(pageSize) }).toString()}`;
  let total: string | null = null;
  for (let guard = 0; url && guard < 200; guard += 1) {
    const res = await agent.get(url).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect((res.body as T[]).length).toBeLessThanOrEqual(pageSize);
    total ??= res.headers['x-total-count'];
    expect(res.headers['x-total-count']).toBe(total);
    rows.push(...(res.body as T[]));
    const next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '');
    url = next ? next[1] : null;
  }
  expect(rows.length).toBe(Number(total));
  return rows;
}

/** Pages never overlap nor skip: the ids are exactly the expected set, each once. */
function expectSameRows(got: readonly Row[], expected: readonly Row[]): void {
  const ids = got.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(expected.map((r) => r.id).sort());
}

function expectMonotone<T>(rows: readonly T[], key: (row: T) => number | string, direction: 'asc' | 'desc'): void {
  for (let i = 1; i < rows.length; i += 1) {
    const [a, b] = [key(rows[i - 1]), key(rows[i])];
    if (direction === 'asc') expect(a <= b).toBe(true);
    else expect(a >= b).toBe(true);
  }
}

const inDays = (createdAt: Date, from?: string, to?: string) => (!from || ukDay(createdAt) >= from) && (!to || ukDay(createdAt) <= to);

describeEachDatabase('admin lists, paged and filtered by the server', (ctx) => {
  let agent: Agent;
  let orders: GeneratedOrder[];
  let lenders: GeneratedLender[];
  let listings: GeneratedListing[];
  const now = new Date();

  beforeAll(async () => {
    agent = await ctx().adminAgent();
    orders = await insertOrders(ctx(), 150, now);
    lenders = await insertLenders(ctx(), 60, now);
    listings = await insertListings(ctx(), lenders, 70, now);
  });

  describe('orders', () => {
    it('answers the first page of 50 by default, newest first, with the total and a next link', async () => {
      const res = await agent.get('/api/orders').expect(200);
      expect(res.body).toHaveLength(50);
      expect(res.headers['x-total-count']).toBe('150');
      expect(res.headers.link).toBe('</api/orders?page=2>; rel="next"');
      expectMonotone(res.body as { createdAt: string }[], (o) => o.createdAt, 'desc');
      expect(res.body[0]).toEqual(expect.objectContaining({ items: [], customerName: expect.any(String), total: expect.any(String) }));
    });

    it('links the previous and next pages keeping the filters, and none past the last', async () => {
      const res = await agent.get('/api/orders?status=pending&pageSize=10&page=2').expect(200);
      const total = orders.filter((o) => o.status === 'pending').length;
      expect(res.headers['x-total-count']).toBe(String(total));
      expect(res.headers.link).toBe(
        '</api/orders?status=pending&pageSize=10&page=1>; rel="prev", </api/orders?status=pending&pageSize=10&page=3>; rel="next"',
      );
      const last = Math.ceil(total / 10);
      const end = await agent.get(`/api/orders?status=pending&pageSize=10&page=${last}`).expect(200);
      expect(end.headers.link).toBe(`</api/orders?status=pending&pageSize=10&page=${last - 1}>; rel="prev"`);
      const beyond = await agent.get(`/api/orders?pageSize=10&page=${last + 50}`).expect(200);
      expect(beyond.body).toEqual([]);
    });

    it.each([
      ['createdAt-desc', (o: GeneratedOrder) => o.createdAt.getTime(), 'desc'],
      ['createdAt-asc', (o: GeneratedOrder) => o.createdAt.getTime(), 'asc'],
      ['total-desc', (o: GeneratedOrder) => toPence(o.total), 'desc'],
      ['total-asc', (o: GeneratedOrder) => toPence(o.total), 'asc'],
    ] as const)('pages through %s with ties without overlap or gap', async (sort, key, direction) => {
      const got = await allPages<{ id: string; createdAt: string; total: string }>(agent, '/api/orders', { sort });
      expectSameRows(got, orders);
      const byId = new Map(orders.map((o) => [o.id, o]));
      expectMonotone(got, (o) => key(byId.get(o.id) as GeneratedOrder), direction);
    });

    it.each(['pending', 'processing', 'completed', 'cancelled'] as const)('filters by status %s', async (status) => {
      const got = await allPages<{ id: string; status: string }>(agent, '/api/orders', { status }, 13);
      expectSameRows(
        got,
        orders.filter((o) => o.status === status),
      );
      expect(got.every((o) => o.status === status)).toBe(true);
    });

    it('filters by UK days, both ends inclusive, alone and with a status', async () => {
      const from = ukDay(new Date(now.getTime() - 40 * 86_400_000));
      const to = ukDay(new Date(now.getTime() - 10 * 86_400_000));
      expectSameRows(
        await allPages(agent, '/api/orders', { from, to }),
        orders.filter((o) => inDays(o.createdAt, from, to)),
      );
      expectSameRows(
        await allPages(agent, '/api/orders', { from }),
        orders.filter((o) => inDays(o.createdAt, from)),
      );
      expectSameRows(
        await allPages(agent, '/api/orders', { to }),
        orders.filter((o) => inDays(o.createdAt, undefined, to)),
      );
      expectSameRows(
        await allPages(agent, '/api/orders', { from, to, status: 'completed', sort: 'total-asc' }),
        orders.filter((o) => o.status === 'completed' && inDays(o.createdAt, from, to)),
      );
      const today = ukDay(now);
      expectSameRows(
        await allPages(agent, '/api/orders', { from: today, to: today }),
        orders.filter((o) => ukDay(o.createdAt) === today),
      );
    });

    it('searches words of names, emails and references by their start, ignoring case; wildcards are separators', async () => {
      // Each word of q must start a word of the name, the email or the reference (docs/decisions/0025-admin-orders-at-scale.md).
      const matches = (q: string) => (o: GeneratedOrder) => {
        const words = orderSearchWords(o);
        const wanted = searchWords(q);
        return wanted.length > 0 && wanted.every((w) => words.some((word) => word.startsWith(w)));
      };
      const reference = orders[17].id.slice(-8).toUpperCase();
      for (const q of [
        'HOPPER',
        'lovel',
        'joan3@',
        'example.com',
        'ada lovelace',
        reference,
        reference.slice(0, 4),
        '100%',
        'a_b',
        '%',
        '_',
        'nobody',
      ]) {
        const got = await allPages(agent, '/api/orders', { q }, 25);
        expectSameRows(got, orders.filter(matches(q)));
      }
      // Spot checks that do not lean on the brute force's reading of words.
      expect(orders.filter(matches('lovel')).every((o) => o.customerName === 'Ada Lovelace')).toBe(true);
      expect(orders.filter(matches('lovel')).length).toBe(orders.filter((o) => o.customerName === 'Ada Lovelace').length);
      expect(orders.filter(matches('%'))).toEqual([]);
      const byReference = await agent.get(`/api/orders?q=${reference}`).expect(200);
      expect(byReference.body.map((o: { id: string }) => o.id)).toContain(orders[17].id);
      const combined = await allPages(agent, '/api/orders', { q: 'ada', status: 'pending' });
      expectSameRows(
        combined,
        orders.filter((o) => matches('ada')(o) && o.status === 'pending'),
      );
    });

    it('sums this UK month without cancelled orders and counts active orders in one summary', async () => {
      const month = ukDay(now).slice(0, 7);
      expect(orders.some((o) => o.status === ORDER_CANCELLED && ukDay(o.createdAt).startsWith(month))).toBe(true);
      expect(orders.some((o) => o.status !== ORDER_CANCELLED && !ukDay(o.createdAt).startsWith(month))).toBe(true);
      const revenue = orders
        .filter((o) => o.status !== ORDER_CANCELLED && ukDay(o.createdAt).startsWith(month))
        .reduce((sum, o) => sum + toPence(o.total), 0);
      const res = await agent.get('/api/admin/summary').expect(200);
      expect(res.body).toEqual({
        monthlyRevenue: formatPence(revenue),
        activeOrders: orders.filter((o) => o.status === 'pending' || o.status === 'processing').length,
        pendingLenderAccounts: lenders.filter((l) => l.status === 'pending').length,
        pendingListings: listings.filter((l) => l.status === 'pending').length,
      });
    });
  });

  describe('lender accounts', () => {
    it('pages newest first, oldest first and by name without overlap or gap', async () => {
      const desc = await allPages<{ id: string; createdAt: string }>(agent, '/api/lender-accounts', {});
      expectSameRows(desc, lenders);
      expectMonotone(desc, (l) => Date.parse(l.createdAt), 'desc');
      const asc = await allPages<{ id: string; createdAt: string }>(agent, '/api/lender-accounts', { sort: 'createdAt-asc' }, 11);
      expectSameRows(asc, lenders);
      expectMonotone(asc, (l) => Date.parse(l.createdAt), 'asc');
      const named = await allPages<{ id: string; fullName: string }>(agent, '/api/lender-accounts', { sort: 'name-asc', q: 'grace' }, 3);
      const expected = lenders.filter((l) => l.fullName.toLowerCase().includes('grace'));
      expectSameRows(named, expected);
      expect(named.map((l) => l.fullName)).toEqual(expected.map((l) => l.fullName).sort());
    });

    it('filters by status, UK days and name or email', async () => {
      for (const status of ['pending', 'approved', 'rejected']) {
        expectSameRows(
          await allPages(agent, '/api/lender-accounts', { status }),
          lenders.filter((l) => l.status === status),
        );
      }
      const from = ukDay(new Date(now.getTime() - 20 * 86_400_000));
      expectSameRows(
        await allPages(agent, '/api/lender-accounts', { from, status: 'approved' }),
        lenders.filter((l) => l.status === 'approved' && inDays(l.createdAt, from)),
      );
      expectSameRows(
        await allPages(agent, '/api/lender-accounts', { q: 'LENDER1' }),
        lenders.filter((l) => l.email.includes('lender1')),
      );
      expectSameRows(
        await allPages(agent, '/api/lender-accounts', { q: 'lamarr' }),
        lenders.filter((l) => l.fullName.includes('Lamarr')),
      );
    });
  });

  describe('dress listings', () => {
    it('pages by date and name without overlap or gap', async () => {
      const desc = await allPages<{ id: string; createdAt: string }>(agent, '/api/dress-listings', {});
      expectSameRows(desc, listings);
      expectMonotone(desc, (l) => Date.parse(l.createdAt), 'desc');
      const named = await allPages<{ id: string; name: string }>(agent, '/api/dress-listings', { sort: 'name-asc' }, 9);
      expectSameRows(named, listings);
      expectMonotone(named, (l) => l.name, 'asc');
    });

    it("filters by status and searches the dress's name, brand and the lender's name", async () => {
      for (const status of ['pending', 'approved', 'rejected', 'live']) {
        expectSameRows(
          await allPages(agent, '/api/dress-listings', { status }),
          listings.filter((l) => l.status === status),
        );
      }
      const lenderName = new Map(lenders.map((l) => [l.id, l.fullName.toLowerCase()]));
      const matches = (q: string) => (l: GeneratedListing) =>
        [l.name.toLowerCase(), l.brand.toLowerCase(), lenderName.get(l.lenderAccountId) ?? ''].some((f) => f.includes(q));
      for (const q of ['velvet', 'ganni', 'hopper b', 'somerville', '& thread']) {
        expectSameRows(await allPages(agent, '/api/dress-listings', { q }), listings.filter(matches(q)));
      }
      const got = await allPages<{ id: string; lenderName: string | null }>(agent, '/api/dress-listings', { q: 'Clarke', status: 'live' });
      expectSameRows(
        got,
        listings.filter((l) => matches('clarke')(l) && l.status === 'live'),
      );
      expect(got.every((l) => l.lenderName?.includes('Clarke'))).toBe(true);
    });
  });

  describe("the admin's products", () => {
    it('pages, sorts by name and searches name or brand, while GET /api/products stays the whole array', async () => {
      const made = [];
      for (const [name, brand, category, basePrice] of [
        ['Zinnia Gown', 'Rixo', 'evening-gown', '80.00'],
        ['Aster Dress', 'Ganni', 'cocktail-dress', '45.00'],
        ['Mallow Slip', 'Rixo', 'party-dress', '80.00'],
        ['Iris Midi', 'Rotate', 'evening-gown', '120.00'],
        ['Bluebell Maxi', 'Ganni', 'cocktail-dress', '60.00'],
      ]) {
        made.push(await createProduct(ctx(), { name, brand, category, basePrice }));
      }
      const named = await allPages<{ id: string; name: string }>(agent, '/api/admin/products', { sort: 'name-asc' }, 2);
      expect(named.map((p) => p.name)).toEqual(['Aster Dress', 'Bluebell Maxi', 'Iris Midi', 'Mallow Slip', 'Zinnia Gown']);
      for (const [sort, direction] of [
        ['price-asc', 'asc'],
        ['price-desc', 'desc'],
      ] as const) {
        const byPrice = await allPages<{ id: string; basePrice: string }>(agent, '/api/admin/products', { sort }, 2);
        expectSameRows(byPrice, made);
        expectMonotone(byPrice, (p) => toPence(p.basePrice), direction);
      }
      // A category matches by the label the admin reads as by its slug.
      expectSameRows(
        await allPages(agent, '/api/admin/products', { q: 'Evening Gown' }),
        made.filter((p) => p.category === 'evening-gown' || p.name.toLowerCase().includes('evening gown')),
      );
      expectSameRows(
        await allPages(agent, '/api/admin/products', { q: 'cocktail-' }),
        made.filter((p) => p.category === 'cocktail-dress'),
      );
      const rixo = await allPages<{ id: string; brand: string }>(agent, '/api/admin/products', { q: 'RIXO' });
      expectSameRows(
        rixo,
        made.filter((p) => p.brand === 'Rixo'),
      );
      const second = await agent.get('/api/admin/products?sort=name-asc&pageSize=2&page=2').expect(200);
      expect(second.headers['x-total-count']).toBe('5');
      expect(second.body.map((p: { name: string }) => p.name)).toEqual(['Iris Midi', 'Mallow Slip']);
      expectSameRows(await allPages(agent, '/api/admin/products', {}, 2), made);
      const all = await ctx().http().get('/api/products').expect(200);
      expect(all.body).toHaveLength(5);
      expect(all.headers['x-total-count']).toBeUndefined();
    });
  });

  describe('bad parameters', () => {
    const long = 'x'.repeat(101);
    it.each([
      ['/api/orders?page=0', 'page'],
      ['/api/orders?page=-1', 'page'],
      ['/api/orders?page=1e9', 'page'],
      ['/api/orders?page=1.5', 'page'],
      ['/api/orders?page=1&page=2', 'page'],
      ['/api/orders?pageSize=1000', 'pageSize'],
      ['/api/orders?pageSize=0', 'pageSize'],
      ['/api/orders?pageSize=50&page=201', 'page'],
      ['/api/orders?sort=drop', 'sort'],
      ['/api/orders?sort=name-asc', 'sort'],
      ['/api/orders?status=nope', 'status'],
      ['/api/orders?from=2026-13-01', 'from'],
      ['/api/orders?from=yesterday', 'from'],
      ['/api/orders?to=2026-02-30', 'to'],
      ['/api/orders?from=2026-05-02&to=2026-05-01', 'to'],
      [`/api/orders?q=${long}`, 'q'],
      ['/api/orders?limit=10', 'limit'],
      ['/api/lender-accounts?status=live', 'status'],
      ['/api/lender-accounts?sort=total-desc', 'sort'],
      ['/api/lender-accounts?pageSize=101', 'pageSize'],
      ['/api/dress-listings?status=nope', 'status'],
      [`/api/dress-listings?q=${long}`, 'q'],
      ['/api/dress-listings?from=2026-1-01', 'from'],
      ['/api/admin/products?status=pending', 'status'],
      ['/api/admin/products?page=0', 'page'],
      ['/api/admin/products?sort=total-desc', 'sort'],
    ])('%s is refused naming %s, and nothing is written', async (url, field) => {
      const before = await Promise.all(['orders', 'lender_accounts', 'dress_listings', 'products'].map((t) => ctx().count(t)));
      const res = await agent.get(url).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: expect.stringMatching(/^(VALIDATION_FAILED|UNKNOWN_FIELD)$/),
        message: expect.stringContaining(field),
      });
      expect(res.headers['x-total-count']).toBeUndefined();
      const after = await Promise.all(['orders', 'lender_accounts', 'dress_listings', 'products'].map((t) => ctx().count(t)));
      expect(after).toEqual(before);
    });

    it('keeps every list and the summary behind the admin session', async () => {
      for (const url of [
        '/api/orders?page=2',
        '/api/lender-accounts',
        '/api/dress-listings',
        '/api/admin/products',
        '/api/admin/summary',
      ]) {
        const res = await ctx().http().get(url).expect(401);
        expect(res.body.code).toBe('UNAUTHORIZED');
      }
    });
  });
});
