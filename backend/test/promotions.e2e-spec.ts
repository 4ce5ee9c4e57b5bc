import type { OrderView, ProductView, PromotionView, QuoteView } from '@dw/contracts';
import { WELCOME_PROMO_CODE, formatPence, promoMessage } from '@dw/contracts';
import { createProduct, newSessionId, orderBody, rowCounts, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

describeEachDatabase('promo codes', (ctx) => {
  let gown: ProductView;
  let test = 0;
  let start = ukDate(3);

  beforeAll(async () => {
    gown = await createProduct(ctx(), { name: 'Promo Gown', basePrice: '65.00', availableSizes: ['10'], stock: { '10': 50 } });
  });
  beforeEach(() => {
    start = ukDate(3 + 5 * (test++ % 60));
  });

  const line = (quantity = 1) => ({ productId: gown.id, size: '10', duration: 2, quantity, startDate: start });
  let emails = 0;
  const newEmail = () => `renter${++emails}.${Date.now()}@example.org`;
  const place = (promoCode: string | undefined, customerEmail = newEmail(), quantity = 1, figures: Record<string, string> = {}) =>
    ctx()
      .http()
      .post('/api/orders')
      .send({ ...orderBody([line(quantity)], { customerEmail, ...figures }), ...(promoCode === undefined ? {} : { promoCode }) });
  const createPromotion = async (body: Record<string, unknown>) => {
    const admin = await ctx().adminAgent();
    const res = await admin.post('/api/admin/promotions').send(body);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body as PromotionView;
  };
  const uniqueCode = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

  it('has GETDRESSED on a new database: £10 off the rental fees of a first order, shown on the order and the quote', async () => {
    const session = newSessionId();
    await ctx()
      .http()
      .post('/api/cart')
      .send({ sessionId: session, ...line() })
      .expect(201);
    const quote = (await ctx().http().get(`/api/cart/${session}/quote?promoCode=getdressed`).expect(200)).body as QuoteView;
    expect(quote).toMatchObject({
      subtotalPence: 6500,
      discountPence: 1000,
      totalPence: 7800,
      promoCode: 'GETDRESSED',
      promoProblem: null,
    });

    const res = await ctx()
      .http()
      .post('/api/orders')
      .send({
        ...orderBody([line()], { total: formatPence(quote.totalPence), discount: formatPence(quote.discountPence) }, session),
        promoCode: ' GetDressed ',
      })
      .expect(201);
    expect(res.body).toMatchObject({ subtotal: '65.00', discount: '10.00', promoCode: WELCOME_PROMO_CODE, total: '78.00' });
    const admin = await ctx().adminAgent();
    const listed = (await admin.get('/api/admin/promotions?q=getdressed').expect(200)).body as PromotionView[];
    expect(listed[0]).toMatchObject({ code: 'GETDRESSED', kind: 'fixed', amountOff: '10.00', firstOrderOnly: true, perRenterLimit: 1 });
    const detail = (await admin.get(`/api/orders?q=${res.body.id.slice(-8)}`).expect(200)).body as OrderView[];
    expect(detail[0]).toMatchObject({ discount: '10.00', promoCode: 'GETDRESSED' });
  });

  it('refuses GETDRESSED on a second order of the same e-mail, in any case, and the order goes through without it', async () => {
    const email = newEmail();
    await place(undefined, email).expect(201);
    const before = await rowCounts(ctx());
    const res = await place('GETDRESSED', email.toUpperCase()).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'PROMO_CODE_FIRST_ORDER_ONLY',
      message: promoMessage('firstOrderOnly', 'GETDRESSED'),
    });
    expect(await rowCounts(ctx())).toEqual(before);
    await place(undefined, email).expect(201);
  });

  describe('each bad code gets its own message, changes nothing, and the order can be placed without it', () => {
    const yesterday = () => ukDate(-1);
    const cases: [string, () => Promise<string>, number, string, (code: string) => string][] = [
      ['unknown', async () => 'NOSUCHCODE', 400, 'PROMO_CODE_UNKNOWN', (c) => promoMessage('unknown', c)],
      [
        'expired',
        async () => (await createPromotion({ code: uniqueCode('OLD'), kind: 'fixed', amountOff: '5.00', validTo: yesterday() })).code,
        400,
        'PROMO_CODE_EXPIRED',
        (c) => promoMessage('expired', c),
      ],
      [
        'not yet valid',
        async () => (await createPromotion({ code: uniqueCode('SOON'), kind: 'fixed', amountOff: '5.00', validFrom: ukDate(10) })).code,
        400,
        'PROMO_CODE_NOT_STARTED',
        (c) => promoMessage('notStarted', c),
      ],
      [
        'ended',
        async () => {
          const p = await createPromotion({ code: uniqueCode('END'), kind: 'percent', percentOff: 10 });
          await (await ctx().adminAgent()).post(`/api/admin/promotions/${p.id}/end`).expect(200);
          return p.code;
        },
        400,
        'PROMO_CODE_ENDED',
        (c) => promoMessage('ended', c),
      ],
      [
        'below the minimum spend',
        async () => (await createPromotion({ code: uniqueCode('MIN'), kind: 'fixed', amountOff: '20.00', minSpend: '100.00' })).code,
        400,
        'PROMO_CODE_BELOW_MINIMUM',
        (c) => promoMessage('belowMinimum', c, 10_000),
      ],
      [
        'used up',
        async () => {
          const p = await createPromotion({ code: uniqueCode('ONE'), kind: 'fixed', amountOff: '5.00', totalLimit: 1 });
          await place(p.code).expect(201);
          return p.code;
        },
        409,
        'PROMO_CODE_USED_UP',
        (c) => promoMessage('usedUp', c),
      ],
    ];
    it.each(cases)('%s', async (_name, makeCode, status, code, message) => {
      const promo = await makeCode();
      const email = newEmail();
      const before = await rowCounts(ctx());
      const res = await place(promo, email).expect(status);
      expect(res.body).toEqual({ statusCode: status, code, message: message(promo) });
      expect(await rowCounts(ctx())).toEqual(before);
      // The cart's quote says the same, beside the code box.
      const session = newSessionId();
      await ctx()
        .http()
        .post('/api/cart')
        .send({ sessionId: session, ...line() })
        .expect(201);
      const quote = (await ctx().http().get(`/api/cart/${session}/quote?promoCode=${promo}`).expect(200)).body as QuoteView;
      expect(quote).toMatchObject({ discountPence: 0, totalPence: 8800, promoCode: null, promoProblem: { code, message: message(promo) } });
      await place(undefined, email).expect(201);
    });
  });

  it('limits each renter (by e-mail) to her redemptions', async () => {
    const p = await createPromotion({ code: uniqueCode('TWICE'), kind: 'percent', percentOff: 10, perRenterLimit: 2 });
    const email = newEmail();
    await place(p.code, email).expect(201);
    await place(p.code, ` ${email.toUpperCase()} `).expect(201);
    const third = await place(p.code, email).expect(409);
    expect(third.body).toMatchObject({ code: 'PROMO_CODE_ALREADY_USED', message: promoMessage('alreadyUsed', p.code) });
  });

  it('takes a percentage off the rental fees rounded down to the penny, never off cleaning or insurance', async () => {
    const p = await createPromotion({ code: uniqueCode('PCT'), kind: 'percent', percentOff: 15, minSpend: '100.00' });
    // 3 × £65 = £195; 15% = £29.25.
    const res = await place(p.code, newEmail(), 3).expect(201);
    expect(res.body).toMatchObject({ subtotal: '195.00', discount: '29.25', cleaningFee: '15.00', insurance: '8.00', total: '188.75' });
  });

  it('redeems a one-use code exactly once when 20 orders race for it; the others are told it is used up', async () => {
    const p = await createPromotion({ code: uniqueCode('RACE'), kind: 'fixed', amountOff: '10.00', totalLimit: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => place(p.code)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'PROMO_CODE_USED_UP', message: promoMessage('usedUp', p.code) });
    }
    const rows: { n: number | string }[] = await ctx().dataSource.query(
      'SELECT COUNT(*) AS n FROM promotion_redemptions WHERE promotionId = ?',
      [p.id],
    );
    expect(Number(rows[0].n)).toBe(1);
    const admin = await ctx().adminAgent();
    const listed = (await admin.get(`/api/admin/promotions?q=${p.code}`).expect(200)).body as PromotionView[];
    expect(listed[0].redemptions).toBe(1);
  });

  describe('the admin API', () => {
    it('answers 401 without the admin session', async () => {
      await ctx().http().get('/api/admin/promotions').expect(401);
      await ctx().http().post('/api/admin/promotions').send({ code: 'NOPE', kind: 'fixed', amountOff: '1.00' }).expect(401);
    });

    it('pages the list on the server with the total in X-Total-Count', async () => {
      for (let i = 0; i < 3; i++) await createPromotion({ code: uniqueCode('PAGE'), kind: 'fixed', amountOff: '1.00' });
      const admin = await ctx().adminAgent();
      const res = await admin.get('/api/admin/promotions?q=page&pageSize=2&page=1').expect(200);
      expect(res.body).toHaveLength(2);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
      expect(res.headers.link).toContain('rel="next"');
    });

    it('edits a code, refuses a duplicate name and bad input with clear messages', async () => {
      const admin = await ctx().adminAgent();
      const p = await createPromotion({ code: uniqueCode('EDIT'), kind: 'fixed', amountOff: '5.00' });
      const edited = await admin
        .put(`/api/admin/promotions/${p.id}`)
        .send({ code: p.code, kind: 'percent', percentOff: 20, totalLimit: 50 })
        .expect(200);
      expect(edited.body).toMatchObject({ kind: 'percent', percentOff: 20, amountOff: null, totalLimit: 50 });
      const taken = await admin
        .post('/api/admin/promotions')
        .send({ code: p.code.toLowerCase(), kind: 'fixed', amountOff: '1.00' })
        .expect(409);
      expect(taken.body.code).toBe('PROMO_CODE_TAKEN');
      const noAmount = await admin
        .post('/api/admin/promotions')
        .send({ code: uniqueCode('BAD'), kind: 'fixed' })
        .expect(400);
      expect(noAmount.body.message).toBe('A fixed promotion needs an amount off, such as 10.00.');
      const backwards = await admin
        .post('/api/admin/promotions')
        .send({ code: uniqueCode('BAD'), kind: 'fixed', amountOff: '1.00', validFrom: ukDate(5), validTo: ukDate(1) })
        .expect(400);
      expect(backwards.body.message).toBe('Valid to must not be before valid from.');
      await admin.put('/api/admin/promotions/not-an-id').send({ code: 'ABC', kind: 'fixed', amountOff: '1.00' }).expect(404);
    });
  });
});
