import { BOOKING_RULES_MESSAGES, LENDER_AREA_MESSAGES, type BookingRules, type ProductView } from '@dw/contracts';
import { lenderPhotos, lenderAccountBody } from './support/fixtures';
import { listingBody as dressBody } from './support/fuzz/world';
import { createProduct, newSessionId, orderBody, rowCounts, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

interface Lender {
  id: string;
  token: string;
  photos: string[];
}

const NONE: BookingRules = { minNoticeDays: null, availableFrom: null, availableUntil: null };

describeEachDatabase('booking rules: notice and a start-date window per dress', (ctx) => {
  const http = () => ctx().http();
  const as = (who: Lender) => ({
    get: (url: string) => http().get(url).set('X-Lender-Token', who.token),
    put: (url: string, body: object) => http().put(url).set('X-Lender-Token', who.token).send(body),
  });

  const createLender = async (fullName: string, email: string): Promise<Lender> => {
    const res = await http().post('/api/lender-accounts').send(lenderAccountBody(fullName, email)).expect(201);
    const agent = await ctx().adminAgent();
    await agent.put(`/api/lender-accounts/${res.body.id}/status`).send({ status: 'approved' }).expect(200);
    return { id: res.body.id, token: res.body.token, photos: await lenderPhotos(ctx(), res.body.token, 1) };
  };
  const submit = async (who: Lender, name: string): Promise<string> => {
    const res = await http()
      .post('/api/dress-listings')
      .set('X-Lender-Token', who.token)
      .send(dressBody(who.id, who.photos[0].split('/').pop() as string, { name }))
      .expect(201);
    return res.body.id;
  };
  const goLive = async (listingId: string): Promise<string> => {
    const agent = await ctx().adminAgent();
    await agent.put(`/api/dress-listings/${listingId}/status`).send({ status: 'approved' }).expect(200);
    const live = await agent.put(`/api/dress-listings/${listingId}/status`).send({ status: 'live' }).expect(200);
    return live.body.productId as string;
  };
  const product = async (id: string): Promise<ProductView> => (await http().get(`/api/products/${id}`).expect(200)).body;
  /** The ids GET /api/catalogue lists for a start date (one page holds the suite's dresses). */
  const catalogueOn = async (availableOn: string, duration = '2'): Promise<string[]> => {
    const res = await http().get('/api/catalogue').query({ availableOn, duration, pageSize: '48' }).expect(200);
    return res.body.items.map((p: { id: string }) => p.id);
  };
  const legacyListOn = async (availableOn: string): Promise<string[]> =>
    (await http().get('/api/products').query({ availableOn }).expect(200)).body.map((p: { id: string }) => p.id);

  let amelia: Lender;
  let beatrice: Lender;
  let ameliaListing: string;
  let ameliaProduct: string;
  let beatriceListing: string;

  beforeAll(async () => {
    amelia = await createLender('Amelia Hart', 'amelia.rules@example.co.uk');
    beatrice = await createLender('Beatrice Wood', 'beatrice.rules@example.co.uk');
    ameliaListing = await submit(amelia, 'Silk Column Gown');
    ameliaProduct = await goLive(ameliaListing);
    beatriceListing = await submit(beatrice, 'Emerald Satin Slip');
    await goLive(beatriceListing);
  });

  describe('the lender sets her live dress’s rules', () => {
    it('saves them, shows them in her listings and on the product', async () => {
      const rules = { minNoticeDays: 10, availableFrom: ukDate(5), availableUntil: ukDate(90) };
      const res = await as(amelia).put(`/api/lender/listings/${ameliaListing}/booking-rules`, rules).expect(200);
      expect(res.body).toMatchObject({ id: ameliaListing, status: 'live', bookingRules: rules });
      const mine = await as(amelia).get('/api/lender/listings').expect(200);
      expect(mine.body.find((l: { id: string }) => l.id === ameliaListing).bookingRules).toEqual(rules);
      expect((await product(ameliaProduct)).bookingRules).toEqual(rules);
      // Fields left out set no limit (the body is the whole rules).
      await as(amelia).put(`/api/lender/listings/${ameliaListing}/booking-rules`, { minNoticeDays: 7 }).expect(200);
      expect((await product(ameliaProduct)).bookingRules).toEqual({ ...NONE, minNoticeDays: 7 });
    });

    it("answers 404 for another lender's listing and an unknown one, changing nothing", async () => {
      const before = (await as(beatrice).get('/api/lender/listings').expect(200)).body[0].bookingRules;
      const res = await as(amelia).put(`/api/lender/listings/${beatriceListing}/booking-rules`, { minNoticeDays: 30 }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'LISTING_NOT_FOUND', message: 'Dress listing not found.' });
      await as(amelia).put('/api/lender/listings/00000000-0000-4000-8000-000000000000/booking-rules', { minNoticeDays: 30 }).expect(404);
      expect((await as(beatrice).get('/api/lender/listings').expect(200)).body[0].bookingRules).toEqual(before);
    });

    it('answers 409 for a listing not live yet', async () => {
      const pending = await submit(amelia, 'Coral Tulle Midi');
      const res = await as(amelia).put(`/api/lender/listings/${pending}/booking-rules`, { minNoticeDays: 7 }).expect(409);
      expect(res.body).toEqual({ statusCode: 409, code: 'LISTING_NOT_LIVE', message: LENDER_AREA_MESSAGES.listingNotLive });
      const mine = await as(amelia).get('/api/lender/listings').expect(200);
      expect(mine.body.find((l: { id: string }) => l.id === pending).bookingRules).toBeNull();
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['notice below the dispatch days', { minNoticeDays: 1 }, BOOKING_RULES_MESSAGES.minNoticeDays],
      ['notice past the limit', { minNoticeDays: 61 }, BOOKING_RULES_MESSAGES.minNoticeDays],
      ['notice that is not a whole number', { minNoticeDays: 2.5 }, BOOKING_RULES_MESSAGES.minNoticeDays],
      ['notice as text', { minNoticeDays: '7' }, BOOKING_RULES_MESSAGES.minNoticeDays],
      ['a first date that does not exist', { availableFrom: '2031-02-30' }, BOOKING_RULES_MESSAGES.availableFrom],
      ['a last date written the UK way', { availableUntil: '14/06/2031' }, BOOKING_RULES_MESSAGES.availableUntil],
      ['a last date before the first', { availableFrom: ukDate(40), availableUntil: ukDate(39) }, BOOKING_RULES_MESSAGES.order],
      ['an unknown field', { minNoticeDays: 7, maxNoticeDays: 9 }, "Unknown field 'maxNoticeDays'"],
    ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
      const before = (await product(ameliaProduct)).bookingRules;
      const res = await as(amelia).put(`/api/lender/listings/${ameliaListing}/booking-rules`, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringContaining(message) });
      expect((await product(ameliaProduct)).bookingRules).toEqual(before);
    });

    it('needs her token', async () => {
      await http().put(`/api/lender/listings/${ameliaListing}/booking-rules`).send({ minNoticeDays: 7 }).expect(401);
    });
  });

  describe('the admin sets any product’s rules on PUT /api/products/:id', () => {
    it('sets, keeps when left out, clears with null, and refuses bad rules', async () => {
      const dress = await createProduct(ctx(), { name: 'House Velvet Gown' });
      expect(dress.bookingRules).toEqual(NONE);
      const agent = await ctx().adminAgent();
      const body = { ...productBodyOf(dress), minNoticeDays: 14, availableUntil: ukDate(120) };
      const res = await agent.put(`/api/products/${dress.id}`).send(body).expect(200);
      expect(res.body.bookingRules).toEqual({ minNoticeDays: 14, availableFrom: null, availableUntil: ukDate(120) });
      await agent.put(`/api/products/${dress.id}`).send(productBodyOf(dress)).expect(200);
      expect((await product(dress.id)).bookingRules).toEqual({ minNoticeDays: 14, availableFrom: null, availableUntil: ukDate(120) });
      const bad = await agent
        .put(`/api/products/${dress.id}`)
        .send({ ...productBodyOf(dress), availableFrom: ukDate(50), availableUntil: ukDate(10) })
        .expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, message: BOOKING_RULES_MESSAGES.order });
      await agent
        .put(`/api/products/${dress.id}`)
        .send({ ...productBodyOf(dress), minNoticeDays: null, availableUntil: null })
        .expect(200);
      expect((await product(dress.id)).bookingRules).toEqual(NONE);
    });
  });

  describe('the shop honours them', () => {
    let notice: ProductView;
    let window: ProductView;
    let plain: ProductView;

    beforeAll(async () => {
      notice = await createProduct(ctx(), { name: 'Notice Gown', minNoticeDays: 14 });
      window = await createProduct(ctx(), { name: 'Window Gown', availableFrom: ukDate(20), availableUntil: ukDate(40) });
      plain = await createProduct(ctx(), { name: 'Plain Gown' });
    });

    it("leaves a dress out of the catalogue's date filter for a start its rules refuse, and lists it otherwise", async () => {
      const soon = await catalogueOn(ukDate(7));
      expect(soon).toContain(plain.id);
      expect(soon).not.toContain(notice.id);
      expect(soon).not.toContain(window.id);
      const inWindow = await catalogueOn(ukDate(25), '4');
      expect(inWindow).toEqual(expect.arrayContaining([plain.id, notice.id, window.id]));
      const late = await catalogueOn(ukDate(41));
      expect(late).toContain(notice.id);
      expect(late).not.toContain(window.id);
      // The spec's list with availableOn agrees.
      expect(await legacyListOn(ukDate(7))).not.toContain(notice.id);
      expect(await legacyListOn(ukDate(25))).toContain(notice.id);
    });

    it('lists a dress again as soon as its rules change (the cached catalogue follows)', async () => {
      const dress = await createProduct(ctx(), { name: 'Changing Gown', minNoticeDays: 30 });
      expect(await catalogueOn(ukDate(10))).not.toContain(dress.id);
      const agent = await ctx().adminAgent();
      await agent
        .put(`/api/products/${dress.id}`)
        .send({ ...productBodyOf(dress), minNoticeDays: null })
        .expect(200);
      expect(await catalogueOn(ukDate(10))).toContain(dress.id);
      await as(amelia)
        .put(`/api/lender/listings/${ameliaListing}/booking-rules`, { availableUntil: ukDate(15) })
        .expect(200);
      expect(await catalogueOn(ukDate(16))).not.toContain(ameliaProduct);
      expect(await catalogueOn(ukDate(15))).toContain(ameliaProduct);
    });

    it('refuses a cart line outside the rules with the reason, and adds one inside', async () => {
      const session = newSessionId();
      const before = await rowCounts(ctx());
      const line = (productId: string, startDate: string) => ({
        sessionId: session,
        productId,
        size: '10',
        duration: 2,
        quantity: 1,
        startDate,
      });
      const early = await http()
        .post('/api/cart')
        .send(line(notice.id, ukDate(7)))
        .expect(400);
      expect(early.body).toEqual({
        statusCode: 400,
        code: 'INVALID_START_DATE',
        message: BOOKING_RULES_MESSAGES.needsNotice(14, ukDate(14)),
      });
      const before20 = await http()
        .post('/api/cart')
        .send(line(window.id, ukDate(19)))
        .expect(400);
      expect(before20.body.message).toBe(BOOKING_RULES_MESSAGES.availableFromDay(ukDate(20)));
      const after40 = await http()
        .post('/api/cart')
        .send(line(window.id, ukDate(41)))
        .expect(400);
      expect(after40.body.message).toBe(BOOKING_RULES_MESSAGES.availableUntilDay(ukDate(40)));
      expect(await rowCounts(ctx())).toEqual(before);
      await http()
        .post('/api/cart')
        .send(line(notice.id, ukDate(14)))
        .expect(201);
    });

    it('refuses an order with a line outside the rules, writing nothing', async () => {
      const before = await rowCounts(ctx());
      const res = await http()
        .post('/api/orders')
        .send(orderBody([{ productId: window.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(45) }]))
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'INVALID_START_DATE',
        message: BOOKING_RULES_MESSAGES.availableUntilDay(ukDate(40)),
      });
      expect(await rowCounts(ctx())).toEqual(before);
      await http()
        .post('/api/orders')
        .send(orderBody([{ productId: window.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(30) }]))
        .expect(201);
    });
  });
});

/** The admin's PUT body for a product as it stands (PUT replaces the product). */
function productBodyOf(p: ProductView) {
  return {
    name: p.name,
    description: p.description,
    brand: p.brand,
    category: p.category,
    occasions: p.occasions,
    basePrice: p.basePrice,
    retailPrice: p.retailPrice,
    imageUrls: p.imageUrls,
    availableSizes: p.availableSizes,
  };
}
