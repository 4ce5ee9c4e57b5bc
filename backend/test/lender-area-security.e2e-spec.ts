/**
 * Every guarded lender route in the OpenAPI document, asked with no session, with the admin's
 * session, and with another lender's session about the first lender's things: 401 or 404, nothing of
 * hers revealed and nothing of hers changed. A new lender route without a case here fails the first test.
 */
import { OrderLinks } from '../src/orders/order-links';
import { orderPageToken } from '../src/orders/domain/access-token';
import { lenderPhotos } from './support/fixtures';
import { operations, type Operation } from './support/fuzz/openapi';
import { orderBody, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';

const BANK = { bankAccountName: 'A Hart', sortCode: '089999', accountNumber: '66374958' };

interface Her {
  id: string;
  token: string;
  listingId: string;
  productId: string;
  blockId: string;
  orderReference: string;
  /** Her conversation with the renter of that order. */
  conversationId: string;
  /** The order line of her dress: a booking request to her. */
  itemId: string;
  /** A photo she uploaded (her listing may name only her own uploads). */
  photo: string;
  /** Her order's booking and its line (receiving back, claims). */
  bookingId: string;
  orderItemId: string;
}

/** The request each guarded lender route gets, aimed at Amelia's things. */
type Aim = (her: Her) => { path: string; body?: object };

const AIMS: Record<string, Aim> = {
  'GET /api/lender/me': () => ({ path: '/api/lender/me' }),
  'PUT /api/lender/me/bank-details': () => ({ path: '/api/lender/me/bank-details', body: BANK }),
  'GET /api/lender/listings': () => ({ path: '/api/lender/listings' }),
  'PUT /api/lender/listings/{id}': (her) => ({
    path: `/api/lender/listings/${her.listingId}`,
    body: {
      name: 'Taken Over',
      brand: 'Nobody',
      description: 'An edit another lender must never be able to make.',
      category: 'evening-gown',
      condition: 'excellent',
      occasion: 'gala-awards',
      sizes: ['10'],
      originalPrice: 900,
      rentalPrice2Day: 80,
      rentalPrice4Day: 120,
      careInstructions: 'Dry clean only.',
      imageUrls: [her.photo],
    },
  }),
  'PUT /api/lender/listings/{id}/prices': (her) => ({
    path: `/api/lender/listings/${her.listingId}/prices`,
    body: { rentalPrice2Day: 25, rentalPrice4Day: 35 },
  }),
  'PUT /api/lender/listings/{id}/booking-rules': (her) => ({
    path: `/api/lender/listings/${her.listingId}/booking-rules`,
    body: { minNoticeDays: 14, availableFrom: null, availableUntil: null },
  }),
  'GET /api/lender/bookings': () => ({ path: '/api/lender/bookings?when=upcoming' }),
  'POST /api/lender/blocks': (her) => ({
    path: '/api/lender/blocks',
    body: { productId: her.productId, size: '10', startDate: ukDate(200), endDate: ukDate(201) },
  }),
  'DELETE /api/lender/blocks/{id}': (her) => ({ path: `/api/lender/blocks/${her.blockId}` }),
  'GET /api/lender/earnings': () => ({ path: '/api/lender/earnings' }),
  'GET /api/lender/reviews': () => ({ path: '/api/lender/reviews' }),
  'GET /api/lender/earnings/summary': () => ({ path: '/api/lender/earnings/summary' }),
  'GET /api/lender/payouts': () => ({ path: '/api/lender/payouts' }),
  'POST /api/lender/bookings/{id}/received': (her) => ({
    path: `/api/lender/bookings/${her.bookingId}/received`,
    body: { condition: 'damaged', note: 'Taken over' },
  }),
  'GET /api/lender/condition-records': () => ({ path: '/api/lender/condition-records' }),
  'GET /api/lender/claims': () => ({ path: '/api/lender/claims' }),
  'POST /api/lender/claims': (her) => ({
    path: '/api/lender/claims',
    body: { orderItemId: her.orderItemId, description: 'A claim another lender must never open.', amountPence: 100 },
  }),
  'GET /api/lender/conversations': () => ({ path: '/api/lender/conversations' }),
  'GET /api/lender/conversations/unread': () => ({ path: '/api/lender/conversations/unread' }),
  'GET /api/lender/conversations/{id}/messages': (her) => ({ path: `/api/lender/conversations/${her.conversationId}/messages` }),
  'POST /api/lender/conversations/{id}/messages': (her) => ({
    path: `/api/lender/conversations/${her.conversationId}/messages`,
    body: { text: 'A reply another lender must never be able to send.' },
  }),
  'PUT /api/lender/conversations/{id}/read': (her) => ({ path: `/api/lender/conversations/${her.conversationId}/read` }),
  'GET /api/lender/requests': () => ({ path: '/api/lender/requests' }),
  'PUT /api/lender/requests/{itemId}': (her) => ({
    path: `/api/lender/requests/${her.itemId}`,
    body: { decision: 'decline', reason: 'other' },
  }),
  'GET /api/lender/response-stats': () => ({ path: '/api/lender/response-stats' }),
};

/** Reads of one of her things by id: another lender gets 404, not an empty 200. */
const READS_BY_ID = ['GET /api/lender/conversations/{id}/messages'];

/** The lender routes a visitor may call: asking for a link, spending it, signing out. */
const PUBLIC_LENDER_ROUTES = ['POST /api/lender/sign-in-link', 'POST /api/lender/session', 'DELETE /api/lender/session'];

const guarded = (): Operation[] =>
  operations().filter((op) => op.path.startsWith('/api/lender/') && !PUBLIC_LENDER_ROUTES.includes(op.key));

describeEachDatabase('the lender area refuses everyone but the lender herself', (ctx) => {
  let amelia: Her;
  /** Beatrice's session cookie, as account creation set it. */
  let beatrice: string;

  const http = () => ctx().http();
  const send = (op: Operation, aim: { path: string; body?: object }, cookie?: string) => {
    const req = http()[op.method](aim.path);
    if (cookie) req.set('Cookie', cookie);
    return aim.body ? req.send(aim.body) : req;
  };
  /** Everything of Amelia's a refused request could have changed. */
  const hers = async () => ({
    account: await ctx().dataSource.query('SELECT fullName, sortCodeEncrypted, accountNumberEncrypted FROM lender_accounts WHERE id = ?', [
      amelia.id,
    ]),
    listing: await ctx().dataSource.query('SELECT status, name, sizes, rentalPrice2Day, rentalPrice4Day FROM dress_listings WHERE id = ?', [
      amelia.listingId,
    ]),
    product: await ctx().dataSource.query(
      'SELECT basePrice, rentalPrice4Day, minNoticeDays, availableFrom, availableUntil FROM products WHERE id = ?',
      [amelia.productId],
    ),
    bookings: await ctx().dataSource.query('SELECT id, kind, startDate, endDate FROM bookings WHERE productId = ? ORDER BY id', [
      amelia.productId,
    ]),
    conditionRecords: await ctx().count('condition_records'),
    claims: await ctx().count('claims'),
    messages: await ctx().dataSource.query(
      'SELECT m.id, m.sender, m.shownText, m.readAt FROM conversation_messages m JOIN conversations c ON c.id = m.conversationId WHERE c.lenderAccountId = ? ORDER BY m.seq',
      [amelia.id],
    ),
    request: await ctx().dataSource.query('SELECT requestState, answeredAt FROM order_items WHERE id = ?', [amelia.itemId]),
  });

  beforeAll(async () => {
    const admin = await ctx().adminAgent();
    const signUp = async (fullName: string, email: string) =>
      http()
        .post('/api/lender-accounts')
        .send({ fullName, email, phone: '07700 900123', address: '12 Rosewood Lane, Bath BA1 2AB', ...BANK })
        .expect(201);
    const created = (await signUp('Amelia Hart', 'amelia.security@example.co.uk')).body as { id: string; token: string };
    const second = await signUp('Beatrice Wood', 'beatrice.security@example.co.uk');
    beatrice = String(second.headers['set-cookie']?.[0] ?? '').split(';')[0];
    expect(beatrice).toMatch(/^dw\.lender=/);

    await admin.put(`/api/lender-accounts/${created.id}/status`).send({ status: 'approved' }).expect(200);
    const [photo] = await lenderPhotos(ctx(), created.token);
    const listing = await http()
      .post('/api/dress-listings')
      .set('X-Lender-Token', created.token)
      .send({ lenderAccountId: created.id, ...AIMS['PUT /api/lender/listings/{id}']({ photo } as Her).body, name: 'Midnight Velvet Gown' })
      .expect(201);
    await admin.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'approved' }).expect(200);
    const live = await admin.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'live' }).expect(200);
    const productId = live.body.productId as string;
    const order = await http()
      .post('/api/orders')
      .send(orderBody([{ productId, size: '10', duration: 2, quantity: 1, startDate: ukDate(30) }]))
      .expect(201);
    // The renter asks about the dress: Amelia has a conversation (and an unread message).
    const orderId = String(order.body.id);
    const token = orderPageToken(OrderLinks.keyFrom(ctx().config.encryptionKey), orderId).token;
    const [conversation] = (await http().get(`/api/orders/${orderId}/conversations?token=${token}`).expect(200)).body as { id: string }[];
    await http()
      .post(`/api/orders/${orderId}/conversations/${conversation.id}/messages?token=${token}`)
      .send({ text: 'Is the Midnight Velvet Gown true to size?' })
      .expect(201);
    const block = await http()
      .post('/api/lender/blocks')
      .set('X-Lender-Token', created.token)
      .send({ productId, size: '10', startDate: ukDate(60), endDate: ukDate(61) })
      .expect(201);
    amelia = {
      id: created.id,
      token: created.token,
      listingId: listing.body.id,
      productId,
      blockId: block.body.id,
      orderReference: String(order.body.id).slice(-8).toUpperCase(),
      conversationId: conversation.id,
      itemId: String(order.body.items[0].id),
      photo,
      bookingId: '',
      orderItemId: String(order.body.items[0].id),
    };
    // Amelia herself reads her rental and her earning: the refusals below are about who asks.
    const own = await http().get('/api/lender/bookings?when=upcoming').set('X-Lender-Token', amelia.token).expect(200);
    expect(JSON.stringify(own.body)).toContain(amelia.orderReference);
    amelia.bookingId = (own.body as { id: string; orderReference: string | null }[]).find(
      (b) => b.orderReference === amelia.orderReference,
    )!.id;
    const earnings = await http().get('/api/lender/earnings').set('X-Lender-Token', amelia.token).expect(200);
    expect(earnings.body).toHaveLength(1);
  });

  it('has a case for every guarded lender route in the API document', () => {
    const keys = guarded().map((op) => op.key);
    expect(keys.length).toBeGreaterThanOrEqual(Object.keys(AIMS).length);
    expect(keys.filter((key) => !AIMS[key])).toEqual([]);
  });

  it('answers 401 to a request with no session, and to the admin with hers, changing nothing', async () => {
    const before = await hers();
    const admin = await ctx().adminAgent();
    for (const op of guarded()) {
      const aim = AIMS[op.key](amelia);
      const anonymous = await send(op, aim);
      expect({ route: op.key, status: anonymous.status, code: anonymous.body.code }).toEqual({
        route: op.key,
        status: 401,
        code: 'LENDER_SIGN_IN_REQUIRED',
      });
      const asAdmin = await (aim.body ? admin[op.method](aim.path).send(aim.body) : admin[op.method](aim.path));
      expect({ route: op.key, status: asAdmin.status }).toEqual({ route: op.key, status: 401 });
    }
    expect(await hers()).toEqual(before);
  });

  it('shows another lender none of hers, and refuses to touch hers with 404 (bank details need a fresh sign-in)', async () => {
    const before = await hers();
    const herStrings = [
      amelia.id,
      amelia.listingId,
      amelia.productId,
      amelia.blockId,
      amelia.orderReference,
      amelia.conversationId,
      amelia.itemId,
      'Midnight Velvet Gown',
      'Amelia',
    ];
    for (const op of guarded()) {
      const res = await send(op, AIMS[op.key](amelia), beatrice);
      const body = JSON.stringify(res.body);
      for (const secret of herStrings)
        expect({ route: op.key, leaks: body.includes(secret) ? secret : null }).toEqual({ route: op.key, leaks: null });
      const expected =
        op.method === 'get' && !READS_BY_ID.includes(op.key) ? 200 : op.key === 'PUT /api/lender/me/bank-details' ? 403 : 404;
      expect({ route: op.key, status: res.status }).toEqual({ route: op.key, status: expected });
    }
    // Her lists are empty for Beatrice, not just free of Amelia's rows.
    const listings = await http().get('/api/lender/listings').set('Cookie', beatrice).expect(200);
    expect(listings.body).toEqual([]);
    expect(listings.headers['x-total-count']).toBe('0');
    expect(await hers()).toEqual(before);
  });
});
