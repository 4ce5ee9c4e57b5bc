import type { CartItemView, ProductView } from '@dw/contracts';
import { AVAILABILITY_MESSAGES, NOTICES, noticeText } from '@dw/contracts';
import { Product } from '../src/catalogue/product.entity';
import { createProduct, newSessionId, rowCounts, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

const SESSION_MESSAGE = 'The cart session id must be 8 to 128 letters, digits, hyphens or underscores.';
const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 10.';

describeEachDatabase('cart', (ctx) => {
  let gown: ProductView;
  let midi: ProductView;

  beforeAll(async () => {
    gown = await createProduct(ctx(), {
      name: 'Aurora Sequin Gown',
      basePrice: '65.00',
      availableSizes: ['8', '10', '12'],
      imageUrls: ['https://images.example.com/aurora-front.jpg', 'https://images.example.com/aurora-back.jpg'],
      // Enough units for the quantities below; one-unit stock is the availability suite's subject.
      stock: { '8': 10, '10': 10, '12': 10 },
    });
    midi = await createProduct(ctx(), { name: 'Guest Midi', basePrice: '49.50', availableSizes: ['14'] });
  });

  const add = (body: Record<string, unknown>) => ctx().http().post('/api/cart').send(body);
  const line = (sessionId: string, overrides: Record<string, unknown> = {}) => ({
    sessionId,
    productId: gown.id,
    size: '10',
    duration: 2,
    quantity: 1,
    startDate: ukDate(7),
    ...overrides,
  });

  it('starts with an empty cart', async () => {
    const res = await ctx().http().get(`/api/cart/${newSessionId()}`).expect(200);
    expect(res.body).toEqual([]);
  });

  it('adds lines with server prices and the embedded product, and lists them oldest first', async () => {
    const session = newSessionId();
    const first = await add(line(session, { duration: 4, quantity: 2 })).expect(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sessionId: session,
      productId: gown.id,
      size: '10',
      duration: 4,
      quantity: 2,
      startDate: ukDate(7),
      endDate: ukDate(10),
      returnDate: ukDate(11),
      available: true,
      unavailableReason: null,
      // 65 × 1.7 = 110.50, rounded to whole pounds.
      unitPrice: '111.00',
      maxQuantity: 10,
      backupSize: null,
      backupUnavailableReason: null,
      product: {
        name: 'Aurora Sequin Gown',
        slug: gown.slug,
        basePrice: '65.00',
        imageUrl: 'https://images.example.com/aurora-front.jpg',
      },
    });
    await add(line(session, { productId: midi.id, size: '14' })).expect(201);
    await add(line(session, { size: '8' })).expect(201);

    const cart = await ctx().http().get(`/api/cart/${session}`).expect(200);
    expect(cart.body.map((l: CartItemView) => [l.product.name, l.size, l.duration, l.unitPrice])).toEqual([
      ['Aurora Sequin Gown', '10', 4, '111.00'],
      ['Guest Midi', '14', 2, '49.50'],
      ['Aurora Sequin Gown', '8', 2, '65.00'],
    ]);
    const other = await ctx().http().get(`/api/cart/${newSessionId()}`).expect(200);
    expect(other.body).toEqual([]);
  });

  it('uses the product’s own 4-day price when it has one, and the older imageUrl when it has no images', async () => {
    const dress = await createProduct(ctx(), { name: 'Lender Dress', basePrice: '40.00', availableSizes: ['10'] });
    await ctx()
      .dataSource.getRepository(Product)
      .update(dress.id, { rentalPrice4Day: '60.00', imageUrls: [], imageUrl: 'https://images.example.com/old.jpg' });
    const res = await add(line(newSessionId(), { productId: dress.id, duration: 4 })).expect(201);
    expect(res.body.unitPrice).toBe('60.00');
    expect(res.body.product.imageUrl).toBe('https://images.example.com/old.jpg');
  });

  it('merges the same dress, size, duration and start date into one line', async () => {
    const session = newSessionId();
    const first = await add(line(session, { quantity: 2 })).expect(201);
    const before = await ctx().count('cart_items');
    const second = await add(line(session, { quantity: 3 })).expect(201);
    expect(second.body).toMatchObject({ id: first.body.id, quantity: 5 });
    expect(await ctx().count('cart_items')).toBe(before);
    // Another duration is another line.
    const fourDay = await add(line(session, { duration: 4 })).expect(201);
    expect(fourDay.body.id).not.toBe(first.body.id);
    // Another start date too.
    const later = await add(line(session, { startDate: ukDate(30) })).expect(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('keeps one line when the same first add arrives ten times at once', async () => {
    const session = newSessionId();
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(line(session))));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const cart = (await ctx().http().get(`/api/cart/${session}`).expect(200)).body as CartItemView[];
    expect(cart.map((l) => [l.size, l.quantity])).toEqual([['10', 10]]);
  });

  it('refuses a merge that would pass ten and leaves the line as it was', async () => {
    const session = newSessionId();
    const first = await add(line(session, { quantity: 8 })).expect(201);
    const res = await add(line(session, { quantity: 3 })).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Your cart already holds 8 of this dress in size 10 for 2 days; a line can hold at most 10.',
    });
    const cart = await ctx().http().get(`/api/cart/${session}`).expect(200);
    expect(cart.body).toEqual([expect.objectContaining({ id: first.body.id, quantity: 8 })]);
  });

  describe('refuses a bad line and writes nothing', () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['a short session id', { sessionId: 'abc' }, 400, SESSION_MESSAGE],
      ['a session id with a slash', { sessionId: 'abcdefgh/ij' }, 400, SESSION_MESSAGE],
      ['no session id', { sessionId: undefined }, 400, SESSION_MESSAGE],
      ['an unknown product', { productId: '00000000-0000-4000-8000-000000000000' }, 404, 'Product not found.'],
      ['a product id that is not an id', { productId: 'aurora-sequin-gown' }, 404, 'Product not found.'],
      ['no size', { size: undefined }, 400, noticeText(NOTICES.sizeRequired)],
      ['an empty size', { size: '' }, 400, noticeText(NOTICES.sizeRequired)],
      ['a size the dress does not come in', { size: '22' }, 400, 'Size 22 is not available for this dress.'],
      ['a size that is not a UK size', { size: 'XL' }, 400, 'Size must be a UK size from 4 to 22.'],
      ['a 3-day rental', { duration: 3 }, 400, 'Rental duration must be 2 or 4 days.'],
      ['a duration sent as text', { duration: '2' }, 400, 'Rental duration must be 2 or 4 days.'],
      ['quantity 0', { quantity: 0 }, 400, QUANTITY_MESSAGE],
      ['quantity 11', { quantity: 11 }, 400, QUANTITY_MESSAGE],
      ['a fractional quantity', { quantity: 1.5 }, 400, QUANTITY_MESSAGE],
      ['a quantity sent as text', { quantity: '1' }, 400, QUANTITY_MESSAGE],
      ['a start date that does not exist', { startDate: '2031-02-29' }, 400, AVAILABILITY_MESSAGES.invalidDate],
      ['a start date with a time', { startDate: `${ukDate(7)}T10:00:00Z` }, 400, AVAILABILITY_MESSAGES.invalidDate],
      ['a start date tomorrow', { startDate: ukDate(1) }, 400, AVAILABILITY_MESSAGES.tooSoon(ukDate(2))],
      ['a start date over a year ahead', { startDate: ukDate(400) }, 400, AVAILABILITY_MESSAGES.tooFar(ukDate(365))],
    ];
    it.each(cases)('%s', async (_name, overrides, status, message) => {
      const before = await rowCounts(ctx());
      const res = await add(line(newSessionId(), overrides)).expect(status);
      expect(res.body).toEqual({ statusCode: status, code: expect.any(String), message });
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it('more units than the dress has in that size (409)', async () => {
      const before = await rowCounts(ctx());
      const res = await add(line(newSessionId(), { productId: midi.id, size: '14', quantity: 2 })).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'DATES_UNAVAILABLE',
        message: AVAILABILITY_MESSAGES.unavailable('Guest Midi', '14', ukDate(7)),
      });
      expect(await rowCounts(ctx())).toEqual(before);
    });

    it('an unknown field', async () => {
      const before = await rowCounts(ctx());
      const res = await add({ ...line(newSessionId()), unitPrice: '1.00' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'UNKNOWN_FIELD',
        message: "Unknown field 'unitPrice' - it is not part of this request.",
      });
      expect(await rowCounts(ctx())).toEqual(before);
    });
  });

  describe("the spec's payload: a line without a start date", () => {
    /** Exactly the original API's fields: sessionId, productId, size, duration, quantity. */
    const specLine = (sessionId: string) => ({ sessionId, productId: gown.id, size: '12', duration: 2, quantity: 1 });
    const put = (id: string, owner: string, body: Record<string, unknown>) =>
      ctx().http().put(`/api/cart/${id}`).set('X-Session-Id', owner).send(body);

    it('keeps the line, undated, and says it needs a date', async () => {
      const session = newSessionId();
      const first = await add(specLine(session)).expect(201);
      expect(first.body).toMatchObject({
        size: '12',
        quantity: 1,
        startDate: null,
        endDate: null,
        returnDate: null,
        available: false,
        unavailableReason: AVAILABILITY_MESSAGES.startDateRequired,
        unitPrice: '65.00',
        maxQuantity: 10,
      });
      // The same add again merges into it.
      const second = await add(specLine(session)).expect(201);
      expect(second.body).toMatchObject({ id: first.body.id, quantity: 2 });
      expect((await ctx().http().get(`/api/cart/${session}`).expect(200)).body).toHaveLength(1);
    });

    it('gets its dates from PUT, checked like an add', async () => {
      const session = newSessionId();
      const id = (await add(specLine(session)).expect(201)).body.id as string;
      const before = await rowCounts(ctx());
      const early = await put(id, session, { quantity: 1, startDate: ukDate(1) }).expect(400);
      expect(early.body).toEqual({ statusCode: 400, code: 'INVALID_START_DATE', message: AVAILABILITY_MESSAGES.tooSoon(ukDate(2)) });
      const bad = await put(id, session, { quantity: 1, startDate: '2031-02-30' }).expect(400);
      expect(bad.body.message).toBe(AVAILABILITY_MESSAGES.invalidDate);
      expect(await rowCounts(ctx())).toEqual(before);

      const dated = await put(id, session, { quantity: 1, startDate: ukDate(9) }).expect(200);
      expect(dated.body).toMatchObject({ id, startDate: ukDate(9), endDate: ukDate(10), available: true, unavailableReason: null });
    });

    it('merges into a line of the same dress and dates when dated', async () => {
      const session = newSessionId();
      const dated = (await add({ ...specLine(session), startDate: ukDate(11), quantity: 2 }).expect(201)).body.id as string;
      const undated = (await add(specLine(session)).expect(201)).body.id as string;
      const res = await put(undated, session, { quantity: 3, startDate: ukDate(11) }).expect(200);
      expect(res.body).toMatchObject({ id: dated, quantity: 5, startDate: ukDate(11) });
      const cart = (await ctx().http().get(`/api/cart/${session}`).expect(200)).body as CartItemView[];
      expect(cart.map((l) => [l.id, l.quantity])).toEqual([[dated, 5]]);
    });
  });

  describe('how many units a line may hold', () => {
    const put = (id: string, owner: string, quantity: number) =>
      ctx().http().put(`/api/cart/${id}`).set('X-Session-Id', owner).send({ quantity });

    it('says so for a one-of-a-kind dress and refuses a second unit with the number free', async () => {
      const session = newSessionId();
      const res = await add(line(session, { productId: midi.id, size: '14', startDate: ukDate(15) })).expect(201);
      expect(res.body.maxQuantity).toBe(1);
      const refused = await put(res.body.id, session, 2).expect(409);
      expect(refused.body).toEqual({ statusCode: 409, code: 'DATES_UNAVAILABLE', message: 'Only 1 available for these dates.' });
      const cart = (await ctx().http().get(`/api/cart/${session}`).expect(200)).body as CartItemView[];
      expect(cart[0].quantity).toBe(1);
    });

    it("counts the bookings and the cart's other lines of the size", async () => {
      // 7 of the 10 units in size 12 are booked around ukDate(20).
      await ctx()
        .http()
        .post('/api/orders')
        .send({
          order: {
            customerName: 'Ada Lovelace',
            customerEmail: 'ada@example.com',
            customerPhone: '07700 900123',
            deliveryAddress: '1 Savile Row, London W1S 3PR',
          },
          items: [{ productId: gown.id, size: '12', duration: 2, quantity: 7, startDate: ukDate(20) }],
        })
        .expect(201);
      const session = newSessionId();
      const a = (await add(line(session, { size: '12', startDate: ukDate(20) })).expect(201)).body as CartItemView;
      expect(a.maxQuantity).toBe(3);
      const b = (await add(line(session, { size: '12', startDate: ukDate(21) })).expect(201)).body as CartItemView;
      expect(b.maxQuantity).toBe(2);
      const cart = (await ctx().http().get(`/api/cart/${session}`).expect(200)).body as CartItemView[];
      expect(cart.map((l) => l.maxQuantity)).toEqual([2, 2]);

      const refused = await put(a.id, session, 3).expect(409);
      expect(refused.body.message).toBe('Only 2 available for these dates.');
      const raised = await put(a.id, session, 2).expect(200);
      expect(raised.body).toMatchObject({ quantity: 2, maxQuantity: 2 });
      // Lowering is always allowed.
      await put(a.id, session, 1).expect(200);
    });
  });

  it('refuses to read a cart with a malformed session id', async () => {
    const res = await ctx().http().get('/api/cart/short').expect(400);
    expect(res.body.message).toBe(SESSION_MESSAGE);
  });

  describe('changing and removing a line', () => {
    let owner: string;
    let lineId: string;

    beforeEach(async () => {
      owner = newSessionId();
      lineId = (await add(line(owner, { quantity: 2 })).expect(201)).body.id;
    });

    const quantityOf = async () => {
      const cart = await ctx().http().get(`/api/cart/${owner}`).expect(200);
      return cart.body.find((l: CartItemView) => l.id === lineId)?.quantity ?? null;
    };

    it('lets the owner set a new quantity', async () => {
      const res = await ctx().http().put(`/api/cart/${lineId}`).set('X-Session-Id', owner).send({ quantity: 4 }).expect(200);
      expect(res.body).toMatchObject({ id: lineId, quantity: 4, unitPrice: '65.00', product: { name: 'Aurora Sequin Gown' } });
      expect(await quantityOf()).toBe(4);
    });

    it('needs the X-Session-Id header', async () => {
      const put = await ctx().http().put(`/api/cart/${lineId}`).send({ quantity: 4 }).expect(400);
      expect(put.body).toEqual({ statusCode: 400, code: 'SESSION_REQUIRED', message: 'X-Session-Id header is required.' });
      const del = await ctx().http().delete(`/api/cart/${lineId}`).expect(400);
      expect(del.body.message).toBe('X-Session-Id header is required.');
      const malformed = await ctx().http().put(`/api/cart/${lineId}`).set('X-Session-Id', 'not valid!').send({ quantity: 4 }).expect(400);
      expect(malformed.body.message).toBe(SESSION_MESSAGE);
      expect(await quantityOf()).toBe(2);
    });

    it('answers 404 to another session and changes nothing', async () => {
      const stranger = newSessionId();
      const put = await ctx().http().put(`/api/cart/${lineId}`).set('X-Session-Id', stranger).send({ quantity: 9 }).expect(404);
      expect(put.body).toEqual({ statusCode: 404, code: 'CART_ITEM_NOT_FOUND', message: 'Cart item not found.' });
      const del = await ctx().http().delete(`/api/cart/${lineId}`).set('X-Session-Id', stranger).expect(404);
      expect(del.body.message).toBe('Cart item not found.');
      expect(await quantityOf()).toBe(2);
    });

    it('answers 404 for an unknown line', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-line']) {
        await ctx().http().put(`/api/cart/${id}`).set('X-Session-Id', owner).send({ quantity: 3 }).expect(404);
        await ctx().http().delete(`/api/cart/${id}`).set('X-Session-Id', owner).expect(404);
      }
      expect(await quantityOf()).toBe(2);
    });

    it('refuses a bad quantity or an unknown field and keeps the line', async () => {
      for (const quantity of [0, -1, 11, 2.5, '3', null]) {
        const res = await ctx().http().put(`/api/cart/${lineId}`).set('X-Session-Id', owner).send({ quantity }).expect(400);
        expect(res.body.message).toBe(QUANTITY_MESSAGE);
      }
      const unknown = await ctx()
        .http()
        .put(`/api/cart/${lineId}`)
        .set('X-Session-Id', owner)
        .send({ quantity: 3, sessionId: newSessionId() })
        .expect(400);
      expect(unknown.body.code).toBe('UNKNOWN_FIELD');
      expect(await quantityOf()).toBe(2);
    });

    it('lets the owner remove the line', async () => {
      await ctx().http().delete(`/api/cart/${lineId}`).set('X-Session-Id', owner).expect(204);
      expect(await quantityOf()).toBeNull();
      await ctx().http().delete(`/api/cart/${lineId}`).set('X-Session-Id', owner).expect(404);
    });
  });

  it("empties one session's cart and leaves the others", async () => {
    const mine = newSessionId();
    const theirs = newSessionId();
    await add(line(mine)).expect(201);
    await add(line(mine, { productId: midi.id, size: '14' })).expect(201);
    await add(line(theirs)).expect(201);
    await ctx().http().delete(`/api/cart/session/${mine}`).expect(204);
    expect((await ctx().http().get(`/api/cart/${mine}`).expect(200)).body).toEqual([]);
    expect((await ctx().http().get(`/api/cart/${theirs}`).expect(200)).body).toHaveLength(1);
    const bad = await ctx().http().delete('/api/cart/session/no').expect(400);
    expect(bad.body.message).toBe(SESSION_MESSAGE);
  });

  it('drops the lines of a dress the admin deletes', async () => {
    const dress = await createProduct(ctx(), { name: 'Short-lived Dress' });
    const session = newSessionId();
    await add(line(session, { productId: dress.id })).expect(201);
    const agent = await ctx().adminAgent();
    await agent.delete(`/api/products/${dress.id}`).expect(204);
    expect((await ctx().http().get(`/api/cart/${session}`).expect(200)).body).toEqual([]);
  });
});
