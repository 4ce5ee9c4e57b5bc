import type { BookingView, CartItemView, OrderView, ProductAvailabilityView, ProductCalendarView, ProductView } from '@dw/contracts';
import { AVAILABILITY_MESSAGES, addDays, eachDay, holdWindow, todayInLondon } from '@dw/contracts';
import { createProduct, newSessionId, orderBody, rowCounts, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

/**
 * Units per size, bookings with dispatch and cleaning buffers, and no dress rented twice
 * for the same days — on SQLite and on MariaDB (where the 20 orders really run in parallel).
 */
describeEachDatabase('availability', (ctx) => {
  const line = (product: ProductView, startDate: string, over: Record<string, unknown> = {}) => ({
    productId: product.id,
    size: product.availableSizes[0],
    duration: 2,
    quantity: 1,
    startDate,
    ...over,
  });
  const place = (lines: unknown[], key = `k-${newSessionId()}`, sessionId?: string) =>
    ctx()
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', key)
      .send(orderBody(lines as never, {}, sessionId));
  const availability = async (product: ProductView) =>
    (await ctx().http().get(`/api/products/${product.slug}/availability`).expect(200)).body as ProductAvailabilityView;
  const fullOf = async (product: ProductView, size = product.availableSizes[0]) =>
    (await availability(product)).sizes.find((s) => s.size === size)?.fullDays ?? [];
  const dress = (name: string, over: Record<string, unknown> = {}) => createProduct(ctx(), { name, availableSizes: ['10'], ...over });

  describe('the product calendar', () => {
    it('starts with every day free, one unit per size, from today', async () => {
      const product = await dress('Free Gown', { availableSizes: ['8', '10'], stock: { '10': 3 } });
      const view = await availability(product);
      expect(view).toEqual({
        productId: product.id,
        today: todayInLondon(),
        from: todayInLondon(),
        to: addDays(todayInLondon(), 365 + 6),
        sizes: [
          { size: '8', units: 1, fullDays: [] },
          { size: '10', units: 3, fullDays: [] },
        ],
        bookingRules: { minNoticeDays: null, availableFrom: null, availableUntil: null },
      });
      expect(product.stock).toEqual({ '8': 1, '10': 3 });
    });

    it('shows an order’s days, from dispatch to cleaning, as full for that size only', async () => {
      const product = await dress('Booked Gown', { availableSizes: ['8', '10'] });
      const start = ukDate(20);
      await place([line(product, start, { size: '10' })]).expect(201);
      const window = holdWindow(start, 2);
      expect(await fullOf(product, '10')).toEqual(eachDay(window.from, window.to));
      expect(window).toEqual({ from: ukDate(18), to: ukDate(24) });
      expect(await fullOf(product, '8')).toEqual([]);
    });

    it('answers 404 for an unknown dress', async () => {
      const res = await ctx().http().get('/api/products/no-such-dress/availability').expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found.' });
    });
  });

  describe('placing orders', () => {
    it('gives the last unit to exactly one of 20 parallel orders with overlapping dates; 19 get a clear 409', async () => {
      const product = await dress('Last Unit Gown');
      const base = ukDate(40);
      const before = await rowCounts(ctx());
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => place([line(product, addDays(base, i % 4), { duration: i % 2 ? 4 : 2 })])),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const refused of responses.filter((r) => r.status === 409)) {
        expect(refused.body).toEqual({
          statusCode: 409,
          code: 'DATES_UNAVAILABLE',
          message: expect.stringMatching(
            /^Last Unit Gown in UK size 10 is no longer available from \w{3} \d{1,2} \w{3} \d{4}\. Please choose another date\.$/,
          ),
        });
      }
      const after = await rowCounts(ctx());
      expect(after).toEqual({
        ...before,
        orders: before.orders + 1,
        order_items: before.order_items + 1,
        bookings: before.bookings + 1,
        idempotency_keys: before.idempotency_keys + 1,
      });
    });

    it('lets two units go to exactly two of ten parallel orders', async () => {
      const product = await dress('Two Unit Gown', { stock: { '10': 2 } });
      const responses = await Promise.all(Array.from({ length: 10 }, () => place([line(product, ukDate(60))])));
      expect(responses.filter((r) => r.status === 201)).toHaveLength(2);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(8);
    });

    it('books back-to-back rentals that do not overlap, and refuses one that touches the cleaning days', async () => {
      const product = await dress('Busy Gown');
      const first = ukDate(80); // holds 78..84
      await place([line(product, first)]).expect(201);
      // Starting on day 87 dispatches on day 85, the day after cleaning ends.
      await place([line(product, addDays(first, 7))]).expect(201);
      // Ending before the first dispatch: a 2-day rental from day 73 is clean on day 77.
      await place([line(product, addDays(first, -7))]).expect(201);
      const clash = await place([line(product, addDays(first, 6))]).expect(409);
      expect(clash.body.code).toBe('DATES_UNAVAILABLE');
    });

    it('counts two lines of one order against each other', async () => {
      const product = await dress('Pair Gown');
      const before = await rowCounts(ctx());
      const res = await place([line(product, ukDate(100)), line(product, ukDate(101), { duration: 4 })]).expect(409);
      expect(res.body.message).toBe(AVAILABILITY_MESSAGES.unavailable('Pair Gown', '10', ukDate(101)));
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it('frees every day when an order is cancelled, and the days after today when it is completed', async () => {
      const agent = await ctx().adminAgent();
      const product = await dress('Returning Gown');
      const start = ukDate(120);
      const cancelled = (await place([line(product, start)]).expect(201)).body as OrderView;
      await place([line(product, start)]).expect(409);
      await agent.put(`/api/orders/${cancelled.id}/status`).send({ status: 'cancelled' }).expect(200);
      expect(await fullOf(product)).toEqual([]);

      const completed = (await place([line(product, start)]).expect(201)).body as OrderView;
      expect(await fullOf(product)).toHaveLength(7);
      await agent.put(`/api/orders/${completed.id}/status`).send({ status: 'processing' }).expect(200);
      await agent.put(`/api/orders/${completed.id}/status`).send({ status: 'completed' }).expect(200);
      // Back and clean: nothing ahead is held any more, so the same dates can be booked again.
      expect(await fullOf(product)).toEqual([]);
      await place([line(product, start)]).expect(201);
      // Final statuses stay final.
      const again = await agent.put(`/api/orders/${cancelled.id}/status`).send({ status: 'pending' }).expect(409);
      expect(again.body.code).toBe('ILLEGAL_TRANSITION');
      await agent.put(`/api/orders/${completed.id}/status`).send({ status: 'cancelled' }).expect(409);
      // A hold that had not started is gone from the admin's calendar too.
      const calendar = (await agent.get(`/api/products/${product.id}/bookings`).expect(200)).body as ProductCalendarView;
      expect(calendar.bookings.map((b) => b.orderId)).not.toContain(completed.id);
    });

    it('ends a hold that has started on the day the order is completed', async () => {
      const agent = await ctx().adminAgent();
      const product = await dress('Dispatched Gown');
      // The soonest start: dispatched today.
      const order = (await place([line(product, ukDate(2))]).expect(201)).body as OrderView;
      expect(await fullOf(product)).toEqual(eachDay(ukDate(0), ukDate(6)));
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'completed' }).expect(200);
      expect(await fullOf(product)).toEqual([ukDate(0)]);
      const calendar = (await agent.get(`/api/products/${product.id}/bookings`).expect(200)).body as ProductCalendarView;
      expect(calendar.bookings).toEqual([expect.objectContaining({ orderId: order.id, holdFrom: ukDate(0), holdUntil: ukDate(0) })]);
    });

    it('replays an idempotent retry instead of refusing it as taken', async () => {
      const product = await dress('Retry Gown');
      const key = `retry-${newSessionId()}`;
      const first = await place([line(product, ukDate(140))], key).expect(201);
      const retry = await place([line(product, ukDate(140))], key).expect(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body.id).toBe(first.body.id);
    });
  });

  describe('the cart', () => {
    it('flags a line someone else booked meanwhile, and checkout refuses it without writing', async () => {
      const product = await dress('Contested Gown');
      const mine = newSessionId();
      const start = ukDate(150);
      await ctx()
        .http()
        .post('/api/cart')
        .send({ sessionId: mine, ...line(product, start) })
        .expect(201);
      await place([line(product, addDays(start, 1))]).expect(201);

      const cart = (await ctx().http().get(`/api/cart/${mine}`).expect(200)).body as CartItemView[];
      expect(cart).toEqual([
        expect.objectContaining({ startDate: start, available: false, unavailableReason: AVAILABILITY_MESSAGES.lineUnavailable }),
      ]);
      const before = await rowCounts(ctx());
      const res = await place([line(product, start)], undefined, mine).expect(409);
      expect(res.body.code).toBe('DATES_UNAVAILABLE');
      expect(await rowCounts(ctx())).toEqual(before);
      // Adding the same dates again is refused up front.
      const add = await ctx()
        .http()
        .post('/api/cart')
        .send({ sessionId: newSessionId(), ...line(product, start) })
        .expect(409);
      expect(add.body.message).toBe(AVAILABILITY_MESSAGES.unavailable('Contested Gown', '10', start));
    });
  });

  describe('the catalogue filter', () => {
    it('lists only dresses with a free unit for a rental from that day', async () => {
      const taken = await dress('Filter Taken Gown', { category: 'prom-dress' });
      const free = await dress('Filter Free Gown', { category: 'prom-dress', availableSizes: ['10', '12'] });
      const start = ukDate(170);
      await place([line(taken, start)]).expect(201);
      await place([line(free, start, { size: '10' })]).expect(201);
      const names = async (query: string) =>
        ((await ctx().http().get(`/api/products?category=prom-dress&${query}`).expect(200)).body as ProductView[])
          .map((p) => p.name)
          .sort();

      expect(await names(`availableOn=${start}`)).toEqual(['Filter Free Gown']); // size 12 is free
      expect(await names(`availableOn=${start}&size=10`)).toEqual([]);
      expect(await names(`availableOn=${start}&size=12&duration=4`)).toEqual(['Filter Free Gown']);
      expect(await names(`availableOn=${addDays(start, 10)}`)).toEqual(['Filter Free Gown', 'Filter Taken Gown']);
      // From a week before: a 2-day rental is clean the day before the booked dispatch; a 4-day one is not.
      expect(await names(`availableOn=${addDays(start, -7)}&size=10`)).toEqual(['Filter Free Gown', 'Filter Taken Gown']);
      expect(await names(`availableOn=${addDays(start, -7)}&size=10&duration=4`)).toEqual([]);
    });

    it('refuses a day that is not a date or cannot be booked', async () => {
      for (const [query, message] of [
        ['availableOn=2031-02-30', AVAILABILITY_MESSAGES.invalidDate],
        ['availableOn=tomorrow', AVAILABILITY_MESSAGES.invalidDate],
        [`availableOn=${ukDate(1)}`, AVAILABILITY_MESSAGES.tooSoon(ukDate(2))],
        [`availableOn=${ukDate(30)}&duration=3`, 'Rental duration must be 2 or 4 days.'],
      ]) {
        const res = await ctx().http().get(`/api/products?${query}`).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: expect.any(String), message });
      }
    });
  });

  describe('admin calendar and blocks', () => {
    it('needs the admin session', async () => {
      const product = await dress('Private Calendar Gown');
      await ctx().http().get(`/api/products/${product.id}/bookings`).expect(401);
      await ctx()
        .http()
        .post(`/api/products/${product.id}/blocks`)
        .send({ size: '10', startDate: ukDate(10), endDate: ukDate(11) })
        .expect(401);
      expect(await fullOf(product)).toEqual([]);
    });

    it('lists orders and blocks, blocks days, refuses a block on full days and frees them again', async () => {
      const agent = await ctx().adminAgent();
      const product = await dress('Repair Gown', { availableSizes: ['10', '12'] });
      const start = ukDate(200);
      const order = (await place([line(product, start)]).expect(201)).body as OrderView;

      const blocked = await agent
        .post(`/api/products/${product.id}/blocks`)
        .send({ size: '12', startDate: ukDate(30), endDate: ukDate(33), note: ' Hem repair ' })
        .expect(201);
      expect(blocked.body).toEqual({
        id: expect.any(String),
        productId: product.id,
        size: '12',
        units: 1,
        kind: 'block',
        startDate: ukDate(30),
        endDate: ukDate(33),
        holdFrom: ukDate(30),
        holdUntil: ukDate(33),
        orderId: null,
        customerName: null,
        note: 'Hem repair',
        isBackup: false,
        createdAt: expect.any(String),
      });
      expect(await fullOf(product, '12')).toEqual(eachDay(ukDate(30), ukDate(33)));
      // A renter can no longer start on a day whose hold touches the block.
      await place([line(product, ukDate(32), { size: '12' })]).expect(409);

      const calendar = (await agent.get(`/api/products/${product.id}/bookings`).expect(200)).body as ProductCalendarView;
      expect(calendar.stock).toEqual({ '10': 1, '12': 1 });
      expect(calendar.bookings.map((b: BookingView) => [b.kind, b.size, b.startDate, b.customerName])).toEqual([
        ['block', '12', ukDate(30), null],
        ['order', '10', start, 'Ada Lovelace'],
      ]);
      expect(calendar.bookings[1]).toMatchObject({
        orderId: order.id,
        holdFrom: ukDate(198),
        holdUntil: ukDate(204),
        endDate: ukDate(201),
      });

      const before = await rowCounts(ctx());
      const overlap = await agent
        .post(`/api/products/${product.id}/blocks`)
        .send({ size: '10', startDate: ukDate(203), endDate: ukDate(206) })
        .expect(409);
      expect(overlap.body).toEqual({ statusCode: 409, code: 'BLOCK_OVERLAPS', message: AVAILABILITY_MESSAGES.blockOverlaps(1) });
      expect(await rowCounts(ctx())).toEqual(before);

      await agent.delete(`/api/products/${product.id}/blocks/${blocked.body.id}`).expect(204);
      expect(await fullOf(product, '12')).toEqual([]);
      await agent.delete(`/api/products/${product.id}/blocks/${blocked.body.id}`).expect(404);
      // An order's booking is not a block: it is freed by cancelling the order.
      const orderBooking = calendar.bookings[1];
      const notBlock = await agent.delete(`/api/products/${product.id}/blocks/${orderBooking.id}`).expect(404);
      expect(notBlock.body).toEqual({ statusCode: 404, code: 'BLOCK_NOT_FOUND', message: 'Block not found.' });
    });

    it('refuses bad blocks with a clear message and writes nothing', async () => {
      const agent = await ctx().adminAgent();
      const product = await dress('Strict Block Gown', { stock: { '10': 2 } });
      const cases: [Record<string, unknown>, number, string][] = [
        [{ size: '10', startDate: ukDate(12), endDate: ukDate(10) }, 400, AVAILABILITY_MESSAGES.blockRange],
        [{ size: '10', startDate: ukDate(-3), endDate: ukDate(1) }, 400, AVAILABILITY_MESSAGES.blockRange],
        [{ size: '10', startDate: ukDate(10), endDate: ukDate(100) }, 400, AVAILABILITY_MESSAGES.blockRange],
        [{ size: '10', startDate: '2031-02-30', endDate: ukDate(10) }, 400, AVAILABILITY_MESSAGES.blockRange],
        [{ size: '14', startDate: ukDate(10), endDate: ukDate(11) }, 400, 'Size 14 is not available for this dress.'],
        [{ size: 'XL', startDate: ukDate(10), endDate: ukDate(11) }, 400, 'Size must be a UK size from 4 to 22.'],
        [{ size: '10', startDate: ukDate(10), endDate: ukDate(11), units: 0 }, 400, 'Units must be a whole number from 1 to 50.'],
        [{ size: '10', startDate: ukDate(10), endDate: ukDate(11), units: 3 }, 409, AVAILABILITY_MESSAGES.blockOverlaps(0)],
        [{ size: '10', startDate: ukDate(10), endDate: ukDate(11), note: 'x'.repeat(201) }, 400, 'Note must be at most 200 characters.'],
      ];
      const before = await rowCounts(ctx());
      for (const [body, status, message] of cases) {
        const res = await agent.post(`/api/products/${product.id}/blocks`).send(body).expect(status);
        expect(res.body).toEqual({ statusCode: status, code: expect.any(String), message });
      }
      await agent
        .post('/api/products/00000000-0000-4000-8000-000000000000/blocks')
        .send({ size: '10', startDate: ukDate(10), endDate: ukDate(11) })
        .expect(404);
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it('keeps stock per size through the product form, refusing sizes the dress does not have', async () => {
      const agent = await ctx().adminAgent();
      const product = await dress('Stocked Gown', { availableSizes: ['8', '10'], stock: { '8': 4 } });
      expect(product.stock).toEqual({ '8': 4, '10': 1 });
      const { name, description, brand, category, occasions, basePrice, retailPrice, imageUrls } = product;
      const base = { name, description, brand, category, occasions, basePrice, retailPrice, imageUrls, availableSizes: ['8', '10'] };
      const refused = await agent
        .put(`/api/products/${product.id}`)
        .send({ ...base, stock: { '14': 2 } })
        .expect(400);
      expect(refused.body.message).toBe("Stock names size 14, which is not one of the dress's sizes.");
      const zero = await agent
        .put(`/api/products/${product.id}`)
        .send({ ...base, stock: { '10': 0 } })
        .expect(400);
      expect(zero.body.message).toBe('Stock for size 10 must be a whole number from 1 to 50.');
      // Without stock the units already set are kept; with it they are replaced.
      expect((await agent.put(`/api/products/${product.id}`).send(base).expect(200)).body.stock).toEqual({ '8': 4, '10': 1 });
      expect(
        (
          await agent
            .put(`/api/products/${product.id}`)
            .send({ ...base, stock: { '10': 2 } })
            .expect(200)
        ).body.stock,
      ).toEqual({ '8': 1, '10': 2 });
      expect((await availability(product)).sizes.map((s) => s.units)).toEqual([1, 2]);
    });
  });
});
