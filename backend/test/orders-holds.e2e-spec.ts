import type { OrderView, PendingHolderView, ProductView } from '@dw/contracts';
import { PENDING_HOLD_LIMIT, holdLimitMessage } from '@dw/contracts';
import type request from 'supertest';
import { OrderLineBody, createProduct, orderBody, rowCounts, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

/** The bound on what one client holds unconfirmed is an abuse limit: this suite runs with limits on. */
describeEachDatabase(
  'order holds per client',
  (ctx) => {
    let dresses: ProductView[];
    beforeAll(async () => {
      // 10 dresses × 5 units: 50 dresses one visitor could otherwise book out.
      dresses = [];
      for (let i = 0; i < 10; i++) {
        dresses.push(
          await createProduct(ctx(), { name: `Held Dress ${i}`, basePrice: '50.00', availableSizes: ['10'], stock: { '10': 5 } }),
        );
      }
    });

    let n = 0;
    /** A fresh client: its own address, email and phone. */
    const client = () => {
      n++;
      return {
        address: `198.51.100.${n}`,
        order: { customerEmail: `renter${n}@example.com`, customerPhone: `07700 9${String(n).padStart(5, '0')}` },
      };
    };
    const lines = (units: number, from = 0, startDate = ukDate(10)): OrderLineBody[] =>
      Array.from({ length: units / 2 }, (_, i) => ({
        productId: dresses[(from + i) % 10].id,
        size: '10',
        duration: 2,
        quantity: 2,
        startDate,
      }));
    const place = (address: string, items: OrderLineBody[], order: Record<string, unknown>) =>
      ctx().http().post('/api/orders').set('X-Forwarded-For', address).send(orderBody(items, order));

    it('stops one address trying to hold 50 dresses long before, writing nothing for the refused orders', async () => {
      const abuser = client();
      const placed: OrderView[] = [];
      let refusal: { status: number; body: unknown } | null = null;
      let before = await rowCounts(ctx());
      for (let attempt = 0; attempt < 25 && !refusal; attempt++) {
        // A new email and phone each time: the address alone ties the orders together.
        const res = await place(abuser.address, lines(2, attempt * 2), {
          customerEmail: `alias${attempt}.${n}@example.com`,
          customerPhone: `0161 496 ${String(attempt).padStart(4, '0')}`,
        });
        if (res.status === 201) {
          placed.push(res.body as OrderView);
          before = await rowCounts(ctx());
        } else refusal = res;
      }
      expect(placed).toHaveLength(PENDING_HOLD_LIMIT / 2);
      expect(refusal).toMatchObject({
        status: 409,
        body: { statusCode: 409, code: 'HOLD_LIMIT_REACHED', message: holdLimitMessage(6, 2, PENDING_HOLD_LIMIT) },
      });
      expect(await rowCounts(ctx())).toEqual(before);

      // Another shopper is unaffected, up to the same limit.
      const other = client();
      await place(other.address, lines(6, 4), other.order).expect(201);
    });

    it('ties orders together by email or phone, however they are typed, from any address', async () => {
      const renter = client();
      await place(renter.address, lines(4), { ...renter.order, customerEmail: 'Grace.Hopper@Example.com' }).expect(201);
      const before = await rowCounts(ctx());
      const byEmail = await place(client().address, lines(4, 2), {
        ...client().order,
        customerEmail: ' grace.hopper+2nd@example.COM ',
      }).expect(409);
      expect(byEmail.body).toEqual({ statusCode: 409, code: 'HOLD_LIMIT_REACHED', message: holdLimitMessage(4, 4, PENDING_HOLD_LIMIT) });
      const phone = renter.order.customerPhone.replace(/^0/, '+44 ');
      await place(client().address, lines(4, 2), { ...client().order, customerPhone: phone }).expect(409);
      expect(await rowCounts(ctx())).toEqual(before);
      // Within the limit is fine.
      await place(client().address, lines(2, 2), { ...client().order, customerPhone: phone }).expect(201);
    });

    it('refuses one order bigger than the limit on its own', async () => {
      const renter = client();
      const res = await place(renter.address, lines(8), renter.order).expect(409);
      expect(res.body.message).toBe(holdLimitMessage(0, 8, PENDING_HOLD_LIMIT));
    });

    it('counts parallel orders from one client one after the other', async () => {
      const renter = client();
      const oneDress = (i: number): OrderLineBody[] => [
        { productId: dresses[i].id, size: '10', duration: 2, quantity: 1, startDate: ukDate(40) },
      ];
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => place(renter.address, oneDress(i), renter.order)));
      expect(responses.map((r) => r.status).sort()).toEqual([...Array(6).fill(201), ...Array(4).fill(409)]);
    });

    describe('admin', () => {
      it('answers 401 without the admin session', async () => {
        for (const url of ['/api/orders/holds', '/api/orders/holds?page=2&pageSize=10']) {
          const res = await ctx().http().get(url).expect(401);
          expect(res.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
          expect(res.headers['x-total-count']).toBeUndefined();
        }
        await ctx()
          .http()
          .post('/api/orders/holds/cancel')
          .send({ orderIds: ['00000000-0000-4000-8000-000000000000'] })
          .expect(401);
      });

      it('lists who holds what, and cancels one client’s pending orders at once, freeing their dates', async () => {
        const renter = client();
        const first = (await place(renter.address, lines(2, 0, ukDate(60)), renter.order).expect(201)).body as OrderView;
        const second = (
          await place(renter.address, lines(4, 1, ukDate(60)), { ...renter.order, customerEmail: 'another@example.com' }).expect(201)
        ).body as OrderView;
        const bystander = client();
        const theirs = (await place(bystander.address, lines(2, 0, ukDate(60)), bystander.order).expect(201)).body as OrderView;

        const agent = await ctx().adminAgent();
        const list = (await agent.get('/api/orders/holds?pageSize=100').expect(200)).body as PendingHolderView[];
        const holder = list.find((h) => h.orders.some((o) => o.id === first.id)) as PendingHolderView;
        expect(holder).toEqual({
          emails: ['another@example.com', renter.order.customerEmail],
          phones: [renter.order.customerPhone.replace(/\s/g, '')],
          addresses: [renter.address],
          units: 6,
          orders: [first, second],
        });
        expect(list.find((h) => h.orders.some((o) => o.id === theirs.id))?.units).toBe(2);
        // Most dresses first.
        expect(list.map((h) => h.units)).toEqual([...list.map((h) => h.units)].sort((a, b) => b - a));

        const bookings = await ctx().count('bookings');
        const res = await agent
          .post('/api/orders/holds/cancel')
          .send({ orderIds: holder.orders.map((o) => o.id) })
          .expect(200);
        expect([...res.body.cancelled].sort()).toEqual([first.id, second.id].sort());
        expect(await ctx().count('bookings')).toBe(bookings - 3);
        const orders = (await agent.get('/api/orders').expect(200)).body as OrderView[];
        expect(orders.filter((o) => [first.id, second.id].includes(o.id)).map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
        expect(orders.find((o) => o.id === theirs.id)?.status).toBe('pending');
        const after = (await agent.get('/api/orders/holds?pageSize=100').expect(200)).body as PendingHolderView[];
        expect(after.some((h) => h.orders.some((o) => o.id === first.id))).toBe(false);

        // A second press changes nothing; the client may order again.
        const again = await agent
          .post('/api/orders/holds/cancel')
          .send({ orderIds: [first.id] })
          .expect(200);
        expect(again.body).toEqual({ cancelled: [] });
        await place(renter.address, lines(6, 0, ukDate(60)), renter.order).expect(201);
      });

      it('leaves an order that moved on alone', async () => {
        const renter = client();
        const order = (await place(renter.address, lines(2, 0, ukDate(80)), renter.order).expect(201)).body as OrderView;
        const agent = await ctx().adminAgent();
        await agent.put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
        const res = await agent
          .post('/api/orders/holds/cancel')
          .send({ orderIds: [order.id] })
          .expect(200);
        expect(res.body).toEqual({ cancelled: [] });
        const orders = (await agent.get('/api/orders').expect(200)).body as OrderView[];
        expect(orders.find((o) => o.id === order.id)?.status).toBe('processing');
      });

      it('refuses a bad list and changes nothing', async () => {
        const agent = await ctx().adminAgent();
        const before = await rowCounts(ctx());
        for (const orderIds of [[], ['not-an-id'], 'abc', Array(101).fill('00000000-0000-4000-8000-000000000000')]) {
          const res = await agent.post('/api/orders/holds/cancel').send({ orderIds }).expect(400);
          expect(res.body).toEqual({
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Order ids must be a list of 1 to 100 order ids.',
          });
        }
        expect(await rowCounts(ctx())).toEqual(before);
      });

      describe('paged by the server', () => {
        type Agent = ReturnType<typeof request.agent>;

        /** Cancels every pending order, so the clients a test places are the whole list. */
        async function cancelAllPending(agent: Agent): Promise<void> {
          const held = await agent.get('/api/orders/holds?pageSize=100').expect(200);
          expect(Number(held.headers['x-total-count'])).toBeLessThanOrEqual(100);
          const ids = (held.body as PendingHolderView[]).flatMap((h) => h.orders.map((o) => o.id));
          for (let i = 0; i < ids.length; i += 100) {
            await agent
              .post('/api/orders/holds/cancel')
              .send({ orderIds: ids.slice(i, i + 100) })
              .expect(200);
          }
          const none = await agent.get('/api/orders/holds').expect(200);
          expect(none.body).toEqual([]);
          expect(none.headers['x-total-count']).toBe('0');
        }

        it('pages 25 clients 10 at a time: each once, none missing, most dresses first, in one total order', async () => {
          const agent = await ctx().adminAgent();
          await cancelAllPending(agent);
          // Clients of 1, 2 and 3 dresses (9, 8 and 8 of them): many ties, which must not shift between pages.
          const placed = new Map<string, number>();
          for (let i = 0; i < 25; i++) {
            const renter = client();
            const units = 1 + (i % 3);
            // Nine clients a date, each on its own dresses: at most 3 of a dress's 5 units are booked.
            const items = Array.from({ length: units }, (_, k) => ({
              productId: dresses[(i * 3 + k) % 10].id,
              size: '10',
              duration: 2,
              quantity: 1,
              startDate: ukDate(120 + 20 * Math.floor(i / 9)),
            }));
            const order = (await place(renter.address, items, renter.order).expect(201)).body as OrderView;
            placed.set(order.id, units);
          }

          const pages: PendingHolderView[][] = [];
          for (const page of [1, 2, 3]) {
            const res = await agent.get(`/api/orders/holds?pageSize=10&page=${page}`).expect(200);
            expect(res.headers['x-total-count']).toBe('25');
            pages.push(res.body as PendingHolderView[]);
            if (page === 2)
              expect(res.headers.link).toBe(
                '</api/orders/holds?pageSize=10&page=1>; rel="prev", </api/orders/holds?pageSize=10&page=3>; rel="next"',
              );
            if (page === 3) expect(res.headers.link).toBe('</api/orders/holds?pageSize=10&page=2>; rel="prev"');
          }
          expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);

          const all = pages.flat();
          const ids = all.flatMap((h) => h.orders.map((o) => o.id));
          expect(new Set(ids).size).toBe(25);
          expect([...ids].sort()).toEqual([...placed.keys()].sort());
          // Each client is whole: their one order, with its lines, and the dresses it holds.
          for (const holder of all) {
            expect(holder.orders).toHaveLength(1);
            expect(holder.units).toBe(placed.get(holder.orders[0].id));
            expect(holder.orders[0].items.reduce((sum, item) => sum + item.quantity, 0)).toBe(holder.units);
            expect(holder.orders[0].status).toBe('pending');
          }
          expect(all.map((h) => h.units)).toEqual([...Array(8).fill(3), ...Array(8).fill(2), ...Array(9).fill(1)]);
          // Ties go by the client's oldest order (then its id, in the database's order).
          for (let i = 1; i < all.length; i++) {
            if (all[i].units === all[i - 1].units) expect(all[i - 1].orders[0].createdAt <= all[i].orders[0].createdAt).toBe(true);
          }
          // The same order whatever the page size, and on every read.
          const whole = await agent.get('/api/orders/holds?pageSize=100').expect(200);
          expect(whole.body).toEqual(all);
          expect(whole.headers.link).toBeUndefined();
          const again = await agent.get('/api/orders/holds?page=2&pageSize=10').expect(200);
          expect(again.body).toEqual(pages[1]);

          // Without paging parameters: the first 20, and a link to the rest.
          const first = await agent.get('/api/orders/holds').expect(200);
          expect(first.body).toEqual(all.slice(0, 20));
          expect(first.headers['x-total-count']).toBe('25');
          expect(first.headers.link).toBe('</api/orders/holds?page=2>; rel="next"');
          // Past the end: no clients, the same total.
          const beyond = await agent.get('/api/orders/holds?pageSize=10&page=4').expect(200);
          expect(beyond.body).toEqual([]);
          expect(beyond.headers['x-total-count']).toBe('25');
        });

        it.each([
          ['page=0', 'page'],
          ['page=-1', 'page'],
          ['page=1.5', 'page'],
          ['page=abc', 'page'],
          ['page=1&page=2', 'page'],
          ['pageSize=0', 'pageSize'],
          ['pageSize=101', 'pageSize'],
          ['pageSize=1e2', 'pageSize'],
          ['pageSize=10&pageSize=20', 'pageSize'],
          ['from=2026-01-01', 'from'],
          ['q=ada', 'q'],
          ['sort=units-desc', 'sort'],
        ])('refuses ?%s naming %s, and changes nothing', async (search, field) => {
          const agent = await ctx().adminAgent();
          const before = await rowCounts(ctx());
          const res = await agent.get(`/api/orders/holds?${search}`).expect(400);
          expect(res.body).toEqual({
            statusCode: 400,
            code: expect.stringMatching(/^(VALIDATION_FAILED|UNKNOWN_FIELD)$/),
            message: expect.stringContaining(field),
          });
          expect(res.headers['x-total-count']).toBeUndefined();
          expect(await rowCounts(ctx())).toEqual(before);
        });
      });
    });
  },
  { env: () => ({ RATE_LIMITS: 'on' }) },
);
