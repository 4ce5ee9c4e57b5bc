import type { ProductView, QuoteView } from '@dw/contracts';
import { PROMO_CODE_FORMAT_MESSAGE, formatPence } from '@dw/contracts';
import { OrderLineBody, createProduct, newSessionId, orderBody, rowCounts, ukDate } from './support/orders-fixtures';
import { productBody } from './support/fixtures';
import { describeEachDatabase } from './support/test-app';

const QUOTE_CHANGED = 'Prices have changed since you opened your cart - please review your order.';

describeEachDatabase('the cart quote and stale quotes at checkout', (ctx) => {
  let gown: ProductView;
  let midi: ProductView;
  let test = 0;
  let start = ukDate(3);

  beforeAll(async () => {
    gown = await createProduct(ctx(), { name: 'Quote Gown', basePrice: '65.00', availableSizes: ['10'], stock: { '10': 50 } });
    midi = await createProduct(ctx(), { name: 'Quote Midi', basePrice: '49.50', availableSizes: ['14'], stock: { '14': 50 } });
  });
  beforeEach(() => {
    start = ukDate(3 + 7 * (test++ % 40));
  });

  /** 2 × 4-day gown (£111 each) + 1 × 2-day midi (£49.50) = £271.50; + £15 + £8 = £294.50. */
  const lines = (): OrderLineBody[] => [
    { productId: gown.id, size: '10', duration: 4, quantity: 2, startDate: start },
    { productId: midi.id, size: '14', duration: 2, quantity: 1, startDate: start },
  ];
  const fillCart = async (sessionId: string) => {
    for (const line of lines())
      await ctx()
        .http()
        .post('/api/cart')
        .send({ sessionId, ...line })
        .expect(201);
  };
  const quoteOf = async (sessionId: string, query = '') =>
    (await ctx().http().get(`/api/cart/${sessionId}/quote${query}`).expect(200)).body as QuoteView;
  const setBasePrice = async (product: ProductView, basePrice: string) => {
    const admin = await ctx().adminAgent();
    await admin
      .put(`/api/products/${product.id}`)
      .send(productBody({ name: product.name, basePrice, availableSizes: product.availableSizes, stock: product.stock }))
      .expect(200);
  };
  /** What the shop sends: the customer, the lines as quoted, and the figures it showed. */
  const checkoutBody = (sessionId: string, quote: QuoteView) =>
    orderBody(
      lines().map((line, i) => ({ ...line, unitPrice: formatPence(quote.lines[i].unitPricePence) })),
      {
        subtotal: formatPence(quote.subtotalPence),
        cleaningFee: formatPence(quote.cleaningFeePence),
        insurance: formatPence(quote.insurancePence),
        discount: formatPence(quote.discountPence),
        total: formatPence(quote.totalPence),
      },
      sessionId,
    );

  it('answers every figure of the cart in integer pence, priced by the server', async () => {
    const session = newSessionId();
    await fillCart(session);
    const cart = (await ctx().http().get(`/api/cart/${session}`).expect(200)).body as { id: string }[];
    expect(await quoteOf(session)).toEqual({
      lines: [
        {
          cartItemId: cart[0].id,
          productId: gown.id,
          productName: 'Quote Gown',
          size: '10',
          duration: 4,
          quantity: 2,
          startDate: start,
          unitPricePence: 11100,
          lineTotalPence: 22200,
          backupSize: null,
        },
        {
          cartItemId: cart[1].id,
          productId: midi.id,
          productName: 'Quote Midi',
          size: '14',
          duration: 2,
          quantity: 1,
          startDate: start,
          unitPricePence: 4950,
          lineTotalPence: 4950,
          backupSize: null,
        },
      ],
      subtotalPence: 27150,
      cleaningFeePence: 1500,
      insurancePence: 800,
      discountPence: 0,
      totalPence: 29450,
      promoCode: null,
      promoProblem: null,
    });
  });

  it("gives each product's price for 2 and 4 days on its page, as the quote charges them, keeping the spec's fields", async () => {
    const session = newSessionId();
    for (const product of [gown, midi]) {
      for (const duration of [2, 4] as const) {
        await ctx()
          .http()
          .post('/api/cart')
          .send({ sessionId: session, productId: product.id, size: product.availableSizes[0], duration, quantity: 1, startDate: start })
          .expect(201);
      }
    }
    const quote = await quoteOf(session);
    for (const product of [gown, midi]) {
      const page = (await ctx().http().get(`/api/products/${product.slug}`).expect(200)).body as ProductView;
      expect(page).toMatchObject({ basePrice: product.basePrice, rentalPrice4Day: null });
      const charged = quote.lines
        .filter((l) => l.productId === product.id)
        .map((l) => ({ duration: l.duration, price: formatPence(l.unitPricePence) }));
      expect(page.rentalPrices).toEqual(charged);
      const listed = ((await ctx().http().get('/api/products').expect(200)).body as ProductView[]).find((p) => p.id === product.id);
      expect(listed?.rentalPrices).toEqual(charged);
    }
    // £49.50 × 1.7 = £84.15, rounded to whole pounds.
    expect(((await ctx().http().get(`/api/products/${midi.id}`).expect(200)).body as ProductView).rentalPrices).toEqual([
      { duration: 2, price: '49.50' },
      { duration: 4, price: '84.00' },
    ]);
  });

  it('quotes an empty cart as nothing to pay, and refuses a session id or a promo code that is not one', async () => {
    expect(await quoteOf(newSessionId())).toMatchObject({ lines: [], subtotalPence: 0, cleaningFeePence: 0, totalPence: 0 });
    const bad = await ctx().http().get('/api/cart/not%20a%20session/quote').expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    // Text that cannot be a code is refused, never echoed back.
    for (const code of ['X'.repeat(40), "'; DROP TABLE orders; --", 'GET DRESSED']) {
      const notACode = await ctx()
        .http()
        .get(`/api/cart/${newSessionId()}/quote?promoCode=${encodeURIComponent(code)}`)
        .expect(400);
      expect(notACode.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: PROMO_CODE_FORMAT_MESSAGE });
    }
  });

  it('places the order at the quoted total', async () => {
    const session = newSessionId();
    await fillCart(session);
    const quote = await quoteOf(session);
    const res = await ctx().http().post('/api/orders').send(checkoutBody(session, quote)).expect(201);
    expect(res.body).toMatchObject({ subtotal: '271.50', discount: '0.00', promoCode: null, total: '294.50' });
  });

  it('answers 409 QUOTE_CHANGED with the new quote when a price moved since the renter looked; placing again succeeds', async () => {
    const product = await createProduct(ctx(), { name: 'Moving Gown', basePrice: '80.00', availableSizes: ['10'], stock: { '10': 5 } });
    const session = newSessionId();
    const line = { productId: product.id, size: '10', duration: 2, quantity: 1, startDate: start };
    await ctx()
      .http()
      .post('/api/cart')
      .send({ sessionId: session, ...line })
      .expect(201);
    const seen = await quoteOf(session);
    expect(seen.totalPence).toBe(10300);

    await setBasePrice(product, '95.00');
    const sent = orderBody(
      [{ ...line, unitPrice: formatPence(seen.lines[0].unitPricePence) }],
      { total: formatPence(seen.totalPence) },
      session,
    );
    const before = await rowCounts(ctx());
    const stale = await ctx().http().post('/api/orders').set('Idempotency-Key', `stale-${newSessionId()}`).send(sent).expect(409);
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'QUOTE_CHANGED', message: QUOTE_CHANGED });
    // The error's quote is the quote's own shape: integer pence.
    expect(stale.body.quote).toMatchObject({
      subtotalPence: 9500,
      totalPence: 11800,
      lines: [{ unitPricePence: 9500, lineTotalPence: 9500 }],
    });
    expect(await rowCounts(ctx())).toEqual(before);

    const fresh = stale.body.quote as QuoteView;
    const placed = await ctx()
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', `fresh-${newSessionId()}`)
      .send(
        orderBody([{ ...line, unitPrice: formatPence(fresh.lines[0].unitPricePence) }], { total: formatPence(fresh.totalPence) }, session),
      )
      .expect(201);
    expect(placed.body).toMatchObject({ subtotal: '95.00', total: '118.00' });
  });

  it("keeps the spec's own body working: client-sent subtotal and fees that match, or none at all", async () => {
    const spec = orderBody(
      lines().map(({ startDate: _start, ...rest }) => rest),
      { rentalStartDate: start, subtotal: 271.5, cleaningFee: 15, insurance: 8, total: 294.5 },
    );
    const res = await ctx().http().post('/api/orders').send(spec).expect(201);
    expect(res.body).toMatchObject({ subtotal: '271.50', cleaningFee: '15.00', insurance: '8.00', discount: '0.00', total: '294.50' });
    await ctx().http().post('/api/orders').send(orderBody(lines())).expect(201);
  });

  it('refuses a tampered figure as a changed quote and writes nothing', async () => {
    const before = await rowCounts(ctx());
    for (const figures of [{ total: '1.00' }, { cleaningFee: '0.00' }, { discount: '10.00' }]) {
      const res = await ctx().http().post('/api/orders').send(orderBody(lines(), figures)).expect(409);
      expect(res.body).toMatchObject({ code: 'QUOTE_CHANGED', quote: { totalPence: 29450, discountPence: 0 } });
    }
    expect(await rowCounts(ctx())).toEqual(before);
  });
});
