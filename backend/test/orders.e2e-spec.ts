import type { OrderView, ProductView } from '@dw/contracts';
import { AVAILABILITY_MESSAGES, CHECKOUT_MESSAGES, NOTICES, noticeText, toPence } from '@dw/contracts';
import { OrderLineBody, createProduct, newSessionId, orderBody, rowCounts, ukDate } from './support/orders-fixtures';
import { AvailabilityService } from '../src/availability/availability.service';
import { CheckoutService } from '../src/orders/checkout.service';
import { IdempotencyRecord } from '../src/orders/idempotency-record.entity';
import { PlaceOrderDto } from '../src/orders/dto/place-order.dto';
import { productBody } from './support/fixtures';
import { describeEachDatabase } from './support/test-app';

const MISSING = noticeText(NOTICES.checkoutMissing);
const QUOTE_CHANGED = 'Prices have changed since you opened your cart - please review your order.';
const KEY_REUSED = 'This Idempotency-Key was already used for a different order.';

describeEachDatabase('orders', (ctx) => {
  let gown: ProductView;
  let midi: ProductView;

  // House stock, so the many orders of this suite do not compete for units (availability has its own suite).
  beforeAll(async () => {
    gown = await createProduct(ctx(), {
      name: 'Aurora Sequin Gown',
      basePrice: '65.00',
      availableSizes: ['8', '10', '12'],
      stock: { '8': 50, '10': 50, '12': 50 },
    });
    midi = await createProduct(ctx(), { name: 'Guest Midi', basePrice: '49.50', availableSizes: ['14'], stock: { '14': 50 } });
  });

  // Each test rents from its own start date, a fortnight apart within the year ahead.
  let test = 0;
  let start = ukDate(3);
  beforeEach(() => {
    start = ukDate(3 + 14 * (test++ % 25));
  });

  /** 2 × 4-day gown (£111 each) + 1 × 2-day midi (£49.50) = £271.50; + £15 + £8 = £294.50. */
  const lines = (): OrderLineBody[] => [
    { productId: gown.id, size: '10', duration: 4, quantity: 2, startDate: start },
    { productId: midi.id, size: '14', duration: 2, quantity: 1, startDate: start },
  ];
  const addDaysTo = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const SERVER_FIGURES = { subtotal: '271.50', cleaningFee: '15.00', insurance: '8.00', total: '294.50' };

  const place = (body: unknown, key?: string) => {
    const req = ctx().http().post('/api/orders');
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body as object);
  };

  const fillCart = async (sessionId: string) => {
    for (const line of lines()) {
      await ctx()
        .http()
        .post('/api/cart')
        .send({ sessionId, ...line })
        .expect(201);
    }
  };
  const cartOf = async (sessionId: string) => (await ctx().http().get(`/api/cart/${sessionId}`).expect(200)).body;

  it("is found by the admin's search and counted on the dashboard as it is placed and cancelled", async () => {
    const admin = await ctx().adminAgent();
    const summary = async () =>
      (await admin.get('/api/admin/summary').expect(200)).body as { monthlyRevenue: string; activeOrders: number };
    const before = await summary();
    const res = await place(orderBody(lines(), { customerName: 'Zenobia Quill', customerEmail: 'zq.orders@example.org' })).expect(201);
    const placed = await summary();
    expect(placed.activeOrders).toBe(before.activeOrders + 1);
    expect(toPence(placed.monthlyRevenue)).toBe(toPence(before.monthlyRevenue) + toPence(SERVER_FIGURES.total));
    for (const q of ['zenob', 'Quill', 'zq', res.body.id.slice(-8).toUpperCase()]) {
      const found = await admin.get(`/api/orders?q=${encodeURIComponent(q)}`).expect(200);
      expect(found.body.map((o: { id: string }) => o.id)).toEqual([res.body.id]);
    }
    await admin.put(`/api/orders/${res.body.id}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await summary()).toEqual(before);
  });

  it('places an order priced by the server, with its lines, and empties the cart', async () => {
    const session = newSessionId();
    await fillCart(session);
    const before = await rowCounts(ctx());
    const res = await place(orderBody(lines(), {}, session)).expect(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '07700 900123',
      deliveryAddress: '1 Savile Row, London W1S 3PR',
      // Derived from the lines: the first start, and the last day of the 4-day gown.
      rentalStartDate: start,
      rentalEndDate: addDaysTo(start, 3),
      ...SERVER_FIGURES,
      status: 'pending',
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
    expect(res.body.items).toEqual([
      {
        id: expect.any(String),
        productId: gown.id,
        productName: 'Aurora Sequin Gown',
        size: '10',
        duration: 4,
        quantity: 2,
        unitPrice: '111.00',
        startDate: start,
        endDate: addDaysTo(start, 3),
        isBackup: false,
        requestState: 'accepted',
        declineReason: null,
        requestDeadline: null,
      },
      {
        id: expect.any(String),
        productId: midi.id,
        productName: 'Guest Midi',
        size: '14',
        duration: 2,
        quantity: 1,
        unitPrice: '49.50',
        startDate: start,
        endDate: addDaysTo(start, 1),
        isBackup: false,
        requestState: 'accepted',
        declineReason: null,
        requestDeadline: null,
      },
    ]);
    expect(await rowCounts(ctx())).toEqual({
      ...before,
      orders: before.orders + 1,
      order_items: before.order_items + 2,
      cart_items: before.cart_items - 2,
      bookings: before.bookings + 2,
    });
    expect(await cartOf(session)).toEqual([]);
  });

  it('places an order without a session and leaves every cart alone', async () => {
    const someone = newSessionId();
    await fillCart(someone);
    await place(orderBody(lines())).expect(201);
    expect(await cartOf(someone)).toHaveLength(2);
  });

  it('trims what was typed, accepts the soonest start (two days out) and order dates equal to the lines’', async () => {
    const soonest = lines().map((l) => ({ ...l, startDate: ukDate(2) }));
    const res = await place(
      orderBody(soonest, { customerName: '  Grace Hopper ', rentalStartDate: ukDate(2), rentalEndDate: ukDate(5) }),
    ).expect(201);
    expect(res.body).toMatchObject({ customerName: 'Grace Hopper', rentalStartDate: ukDate(2), rentalEndDate: ukDate(5) });
  });

  it('derives the order dates from lines with different starts', async () => {
    const items = [
      { ...lines()[0], startDate: addDaysTo(start, 5) },
      { ...lines()[1], startDate: start },
    ];
    const res = await place(orderBody(items)).expect(201);
    expect(res.body).toMatchObject({ rentalStartDate: start, rentalEndDate: addDaysTo(start, 8) });
  });

  describe("the spec's own payload: dates on the order, none on the lines", () => {
    /** Exactly the original API's fields: order (with rentalStartDate/rentalEndDate) and items without dates. */
    const specBody = (rentalEndDate: string) => ({
      order: {
        customerName: 'Ada Lovelace',
        customerEmail: 'ada@example.com',
        customerPhone: '07700 900123',
        deliveryAddress: '1 Savile Row, London W1S 3PR',
        rentalStartDate: start,
        rentalEndDate,
        subtotal: '271.50',
        cleaningFee: '15.00',
        insurance: '8.00',
        total: '294.50',
      },
      items: [
        { productId: gown.id, size: '10', duration: 4, quantity: 2, unitPrice: '111.00' },
        { productId: midi.id, size: '14', duration: 2, quantity: 1, unitPrice: '49.50' },
      ],
    });

    it("places it, each line renting from the order's start date", async () => {
      const before = await rowCounts(ctx());
      const res = await place(specBody(addDaysTo(start, 3))).expect(201);
      expect(res.body).toMatchObject({ rentalStartDate: start, rentalEndDate: addDaysTo(start, 3), ...SERVER_FIGURES });
      expect(res.body.items.map((i: OrderView['items'][number]) => [i.productName, i.startDate, i.endDate])).toEqual([
        ['Aurora Sequin Gown', start, addDaysTo(start, 3)],
        ['Guest Midi', start, addDaysTo(start, 1)],
      ]);
      expect(await rowCounts(ctx())).toEqual({
        ...before,
        orders: before.orders + 1,
        order_items: before.order_items + 2,
        bookings: before.bookings + 2,
      });
    });

    it('refuses an end date the lines do not give, and writes nothing', async () => {
      const before = await rowCounts(ctx());
      const res = await place(specBody(addDaysTo(start, 1))).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'RENTAL_DATES_MISMATCH', message: AVAILABILITY_MESSAGES.orderDatesMismatch });
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it("keeps a line's own start date beside the order's", async () => {
      const body = specBody(addDaysTo(start, 8));
      const items = [{ ...body.items[0], startDate: addDaysTo(start, 5) }, body.items[1]];
      const res = await place({ ...body, items }).expect(201);
      expect(res.body.items.map((i: OrderView['items'][number]) => i.startDate)).toEqual([addDaysTo(start, 5), start]);
    });
  });

  it('accepts client figures equal to the server’s and stores the server’s total', async () => {
    const items = lines();
    items[0].unitPrice = '111.00';
    items[1].unitPrice = 49.5;
    const res = await place(orderBody(items, { subtotal: '271.5', cleaningFee: 15, insurance: '8.00', total: 294.5 })).expect(201);
    expect(res.body).toMatchObject(SERVER_FIGURES);
    const stored = await ctx().dataSource.query(`SELECT total FROM orders WHERE id = '${res.body.id}'`);
    expect(Number(stored[0].total)).toBe(294.5);
  });

  describe('refuses figures that differ from the server’s with 409 and stores nothing', () => {
    const tampered: [string, (items: OrderLineBody[]) => [OrderLineBody[], Record<string, unknown>]][] = [
      ['a lower total', (items) => [items, { total: '1.00' }]],
      ['a lower subtotal', (items) => [items, { subtotal: '100.00' }]],
      ['no cleaning fee', (items) => [items, { cleaningFee: '0.00' }]],
      ['no insurance', (items) => [items, { insurance: 0 }]],
      ['a lower unit price', (items) => [[{ ...items[0], unitPrice: '65.00' }, items[1]], {}]],
      ['right totals with a wrong unit price', (items) => [[items[0], { ...items[1], unitPrice: '49.00' }], SERVER_FIGURES]],
    ];
    it.each(tampered)('%s', async (_name, tamper) => {
      const session = newSessionId();
      await fillCart(session);
      const before = await rowCounts(ctx());
      const [items, figures] = tamper(lines());
      const res = await place(orderBody(items, figures, session), `tamper-${newSessionId()}`).expect(409);
      expect(res.body).toMatchObject({
        statusCode: 409,
        code: 'QUOTE_CHANGED',
        message: QUOTE_CHANGED,
        quote: { totalPence: toPence(SERVER_FIGURES.total) },
      });
      expect(await rowCounts(ctx())).toEqual(before);
      expect(await cartOf(session)).toHaveLength(2);
    });
  });

  describe('refuses bad input with the form’s message and writes nothing', () => {
    type Case = [string, () => unknown, number, string, string?];
    const withOrder = (order: Record<string, unknown>) => () => orderBody(lines(), order);
    const withLine = (line: Record<string, unknown>) => () => orderBody([{ ...lines()[0], ...line }]);
    /** The address as the shop's form sends it: parts instead of the one text. */
    const withParts = (parts: Record<string, unknown>) =>
      withOrder({ deliveryAddress: undefined, addressLine1: '12 Rosewood Lane', town: 'Bath', postcode: 'BA1 2AB', ...parts });
    const cases: Case[] = [
      ['no name', withOrder({ customerName: undefined }), 400, MISSING],
      ['a blank name', withOrder({ customerName: '   ' }), 400, MISSING],
      ['no email', withOrder({ customerEmail: undefined }), 400, MISSING],
      ['a blank email', withOrder({ customerEmail: '' }), 400, MISSING],
      ['no phone', withOrder({ customerPhone: undefined }), 400, MISSING],
      ['no delivery address', withOrder({ deliveryAddress: ' ' }), 400, MISSING],
      ['a name that is a number', withOrder({ customerName: 42 }), 400, MISSING],
      ['no customer details at all', () => ({ items: lines() }), 400, MISSING],
      ['an invalid email', withOrder({ customerEmail: 'ada@' }), 400, CHECKOUT_MESSAGES.email],
      ['a phone with letters', withOrder({ customerPhone: '0770O 900123' }), 400, CHECKOUT_MESSAGES.phone],
      ['a phone too short', withOrder({ customerPhone: '0770 9001' }), 400, CHECKOUT_MESSAGES.phone],
      ['a phone too long', withOrder({ customerPhone: '+44 (0) 7700 900 123 45' }), 400, CHECKOUT_MESSAGES.phone],
      ['a phone with a + inside', withOrder({ customerPhone: '07700+900123' }), 400, CHECKOUT_MESSAGES.phone],
      ['a line with no start date', withLine({ startDate: undefined }), 400, AVAILABILITY_MESSAGES.startDateRequired],
      ['a start date that does not exist', withLine({ startDate: '2031-02-30' }), 400, AVAILABILITY_MESSAGES.invalidDate],
      ['a start date written the UK way', withLine({ startDate: '14/06/2031' }), 400, AVAILABILITY_MESSAGES.invalidDate],
      ['a start date that is a number', withLine({ startDate: 20310614 }), 400, AVAILABILITY_MESSAGES.invalidDate],
      ['a start in the past', withLine({ startDate: ukDate(-1) }), 400, AVAILABILITY_MESSAGES.tooSoon(ukDate(2)), 'INVALID_START_DATE'],
      [
        'a start tomorrow (no time to deliver)',
        withLine({ startDate: ukDate(1) }),
        400,
        AVAILABILITY_MESSAGES.tooSoon(ukDate(2)),
        'INVALID_START_DATE',
      ],
      [
        'a start more than a year ahead',
        withLine({ startDate: ukDate(366) }),
        400,
        AVAILABILITY_MESSAGES.tooFar(ukDate(365)),
        'INVALID_START_DATE',
      ],
      [
        'order dates that differ from the lines',
        withOrder({ rentalStartDate: ukDate(300) }),
        400,
        AVAILABILITY_MESSAGES.orderDatesMismatch,
        'RENTAL_DATES_MISMATCH',
      ],
      ['an order date that is not text', withOrder({ rentalEndDate: 5 }), 400, CHECKOUT_MESSAGES.invalidDate],
      ['a name over 120 characters', withOrder({ customerName: 'A'.repeat(121) }), 400, 'Name must be at most 120 characters.'],
      [
        'an address over 500 characters',
        withOrder({ deliveryAddress: 'x'.repeat(501) }),
        400,
        'Delivery address must be at most 500 characters.',
      ],
      ['a one-letter name', withOrder({ customerName: 'E' }), 400, CHECKOUT_MESSAGES.name],
      ['a name with no letter', withOrder({ customerName: '12' }), 400, CHECKOUT_MESSAGES.name],
      ['an address with no postcode', withOrder({ deliveryAddress: '1 x' }), 400, CHECKOUT_MESSAGES.addressWithoutPostcode],
      [
        'an address ending with half a postcode',
        withOrder({ deliveryAddress: '1 Savile Row, London W1' }),
        400,
        CHECKOUT_MESSAGES.addressWithoutPostcode,
      ],
      ['little before the postcode', withOrder({ deliveryAddress: '1 x, Bath BA1 1AA' }), 400, CHECKOUT_MESSAGES.addressTooShort],
      ['an address line 1 of "1 x"', withParts({ addressLine1: '1 x' }), 400, CHECKOUT_MESSAGES.addressLine1],
      ['parts without a town', withParts({ town: undefined }), 400, MISSING],
      ['parts without a postcode', withParts({ postcode: undefined }), 400, MISSING],
      ['a postcode that is not one', withParts({ postcode: 'BA1' }), 400, CHECKOUT_MESSAGES.postcode],
      ['a town that is a number', withParts({ town: 7 }), 400, CHECKOUT_MESSAGES.town],
      [
        'an address line 2 over 120 characters',
        withParts({ addressLine2: 'x'.repeat(121) }),
        400,
        'Address line 2 must be at most 120 characters.',
      ],
      [
        'the address twice, as text and as parts',
        withParts({ deliveryAddress: '1 Savile Row, London W1S 3PR' }),
        400,
        CHECKOUT_MESSAGES.addressTwice,
      ],
      ['an email over 254 characters', withOrder({ customerEmail: `${'a'.repeat(250)}@example.com` }), 400, CHECKOUT_MESSAGES.email],
      ['a total that is not money', withOrder({ total: 'free' }), 400, 'Total must be an amount in pounds, such as 45.00.'],
      ['no items', () => orderBody([]), 400, CHECKOUT_MESSAGES.emptyCart],
      ['items missing', () => ({ order: orderBody([]).order }), 400, CHECKOUT_MESSAGES.emptyCart],
      ['items that are not a list', () => ({ ...orderBody([]), items: 'gown' }), 400, 'Items must be a list of order lines.'],
      ['a line that is not an object', () => ({ ...orderBody([]), items: [7] }), 400, 'Each order line must be an object.'],
      ['21 lines', () => orderBody(Array.from({ length: 21 }, () => lines()[1])), 400, 'An order can have at most 20 lines.'],
      ['an unknown product', withLine({ productId: '00000000-0000-4000-8000-000000000000' }), 404, 'Product not found.'],
      ['a product slug instead of an id', withLine({ productId: 'aurora-sequin-gown' }), 404, 'Product not found.'],
      ['a line with no size', withLine({ size: undefined }), 400, noticeText(NOTICES.sizeRequired)],
      ['a size the dress does not come in', withLine({ size: '14' }), 400, 'Size 14 is not available for this dress.'],
      ['a 3-day rental', withLine({ duration: 3 }), 400, 'Rental duration must be 2 or 4 days.'],
      ['a duration sent as text', withLine({ duration: '4' }), 400, 'Rental duration must be 2 or 4 days.'],
      ['quantity 0', withLine({ quantity: 0 }), 400, 'Quantity must be a whole number from 1 to 10.'],
      ['quantity 11', withLine({ quantity: 11 }), 400, 'Quantity must be a whole number from 1 to 10.'],
      ['a unit price that is not money', withLine({ unitPrice: '1.234' }), 400, 'Unit price must be an amount in pounds, such as 45.00.'],
      [
        'a malformed session id',
        () => orderBody(lines(), {}, 'bad id!'),
        400,
        'The cart session id must be 8 to 128 letters, digits, hyphens or underscores.',
      ],
      [
        'an unknown top-level field',
        () => ({ ...orderBody(lines()), hacked: true }),
        400,
        "Unknown field 'hacked' - it is not part of this request.",
        'UNKNOWN_FIELD',
      ],
      [
        'a status set by the customer',
        withOrder({ status: 'completed' }),
        400,
        "Unknown field 'order.status' - it is not part of this request.",
        'UNKNOWN_FIELD',
      ],
      [
        'an unknown line field',
        withLine({ productName: 'Free Dress' }),
        400,
        "Unknown field 'items.0.productName' - it is not part of this request.",
        'UNKNOWN_FIELD',
      ],
    ];

    // Every row gets five cells: a shorter row would make Jest pass `done` as the fifth argument.
    const rows = cases.map(([name, body, status, message, code]) => [name, body, status, message, code ?? null] as const);
    it.each(rows)('%s', async (_name, body, status, message, code) => {
      const session = newSessionId();
      await fillCart(session);
      const before = await rowCounts(ctx());
      const sent = body() as Record<string, unknown>;
      const res = await place(sent.sessionId ? sent : { ...sent, sessionId: session }, `bad-${newSessionId()}`).expect(status);
      expect(res.body).toEqual({ statusCode: status, code: code ?? expect.any(String), message });
      expect(await rowCounts(ctx())).toEqual(before);
      expect(await cartOf(session)).toHaveLength(2);
    });

    it('a malformed Idempotency-Key', async () => {
      const before = await rowCounts(ctx());
      for (const key of ['has spaces', 'k'.repeat(129), 'semi;colon']) {
        const res = await place(orderBody(lines()), key).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'INVALID_IDEMPOTENCY_KEY',
          message: 'The Idempotency-Key header must be 1 to 128 letters, digits or the characters - _ : .',
        });
      }
      expect(await rowCounts(ctx())).toEqual(before);
    });
  });

  describe('the delivery address', () => {
    it.each([
      [
        'its parts, composed into one line with the postcode as Royal Mail writes it',
        { addressLine1: ' 12 Rosewood Lane ', addressLine2: 'Flat 2', town: 'Bath', postcode: 'ba12ab' },
        '12 Rosewood Lane, Flat 2, Bath BA1 2AB',
      ],
      [
        'its parts without the optional line 2',
        { addressLine1: '12 Rosewood Lane', addressLine2: '', town: 'Bath', postcode: 'BA1 2AB' },
        '12 Rosewood Lane, Bath BA1 2AB',
      ],
      [
        'one text, as API clients send it, its postcode normalised',
        { deliveryAddress: '1 Savile Row, London, w1s3pr' },
        '1 Savile Row, London W1S 3PR',
      ],
    ])('is stored from %s', async (_name, address, stored) => {
      const session = newSessionId();
      await fillCart(session);
      const body = orderBody(lines(), { deliveryAddress: undefined, ...address }, session);
      const res = await place(body, `address-${newSessionId()}`).expect(201);
      expect(res.body.deliveryAddress).toBe(stored);
      const [row] = await ctx().dataSource.query<{ deliveryAddress: string }[]>('SELECT deliveryAddress FROM orders WHERE id = ?', [
        res.body.id,
      ]);
      expect(row.deliveryAddress).toBe(stored);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first order for a retry with the same body and creates nothing more', async () => {
      const key = `checkout-${newSessionId()}`;
      const session = newSessionId();
      await fillCart(session);
      const body = orderBody(lines(), SERVER_FIGURES, session);
      const first = await place(body, key).expect(201);
      const after = await rowCounts(ctx());
      expect(after.idempotency_keys).toBeGreaterThan(0);

      // The same body with its keys in another order is the same request.
      const reversed = (o: object) => Object.fromEntries(Object.entries(o).reverse());
      const reordered = { items: body.items.map(reversed), order: reversed(body.order), sessionId: session };
      expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body));
      const retry = await place(reordered, key).expect(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await rowCounts(ctx())).toEqual(after);
    });

    it('replays even after the price has moved, since the customer already paid the first figure', async () => {
      const dress = await createProduct(ctx(), { name: 'Repricing Dress', basePrice: '50.00', availableSizes: ['10'] });
      const key = `reprice-${newSessionId()}`;
      const body = orderBody([{ productId: dress.id, size: '10', duration: 2, quantity: 1, unitPrice: '50.00', startDate: start }]);
      const first = await place(body, key).expect(201);
      const agent = await ctx().adminAgent();
      await agent
        .put(`/api/products/${dress.id}`)
        .send(productBody({ name: 'Repricing Dress', basePrice: '55.00', availableSizes: ['10'] }))
        .expect(200);
      const retry = await place(body, key).expect(201);
      expect(retry.body.id).toBe(first.body.id);
      expect(retry.body.total).toBe('73.00');
      // A new attempt (new key) with the old figure is told the price changed.
      await place(body, `reprice-${newSessionId()}`).expect(409);
    });

    it('refuses the same key with a different body', async () => {
      const key = `reuse-${newSessionId()}`;
      await place(orderBody(lines()), key).expect(201);
      const before = await rowCounts(ctx());
      const res = await place(orderBody(lines(), { customerName: 'Someone Else' }), key).expect(409);
      expect(res.body).toEqual({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED });
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it('creates exactly one order from ten parallel requests with one key', async () => {
      const key = `parallel-${newSessionId()}`;
      const session = newSessionId();
      await fillCart(session);
      const before = await rowCounts(ctx());
      const body = orderBody(lines(), {}, session);
      const responses = await Promise.all(Array.from({ length: 10 }, () => place(body, key)));
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
      const ids = new Set(responses.map((r) => r.body.id));
      expect(ids.size).toBe(1);
      expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
      expect(await rowCounts(ctx())).toEqual({
        orders: before.orders + 1,
        order_items: before.order_items + 2,
        cart_items: before.cart_items - 2,
        idempotency_keys: before.idempotency_keys + 1,
        bookings: before.bookings + 2,
      });
    });

    it('lets the key row decide when two checkouts race past the first look-up', async () => {
      // Calls the service directly so both requests are certainly past the key look-up before
      // either writes: the loser must hit the primary key, roll back, and replay the winner.
      const checkout = ctx().app.get(CheckoutService);
      const key = `race-${newSessionId()}`;
      const session = newSessionId();
      await fillCart(session);
      const before = await rowCounts(ctx());
      const body = orderBody(lines(), {}, session) as unknown as PlaceOrderDto;
      const [a, b] = await Promise.all([checkout.place(body, key), checkout.place(body, key)]);
      expect(a.order.id).toBe(b.order.id);
      expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
      expect(await rowCounts(ctx())).toEqual({
        orders: before.orders + 1,
        order_items: before.order_items + 2,
        cart_items: before.cart_items - 2,
        idempotency_keys: before.idempotency_keys + 1,
        bookings: before.bookings + 2,
      });
    });

    it('never replays a twin whose first request rolls back, and stores no order', async () => {
      // The first request writes its key and its order, then finds the one unit taken and rolls
      // back. Its twin (same key, same body) arrives while that transaction is still open.
      const checkout = ctx().app.get(CheckoutService);
      const availability = ctx().app.get(AvailabilityService);
      const dress = await createProduct(ctx(), { name: 'Twin Dress', basePrice: '50.00', availableSizes: ['10'] });
      const item = { productId: dress.id, size: '10', duration: 2, quantity: 1, startDate: start };
      await place(orderBody([item], { customerName: 'Got There First' })).expect(201);
      const key = `twin-${newSessionId()}`;
      const body = orderBody([item]) as unknown as PlaceOrderDto;
      const before = await rowCounts(ctx());

      const reserve = availability.reserve.bind(availability);
      type Outcome = { placed?: { replayed: boolean }; error?: unknown };
      const twin: { settled?: Promise<Outcome> } = {};
      const spy = jest.spyOn(availability, 'reserve').mockImplementation(async (...args) => {
        if (!twin.settled) {
          const settled = checkout.place(body, key).then(
            (placed): Outcome => ({ placed }),
            (error: unknown): Outcome => ({ error }),
          );
          twin.settled = settled;
          // Give the twin every chance to read (it must not see this open transaction), then go on.
          await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1000))]);
        }
        return reserve(...args);
      });
      try {
        await expect(checkout.place(body, key)).rejects.toMatchObject({ code: 'DATES_UNAVAILABLE' });
        const outcome = await twin.settled;
        expect(outcome?.placed).toBeUndefined();
        expect(outcome?.error).toMatchObject({ code: 'DATES_UNAVAILABLE' });
      } finally {
        spy.mockRestore();
      }
      expect(await rowCounts(ctx())).toEqual(before);
      expect(await ctx().dataSource.getRepository(IdempotencyRecord).countBy({ key })).toBe(0);
    });

    it('keeps parallel orders with different keys apart', async () => {
      const before = await rowCounts(ctx());
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => place(orderBody(lines(), { customerName: `Parallel ${i}` }), `distinct-${newSessionId()}`)),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(5).fill(201));
      expect(new Set(responses.map((r) => r.body.id)).size).toBe(5);
      expect((await rowCounts(ctx())).orders).toBe(before.orders + 5);
    });
  });

  describe('admin', () => {
    it('answers 401 without the admin session', async () => {
      const list = await ctx().http().get('/api/orders').expect(401);
      expect(list.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      const order = (await place(orderBody(lines())).expect(201)).body as OrderView;
      await ctx().http().put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(401);
      const agent = await ctx().adminAgent();
      const list2 = await agent.get('/api/orders').expect(200);
      expect(list2.body.find((o: OrderView) => o.id === order.id).status).toBe('pending');
    });

    it('lists every order newest first, each with its lines', async () => {
      const older = (await place(orderBody(lines(), { customerName: 'Older Order' })).expect(201)).body as OrderView;
      const newer = (await place(orderBody([lines()[1]], { customerName: 'Newer Order' })).expect(201)).body as OrderView;
      const agent = await ctx().adminAgent();
      const res = await agent.get('/api/orders').expect(200);
      const ids = res.body.map((o: OrderView) => o.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids[0]).toBe(newer.id);
      const times = res.body.map((o: OrderView) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(res.body[0]).toEqual(newer);
      expect(res.body.find((o: OrderView) => o.id === older.id).items).toHaveLength(2);
    });

    it('moves an order pending → processing → completed and refuses other moves', async () => {
      const agent = await ctx().adminAgent();
      const order = (await place(orderBody(lines())).expect(201)).body as OrderView;
      const url = `/api/orders/${order.id}/status`;

      const skip = await agent.put(url).send({ status: 'completed' }).expect(409);
      expect(skip.body).toEqual({
        statusCode: 409,
        code: 'ILLEGAL_TRANSITION',
        message: expect.stringContaining('cannot move from pending to completed'),
      });

      const processing = await agent.put(url).send({ status: 'processing' }).expect(200);
      expect(processing.body).toEqual({ ...order, status: 'processing' });
      const completed = await agent.put(url).send({ status: 'completed' }).expect(200);
      expect(completed.body.status).toBe('completed');

      const back = await agent.put(url).send({ status: 'processing' }).expect(409);
      expect(back.body.code).toBe('ILLEGAL_TRANSITION');
      const list = await agent.get('/api/orders').expect(200);
      expect(list.body.find((o: OrderView) => o.id === order.id).status).toBe('completed');
    });

    it('lets only one of two admins pressing at once move the order', async () => {
      const agent = await ctx().adminAgent();
      const order = (await place(orderBody(lines())).expect(201)).body as OrderView;
      const url = `/api/orders/${order.id}/status`;
      const results = await Promise.all([agent.put(url).send({ status: 'processing' }), agent.put(url).send({ status: 'processing' })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('refuses an unknown status, an unknown field and an unknown order', async () => {
      const agent = await ctx().adminAgent();
      const order = (await place(orderBody(lines())).expect(201)).body as OrderView;
      const url = `/api/orders/${order.id}/status`;
      const bad = await agent.put(url).send({ status: 'shipped' }).expect(400);
      expect(bad.body.message).toBe('Status must be one of pending, processing, completed, cancelled.');
      const unknown = await agent.put(url).send({ status: 'processing', total: '0.00' }).expect(400);
      expect(unknown.body.code).toBe('UNKNOWN_FIELD');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-order']) {
        const missing = await agent.put(`/api/orders/${id}/status`).send({ status: 'processing' }).expect(404);
        expect(missing.body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
      }
      const list = await agent.get('/api/orders').expect(200);
      expect(list.body.find((o: OrderView) => o.id === order.id).status).toBe('pending');
    });
  });

  it('keeps the lines of an order when the dress is deleted', async () => {
    const dress = await createProduct(ctx(), { name: 'Retired Gown', basePrice: '80.00', availableSizes: ['12'] });
    const order = (
      await place(orderBody([{ productId: dress.id, size: '12', duration: 2, quantity: 1, startDate: start }, lines()[1]])).expect(201)
    ).body as OrderView;
    const agent = await ctx().adminAgent();
    await agent.delete(`/api/products/${dress.id}`).expect(204);
    const list = await agent.get('/api/orders').expect(200);
    const kept = list.body.find((o: OrderView) => o.id === order.id) as OrderView;
    expect(kept.total).toBe(order.total);
    expect(kept.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: null, productName: 'Retired Gown', size: '12', unitPrice: '80.00' }),
        expect.objectContaining({ productId: midi.id, productName: 'Guest Midi' }),
      ]),
    );
  });

  it('documents every order and cart route in the OpenAPI document', async () => {
    const doc = (await ctx().http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/orders',
        '/api/orders/{id}/status',
        '/api/cart',
        '/api/cart/{sessionId}',
        '/api/cart/{id}',
        '/api/cart/session/{sessionId}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/orders'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '409']));
  });
});
