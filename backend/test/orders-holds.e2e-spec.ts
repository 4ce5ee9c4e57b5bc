import type { OrderView, PendingHolderView, ProductView } from '@dw/contracts';
import { PENDING_HOLD_LIMIT, holdLimitMessage } from '@dw/contracts';
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
        await ctx().http().get('/api/orders/holds').expect(401);
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
        const list = (await agent.get('/api/orders/holds').expect(200)).body as PendingHolderView[];
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
        const after = (await agent.get('/api/orders/holds').expect(200)).body as PendingHolderView[];
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
    });
  },
  { env: () => ({ RATE_LIMITS: 'on' }) },
);
