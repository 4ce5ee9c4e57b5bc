import { LENDER_AREA_MESSAGES, LISTING_MESSAGES, formatPence, type ProductView, type QuoteView } from '@dw/contracts';
import { fakeBuild } from './support/builds';
import { lenderPhotos, lenderAccountBody } from './support/fixtures';
import { listingBody } from './support/fuzz/world';
import { newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

interface Lender {
  id: string;
  token: string;
  photo: string;
}

describeEachDatabase(
  'a lender changes the prices of her live dress',
  (ctx) => {
    let amelia: Lender;
    let beatrice: Lender;
    /** Amelia's live dress: listed at £85 for 2 days and £130 for 4. */
    let dress: { listingId: string; productId: string; slug: string };

    const http = () => ctx().http();
    const putPrices = (who: Lender, listingId: string, body: object) =>
      http().put(`/api/lender/listings/${listingId}/prices`).set('X-Lender-Token', who.token).send(body);
    const prices = async (listingId: string) => {
      const [listing] = await ctx().dataSource.query('SELECT rentalPrice2Day, rentalPrice4Day FROM dress_listings WHERE id = ?', [
        listingId,
      ]);
      const product = (await http().get(`/api/products/${dress.slug}`).expect(200)).body as ProductView;
      return {
        listing: [Number(listing.rentalPrice2Day), Number(listing.rentalPrice4Day)],
        product: product.rentalPrices.map((p) => p.price),
      };
    };

    const createLender = async (fullName: string, email: string): Promise<Lender> => {
      const res = await http().post('/api/lender-accounts').send(lenderAccountBody(fullName, email)).expect(201);
      const [photo] = await lenderPhotos(ctx(), res.body.token, 1);
      return { id: res.body.id, token: res.body.token, photo };
    };
    const submit = async (who: Lender, name: string): Promise<string> => {
      const body = listingBody(who.id, who.photo.split('/').pop() as string, { name });
      const res = await http().post('/api/dress-listings').set('X-Lender-Token', who.token).send(body).expect(201);
      return res.body.id;
    };
    const goLive = async (listingId: string) => {
      const admin = await ctx().adminAgent();
      await admin.put(`/api/dress-listings/${listingId}/status`).send({ status: 'approved' }).expect(200);
      const live = await admin.put(`/api/dress-listings/${listingId}/status`).send({ status: 'live' }).expect(200);
      const product = await http().get(`/api/products/${live.body.productId}`).expect(200);
      return { listingId, productId: live.body.productId as string, slug: product.body.slug as string };
    };

    beforeAll(async () => {
      amelia = await createLender('Amelia Hart', 'amelia.prices@example.co.uk');
      beatrice = await createLender('Beatrice Wood', 'beatrice.prices@example.co.uk');
      const admin = await ctx().adminAgent();
      for (const who of [amelia, beatrice])
        await admin.put(`/api/lender-accounts/${who.id}/status`).send({ status: 'approved' }).expect(200);
      dress = await goLive(await submit(amelia, 'Midnight Velvet Gown'));
    });

    it('reprices new orders at once: the product page, the catalogue, the shared page and a quote taken before; an order placed before keeps its price', async () => {
      expect(await prices(dress.listingId)).toEqual({ listing: [85, 130], product: ['85.00', '130.00'] });
      // An order placed at the old prices, and a cart quoted at them but not yet checked out.
      const placed = await http()
        .post('/api/orders')
        .send(orderBody([{ productId: dress.productId, size: '10', duration: 4, quantity: 1, startDate: ukDate(20) }]))
        .expect(201);
      const session = newSessionId();
      const line = { productId: dress.productId, size: '12', duration: 2, quantity: 1, startDate: ukDate(40) };
      await http()
        .post('/api/cart')
        .send({ sessionId: session, ...line })
        .expect(201);
      const before = (await http().get(`/api/cart/${session}/quote`).expect(200)).body as QuoteView;
      expect(before.lines[0].unitPricePence).toBe(8500);

      const res = await putPrices(amelia, dress.listingId, { rentalPrice2Day: '95.50', rentalPrice4Day: 150 }).expect(200);
      expect(res.body).toMatchObject({
        id: dress.listingId,
        status: 'live',
        rentalPrice2Day: '95.50',
        rentalPrice4Day: '150.00',
        productSlug: dress.slug,
      });

      expect(await prices(dress.listingId)).toEqual({ listing: [95.5, 150], product: ['95.50', '150.00'] });
      const list = (await http().get('/api/products').expect(200)).body as ProductView[];
      expect(list.find((p) => p.id === dress.productId)).toMatchObject({ basePrice: '95.50', rentalPrice4Day: '150.00' });
      // The catalogue's price filter already reads the new base price.
      const page = await http().get('/api/catalogue?q=Midnight&minPrice=95.50&maxPrice=95.50').expect(200);
      expect(page.body.items.find((p: ProductView) => p.id === dress.productId)).toMatchObject({
        basePrice: '95.50',
        rentalPrice4Day: '150.00',
      });
      // The server-drawn product page's head (link previews) too.
      const shared = await http().get(`/product/${dress.slug}`).expect(200);
      expect(shared.text).toMatch(/<meta property="og:description" content="Rent Midnight Velvet Gown from £95\.50\./);

      // The order placed before keeps the line price it was placed at.
      const [item] = await ctx().dataSource.query('SELECT unitPrice FROM order_items WHERE orderId = ?', [placed.body.id]);
      expect(Number(item.unitPrice)).toBe(130);

      // The cart quoted before: checking out with its old figures is refused, and the quote now says the new price.
      const stale = await http()
        .post('/api/orders')
        .send(
          orderBody(
            [{ ...line, unitPrice: formatPence(before.lines[0].unitPricePence) }],
            { subtotal: formatPence(before.subtotalPence), total: formatPence(before.totalPence) },
            session,
          ),
        )
        .expect(409);
      expect(stale.body).toMatchObject({ statusCode: 409, code: 'QUOTE_CHANGED' });
      const after = (await http().get(`/api/cart/${session}/quote`).expect(200)).body as QuoteView;
      expect(after.lines[0].unitPricePence).toBe(9550);

      // Her list shows the new prices.
      const mine = await http().get('/api/lender/listings').set('X-Lender-Token', amelia.token).expect(200);
      expect(mine.body.find((l: { id: string }) => l.id === dress.listingId)).toMatchObject({
        rentalPrice2Day: '95.50',
        rentalPrice4Day: '150.00',
      });
    });

    it('refuses a price below the minimum or over the upper bound with 400 naming the field, changing nothing', async () => {
      const unchanged = await prices(dress.listingId);
      const cases: [object, string][] = [
        [{ rentalPrice2Day: 19.99, rentalPrice4Day: 150 }, LISTING_MESSAGES.rentalPrice2Day],
        [{ rentalPrice2Day: 95, rentalPrice4Day: 29 }, LISTING_MESSAGES.rentalPrice4Day],
        [{ rentalPrice2Day: 'ninety', rentalPrice4Day: 150 }, LISTING_MESSAGES.rentalPrice2Day],
        [{ rentalPrice2Day: 95 }, LISTING_MESSAGES.rentalPrice4Day],
        [{ rentalPrice2Day: 100_000.01, rentalPrice4Day: 150 }, '2-day rental price must be at most £100,000.'],
      ];
      for (const [body, message] of cases) {
        const res = await putPrices(amelia, dress.listingId, body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      }
      const unknown = await putPrices(amelia, dress.listingId, { rentalPrice2Day: 95, rentalPrice4Day: 150, name: 'Renamed' }).expect(400);
      expect(unknown.body.code).toBe('UNKNOWN_FIELD');
      expect(await prices(dress.listingId)).toEqual(unchanged);
    });

    it("answers 404 for another lender's or an unknown listing, 409 LISTING_NOT_LIVE for a pending one, 401 without a session", async () => {
      const unchanged = await prices(dress.listingId);
      const body = { rentalPrice2Day: 40, rentalPrice4Day: 60 };
      const foreign = await putPrices(beatrice, dress.listingId, body).expect(404);
      expect(foreign.body).toMatchObject({ statusCode: 404, code: 'LISTING_NOT_FOUND' });
      await putPrices(amelia, '00000000-0000-4000-8000-000000000000', body).expect(404);
      await putPrices(amelia, 'not-a-uuid', body).expect(404);

      const pending = await submit(amelia, 'Coral Tulle Midi');
      const notLive = await putPrices(amelia, pending, body).expect(409);
      expect(notLive.body).toEqual({ statusCode: 409, code: 'LISTING_NOT_LIVE', message: LENDER_AREA_MESSAGES.pricesOnlyWhenLive });
      const [row] = await ctx().dataSource.query('SELECT rentalPrice2Day FROM dress_listings WHERE id = ?', [pending]);
      expect(Number(row.rentalPrice2Day)).toBe(85);

      const anonymous = await http().put(`/api/lender/listings/${dress.listingId}/prices`).send(body).expect(401);
      expect(anonymous.body.code).toBe('LENDER_SIGN_IN_REQUIRED');
      expect(await prices(dress.listingId)).toEqual(unchanged);
    });
  },
  { env: () => ({ STATIC_ROOT: fakeBuild() }) },
);
