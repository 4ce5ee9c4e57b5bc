import { randomUUID } from 'node:crypto';
import { todayInLondon } from '@dw/contracts';
import { orderPageToken, reviewLinkToken } from '../../../src/orders/domain/access-token';
import { OrderLinks } from '../../../src/orders/order-links';
import { PaymentsService } from '../../../src/payments/payments.service';
import { serialTransaction } from '../../../src/common/serial-transaction';
import { lenderPhotos, productBody, TINY_PNG } from '../fixtures';
import { orderBody, ukDate } from '../orders-fixtures';
import { ADMIN_PASSWORD, TestApp } from '../test-app';
import { newsletterConfirmToken, readOutbox, sentText, subscribeConfirmed } from '../outbox';

/** Every fuzzed rental starts on this day; the fuzz product has units enough for all of them. */
const FUZZ_START = ukDate(30);

/** Bank details that pass VocaLink's modulus check (from its published examples). */
export const VALID_BANK = { sortCode: '089999', accountNumber: '66374958' } as const;

export const lenderAccountBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Amelia Hart',
  email: 'amelia@example.co.uk',
  phone: '07700 900123',
  address: '12 Rosewood Lane, Bath BA1 2AB',
  bankAccountName: 'A Hart',
  ...VALID_BANK,
  ...overrides,
});

export const listingBody = (lenderAccountId: string, imageId: string, overrides: Record<string, unknown> = {}) => ({
  lenderAccountId,
  name: 'Midnight Velvet Gown',
  brand: 'Jenny Packham',
  description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
  category: 'evening-gown',
  condition: 'excellent',
  occasion: 'gala-awards',
  sizes: ['10', '12'],
  originalPrice: 950,
  rentalPrice2Day: 85,
  rentalPrice4Day: 130,
  careInstructions: 'Dry clean only. Steam on low heat.',
  imageUrls: [`/objects/uploads/${imageId}`],
  ...overrides,
});

/** Real rows to aim at: every path param gets the id of something that exists. */
export interface World {
  productId: string;
  productSlug: string;
  imageId: string;
  /** A photo the world's lender uploaded: her listings may name only her own uploads. */
  lenderImageId: string;
  cartSession: string;
  cartLineId: string;
  orderId: string;
  lenderId: string;
  lenderToken: string;
  listingId: string;
  /** An admin block on the product's calendar. */
  blockId: string;
  /** A signed upload URL nobody has used: id and query string. */
  upload: { id: string; query: string };
  /** The order page token and the unsubscribe token, as the queued e-mails carry them. */
  orderToken: string;
  unsubscribeToken: string;
  /** An outbox message. */
  emailId: string;
  /** The lender's (approved) live dress, its listing and a block she made on it. */
  lenderProductId: string;
  lenderLiveListingId: string;
  lenderBlockId: string;
  /** A lender sign-in link's token, as the e-mail carries it. */
  signInToken: string;
  /** An unconfirmed newsletter sign-up's confirmation token, as the e-mail carries it. */
  newsletterConfirmToken: string;
  /** An open booking request for the lender's dress: its order and line. */
  requestOrderId: string;
  requestItemId: string;
  /** Last month's payout run: the lender's one rental earned then. */
  payoutRunId: string;
  /** Last month, 'YYYY-MM': a month a run may be asked for. */
  payoutPeriod: string;
  /** A promo code the admin made (the Promotions tab's rows). */
  promotionId: string;
  /** The rental of the lender's dress, its order-page token, the renter's conversation with her and its first message. */
  rentalOrderId: string;
  rentalToken: string;
  conversationId: string;
  messageId: string;
  /** The rental's line, reviewed (its review) and claimed by the lender (her claim, open). */
  rentalLineId: string;
  reviewId: string;
  claimId: string;
  /**
   * An order returned today, its review link unused: the lender's line and a house dress's line,
   * each received with its condition and neither claimed yet (claims still open on both).
   */
  returnedReviewToken: string;
  returnedLenderLineId: string;
  returnedHouseLineId: string;
  /** The lender's booking of a dispatched order, not yet received back. */
  dispatchedBookingId: string;
  /** A damage charge the renter of the rental owes (no saved card: the admin collects it by hand). */
  owedChargeId: string;
}

/** A token from the link in a queued e-mail of `kind` (the raw tokens exist nowhere else). */
async function tokenInMail(app: TestApp, kind: string, link: RegExp): Promise<{ id: string; token: string }> {
  const [row] = await readOutbox<{ id: string }>(app.app, 'SELECT id FROM outbox_messages WHERE kind = ?', [kind]);
  const token = row ? link.exec(await sentText(app.app, row.id))?.[1] : undefined;
  if (!token) throw new Error(`no ${kind} e-mail with a token`);
  return { id: row.id, token };
}

/** Builds the world through the API, as the shop, a lender and the admin would. */
export async function buildWorld(app: TestApp): Promise<World> {
  const admin = await app.adminAgent();
  const ticket = await admin.post('/api/objects/upload').expect(200);
  await app.http().put(ticket.body.uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
  const imageId = String(ticket.body.objectPath).split('/').pop() as string;

  // Units enough that every fuzzed order that happens to be valid can still book.
  const stock = { '8': 50, '10': 50, '12': 50 };
  const product = (
    await admin
      .post('/api/products')
      .send(productBody({ imageUrls: [ticket.body.objectPath], stock }))
      .expect(201)
  ).body;
  const block = (
    await admin
      .post(`/api/products/${product.id}/blocks`)
      .send({ size: '12', startDate: ukDate(300), endDate: ukDate(302) })
      .expect(201)
  ).body;
  const cartSession = randomUUID();
  const line = (
    await app
      .http()
      .post('/api/cart')
      .send({ sessionId: cartSession, productId: product.id, size: '10', duration: 2, quantity: 1, startDate: FUZZ_START })
      .expect(201)
  ).body;
  const order = (
    await app
      .http()
      .post('/api/orders')
      .send(orderBody([{ productId: product.id, size: '10', duration: 2, quantity: 1, startDate: FUZZ_START }]))
      .expect(201)
  ).body;
  const lender = (await app.http().post('/api/lender-accounts').send(lenderAccountBody()).expect(201)).body;
  const [lenderPhoto] = await lenderPhotos(app, lender.token);
  const lenderImageId = lenderPhoto.split('/').pop() as string;
  const listing = (
    await app.http().post('/api/dress-listings').set('X-Lender-Token', lender.token).send(listingBody(lender.id, lenderImageId)).expect(201)
  ).body;
  // The lender is approved and has a second dress live, with days she blocked: the lender area's rows.
  await admin.put(`/api/lender-accounts/${lender.id}/status`).send({ status: 'approved' }).expect(200);
  const second = (
    await app
      .http()
      .post('/api/dress-listings')
      .set('X-Lender-Token', lender.token)
      .send(listingBody(lender.id, lenderImageId, { name: 'Emerald Satin Slip' }))
      .expect(201)
  ).body;
  await admin.put(`/api/dress-listings/${second.id}/status`).send({ status: 'approved' }).expect(200);
  const live = (await admin.put(`/api/dress-listings/${second.id}/status`).send({ status: 'live' }).expect(200)).body;
  const lenderBlock = (
    await app
      .http()
      .post('/api/lender/blocks')
      .set('X-Lender-Token', lender.token)
      .send({ productId: live.productId, size: '10', startDate: ukDate(250), endDate: ukDate(251) })
      .expect(201)
  ).body;
  await subscribeConfirmed(app, 'reader@example.co.uk');
  // A second reader signed up but not yet confirmed: her link is the confirm route's valid request.
  await app.http().post('/api/newsletter').send({ email: 'pending.reader@example.co.uk' }).expect(201);
  const newsletterConfirmTokenValue = await newsletterConfirmToken(app.app, 'pending.reader@example.co.uk');
  await app.http().post('/api/lender/sign-in-link').send({ email: lenderAccountBody().email }).expect(202);
  const spare = (await admin.post('/api/objects/upload').expect(200)).body.uploadURL as string;
  const confirmation = await tokenInMail(app, 'order-received', /\/orders\/[0-9a-f-]+\?token=([A-Za-z0-9_-]+)/);
  const subscription = await tokenInMail(app, 'newsletter-subscribed', /unsubscribe\?token=([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/);
  const signIn = await tokenInMail(app, 'lender-sign-in-link', /\/lender\/sign-in\/confirm\?token=([A-Za-z0-9_-]{43})/);
  const url = new URL(spare, 'http://x');
  const [year, month] = todayInLondon().split('-').map(Number);
  const lastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  // A run needs a month in which a lender earned something: her dress is rented and completed, moved to last month by hand.
  const rental = (
    await app
      .http()
      .post('/api/orders')
      .send(orderBody([{ productId: live.productId, size: '12', duration: 2, quantity: 1, startDate: ukDate(120) }]))
      .expect(201)
  ).body;
  for (const status of ['processing', 'completed']) {
    await admin.put(`/api/orders/${rental.id}/status`).send({ status }).expect(200);
  }
  await app.dataSource.query('UPDATE earnings SET earnedOn = ? WHERE orderId = ?', [`${lastMonth}-15`, rental.id]);
  const run = (await admin.post('/api/admin/payout-runs').send({ period: lastMonth }).expect(201)).body;
  // A request still waiting for the lender's answer.
  const requested = (
    await app
      .http()
      .post('/api/orders')
      .send(orderBody([{ productId: live.productId, size: '12', duration: 2, quantity: 1, startDate: ukDate(150) }]))
      .expect(201)
  ).body;
  const promotion = (await admin.post('/api/admin/promotions').send(FUZZ_PROMOTION).expect(201)).body;
  // The renter of that rental asks the lender a question: the messages' rows.
  const links = OrderLinks.keyFrom(app.config.encryptionKey);
  const rentalToken = orderPageToken(links, rental.id).token;
  const [conversation] = (await app.http().get(`/api/orders/${rental.id}/conversations?token=${rentalToken}`).expect(200)).body;
  const question = (
    await app
      .http()
      .post(`/api/orders/${rental.id}/conversations/${conversation.id}/messages?token=${rentalToken}`)
      .send({ text: 'Does the slip run true to size?' })
      .expect(201)
  ).body;

  // Reviews and claims: the rental is reviewed and claimed on (the lender's rows, the admin's and the renter's).
  const rentalLineId = rental.items[0].id as string;
  const review = (
    await app
      .http()
      .post('/api/reviews')
      .send({ token: reviewLinkToken(links, rental.id).token, orderItemId: rentalLineId, rating: 4, fit: 'runs-small', text: REVIEW_TEXT })
      .expect(201)
  ).body;
  const claim = (
    await app
      .http()
      .post('/api/lender/claims')
      .set('X-Lender-Token', lender.token)
      .send({ orderItemId: rentalLineId, description: 'A small tear at the hem.', amountPence: 3_000 })
      .expect(201)
  ).body;
  // A second renter's order, returned today: one line is hers, one the shop's, both claimable and reviewable.
  const returned = (
    await app
      .http()
      .post('/api/orders')
      .send(
        orderBody(
          [
            { productId: live.productId, size: '10', duration: 2, quantity: 1, startDate: ukDate(130) },
            { productId: product.id, size: '8', duration: 2, quantity: 1, startDate: ukDate(130) },
          ],
          { customerEmail: 'returned.renter@example.co.uk' },
        ),
      )
      .expect(201)
  ).body;
  for (const status of ['processing', 'completed']) {
    await admin.put(`/api/orders/${returned.id}/status`).send({ status }).expect(200);
  }
  const lineOf = (productId: string) => (returned.items as { id: string; productId: string }[]).find((i) => i.productId === productId)!.id;
  // A third, dispatched: the lender's dress is out and hers to mark received.
  const dispatched = (
    await app
      .http()
      .post('/api/orders')
      .send(
        orderBody([{ productId: live.productId, size: '10', duration: 2, quantity: 1, startDate: ukDate(140) }], {
          customerEmail: 'dispatched.renter@example.co.uk',
        }),
      )
      .expect(201)
  ).body;
  await admin.put(`/api/orders/${dispatched.id}/status`).send({ status: 'processing' }).expect(200);
  const bookings = (
    await app
      .http()
      .get(`/api/lender/bookings?when=upcoming&productId=${live.productId}&pageSize=100`)
      .set('X-Lender-Token', lender.token)
      .expect(200)
  ).body as { id: string; orderReference: string | null }[];
  const dispatchedBooking = bookings.find((b) => b.orderReference === dispatched.id.slice(-8).toUpperCase());
  if (!dispatchedBooking) throw new Error("no booking of the dispatched order in the lender's list");

  // What a charge-the-renter decision leaves when her card cannot pay (a bank transfer order): owed.
  const payments = app.app.get(PaymentsService);
  const owedChargeId = await serialTransaction(app.dataSource, (m) =>
    payments.oweCharge(m, { orderId: rental.id, amountPence: 4500, reason: 'Torn hem', source: `claim:${randomUUID()}` }),
  );
  if (!owedChargeId || (await payments.chargeOwed(owedChargeId)) !== 'owed') throw new Error('the owed charge is not owed');

  return {
    productId: product.id,
    productSlug: product.slug,
    imageId,
    lenderImageId,
    cartSession,
    cartLineId: line.id,
    orderId: order.id,
    lenderId: lender.id,
    lenderToken: lender.token,
    listingId: listing.id,
    blockId: block.id,
    upload: { id: url.pathname.split('/').pop() as string, query: url.search.slice(1) },
    newsletterConfirmToken: newsletterConfirmTokenValue,
    orderToken: confirmation.token,
    unsubscribeToken: subscription.token,
    emailId: confirmation.id,
    lenderProductId: live.productId,
    lenderLiveListingId: second.id,
    lenderBlockId: lenderBlock.id,
    signInToken: signIn.token,
    payoutRunId: run.id,
    payoutPeriod: lastMonth,
    requestOrderId: requested.id,
    requestItemId: requested.items[0].id,
    promotionId: promotion.id,
    rentalOrderId: rental.id,
    rentalToken,
    conversationId: conversation.id,
    messageId: question.message.id,
    rentalLineId,
    reviewId: review.id,
    claimId: claim.id,
    returnedReviewToken: reviewLinkToken(links, returned.id).token,
    returnedLenderLineId: lineOf(live.productId),
    returnedHouseLineId: lineOf(product.id),
    dispatchedBookingId: dispatchedBooking.id,
    owedChargeId,
  };
}

const REVIEW_TEXT = 'The slip fitted beautifully and the colour is richer in person.';

const FUZZ_PROMOTION = { code: 'FUZZTEN', kind: 'fixed', amountOff: '10.00', minSpend: '50.00', totalLimit: 100 };

/** A request that would succeed: path params, query, headers and body. */
export interface ValidRequest {
  params: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  /**
   * A valid call with these params changes or removes the world's rows (a delete, a logout), so
   * fuzz cases keep its real params only together with something that must be refused.
   */
  destructive?: boolean;
}

/** A fresh cart session for writes, so the world's own cart line stays put. */
const fuzzSession = 'fuzz-session-0001';

/**
 * One valid request per operation of the OpenAPI document. The fuzz suite fails when an operation
 * has none, so a new route cannot slip past it.
 */
export const VALID_REQUESTS: Readonly<Record<string, (w: World) => ValidRequest>> = {
  'GET /api/products': () => ({
    params: {},
    query: { category: 'evening-gown', size: '10', sort: 'price-asc', availableOn: ukDate(40), duration: '4' },
  }),
  'GET /api/catalogue': () => ({
    params: {},
    query: {
      page: '1',
      pageSize: '24',
      sort: 'price-asc',
      size: '10',
      category: 'formal',
      occasion: 'black-tie',
      brand: 'Jenny Packham',
      minPrice: '10',
      maxPrice: '500.00',
      q: 'sequin gown',
      availableOn: ukDate(40),
      duration: '4',
    },
  }),
  'GET /api/products/{identifier}/availability': (w) => ({ params: { identifier: w.productSlug } }),
  'GET /api/products/{id}/bookings': (w) => ({ params: { id: w.productId } }),
  'POST /api/products/{id}/blocks': (w) => ({
    params: { id: w.productId },
    body: { size: '10', startDate: ukDate(200), endDate: ukDate(201), units: 1, note: 'Photo shoot' },
  }),
  'DELETE /api/products/{id}/blocks/{blockId}': (w) => ({ params: { id: w.productId, blockId: w.blockId }, destructive: true }),
  'POST /api/products': (w) => ({ params: {}, body: productBody({ imageUrls: [`/objects/uploads/${w.imageId}`] }) }),
  'GET /api/products/{identifier}': (w) => ({ params: { identifier: w.productSlug } }),
  'PUT /api/products/{id}': (w) => ({ params: { id: w.productId }, body: productBody({ imageUrls: [`/objects/uploads/${w.imageId}`] }) }),
  'DELETE /api/products/{id}': (w) => ({ params: { id: w.productId }, destructive: true }),
  'GET /api/cart/{sessionId}': (w) => ({ params: { sessionId: w.cartSession } }),
  'POST /api/cart': (w) => ({
    params: {},
    body: { sessionId: fuzzSession, productId: w.productId, size: '10', duration: 2, quantity: 1, startDate: FUZZ_START },
  }),
  'DELETE /api/cart/session/{sessionId}': (w) => ({ params: { sessionId: w.cartSession }, destructive: true }),
  'PUT /api/cart/{id}': (w) => ({
    params: { id: w.cartLineId },
    headers: { 'X-Session-Id': w.cartSession },
    body: { quantity: 2, startDate: FUZZ_START },
  }),
  'DELETE /api/cart/{id}': (w) => ({ params: { id: w.cartLineId }, headers: { 'X-Session-Id': w.cartSession }, destructive: true }),
  'POST /api/orders': (w) => ({
    params: {},
    headers: { 'Idempotency-Key': randomUUID() },
    body: orderBody([{ productId: w.productId, size: '10', duration: 2, quantity: 1, startDate: FUZZ_START }], {}, fuzzSession),
  }),
  'GET /api/orders': () => ({ params: {} }),
  'GET /api/orders/holds': () => ({ params: {} }),
  'POST /api/orders/holds/cancel': (w) => ({ params: {}, body: { orderIds: [w.orderId] }, destructive: true }),
  'GET /api/orders/{id}': (w) => ({ params: { id: w.orderId }, query: { token: w.orderToken } }),
  'PUT /api/orders/{id}/status': (w) => ({ params: { id: w.orderId }, body: { status: 'processing' }, destructive: true }),
  'POST /api/lender-accounts': () => ({ params: {}, body: lenderAccountBody() }),
  'GET /api/lender-accounts': () => ({ params: {} }),
  'PUT /api/lender-accounts/{id}/status': (w) => ({ params: { id: w.lenderId }, body: { status: 'approved' }, destructive: true }),
  'DELETE /api/lender-accounts/{id}/personal-data': (w) => ({ params: { id: w.lenderId }, destructive: true }),
  'POST /api/dress-listings': (w) => ({ params: {}, body: listingBody(w.lenderId, w.lenderImageId) }),
  'GET /api/dress-listings': () => ({ params: {} }),
  'PUT /api/dress-listings/{id}/status': (w) => ({ params: { id: w.listingId }, body: { status: 'approved' }, destructive: true }),
  'GET /api/lender/listings': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'PUT /api/lender/listings/{id}': (w) => {
    const { lenderAccountId: _own, ...body } = listingBody(w.lenderId, w.lenderImageId, { name: 'Midnight Velvet Gown, hem taken up' });
    return { params: { id: w.listingId }, body, destructive: true };
  },
  'PUT /api/lender/listings/{id}/prices': (w) => ({
    params: { id: w.lenderLiveListingId },
    body: { rentalPrice2Day: 90, rentalPrice4Day: 140 },
    destructive: true,
  }),
  'PUT /api/lender/listings/{id}/booking-rules': (w) => ({
    params: { id: w.lenderLiveListingId },
    body: { minNoticeDays: 7, availableFrom: null, availableUntil: ukDate(300) },
  }),
  'GET /api/lender/bookings': (w) => ({ params: {}, query: { when: 'upcoming', productId: w.lenderProductId, page: '1', pageSize: '20' } }),
  'POST /api/lender/blocks': (w) => ({
    params: {},
    body: { productId: w.lenderProductId, size: '12', startDate: ukDate(260), endDate: ukDate(262) },
  }),
  'DELETE /api/lender/blocks/{id}': (w) => ({ params: { id: w.lenderBlockId }, destructive: true }),
  'POST /api/objects/upload': () => ({ params: {}, body: { contentType: 'image/png', size: TINY_PNG.length } }),
  'PUT /objects/uploads/{id}': (w) => ({ params: { id: w.upload.id }, headers: { 'Content-Type': 'image/png' }, destructive: true }),
  'GET /objects/uploads/{id}': (w) => ({ params: { id: w.imageId } }),
  'POST /api/admin/login': () => ({ params: {}, body: { password: ADMIN_PASSWORD } }),
  'GET /api/admin/check': () => ({ params: {} }),
  'GET /api/admin/products': () => ({ params: {}, query: { page: '1', pageSize: '20', sort: 'name-asc' } }),
  'GET /api/admin/summary': () => ({ params: {} }),
  'POST /api/admin/logout': () => ({ params: {}, destructive: true }),
  'POST /api/newsletter': () => ({
    params: {},
    body: { email: 'reader@example.co.uk', _subject: 'New newsletter subscription', message: 'Hello' },
  }),
  'GET /api/newsletter/unsubscribe': (w) => ({ params: {}, query: { token: w.unsubscribeToken } }),
  'POST /api/newsletter/confirm': (w) => ({ params: {}, query: {}, body: { token: w.newsletterConfirmToken }, destructive: true }),
  'POST /api/newsletter/unsubscribe': (w) => ({ params: {}, query: { token: w.unsubscribeToken }, body: {}, destructive: true }),
  'GET /api/admin/emails': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'GET /api/admin/emails/{id}': (w) => ({ params: { id: w.emailId } }),
  'POST /api/admin/emails/{id}/resend': (w) => ({ params: { id: w.emailId }, destructive: true }),
  'POST /api/lender/sign-in-link': () => ({ params: {}, body: { email: lenderAccountBody().email } }),
  'POST /api/lender/session': (w) => ({ params: {}, body: { token: w.signInToken }, destructive: true }),
  'DELETE /api/lender/session': () => ({ params: {}, destructive: true }),
  'GET /api/lender/me': () => ({ params: {} }),
  'PUT /api/lender/me/bank-details': () => ({ params: {}, body: { bankAccountName: 'A Hart', ...VALID_BANK } }),
  'GET /api/admin/payout-runs': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'POST /api/admin/payout-runs': (w) => ({ params: {}, body: { period: w.payoutPeriod } }),
  'GET /api/admin/payout-runs/{id}': (w) => ({ params: { id: w.payoutRunId } }),
  'GET /api/admin/payout-runs/{id}/payouts': (w) => ({ params: { id: w.payoutRunId }, query: { page: '1', pageSize: '20' } }),
  'GET /api/admin/payout-runs/{id}/bank-file.csv': (w) => ({ params: { id: w.payoutRunId } }),
  'POST /api/admin/payout-runs/{id}/paid': (w) => ({ params: { id: w.payoutRunId }, destructive: true }),
  'GET /api/lender/earnings': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'GET /api/lender/earnings/summary': () => ({ params: {} }),
  'GET /api/lender/payouts': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'GET /api/lender/requests': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'PUT /api/lender/requests/{itemId}': (w) => ({ params: { itemId: w.requestItemId }, body: { decision: 'accept' }, destructive: true }),
  'GET /api/lender/response-stats': () => ({ params: {} }),
  'PUT /api/orders/{orderId}/items/{itemId}/request': (w) => ({
    params: { orderId: w.requestOrderId, itemId: w.requestItemId },
    body: { decision: 'accept' },
    destructive: true,
  }),
  'GET /api/lender-accounts/{id}/response-stats': (w) => ({ params: { id: w.lenderId } }),
  'GET /api/cart/{sessionId}/quote': (w) => ({ params: { sessionId: w.cartSession }, query: { promoCode: 'GETDRESSED' } }),
  'GET /api/admin/promotions': () => ({ params: {}, query: { page: '1', pageSize: '20', q: 'fuzz' } }),
  'POST /api/admin/promotions': () => ({ params: {}, body: { code: 'FUZZNEW', kind: 'percent', percentOff: 15, validTo: ukDate(30) } }),
  'PUT /api/admin/promotions/{id}': (w) => ({ params: { id: w.promotionId }, body: FUZZ_PROMOTION, destructive: true }),
  'POST /api/admin/promotions/{id}/end': (w) => ({ params: { id: w.promotionId }, destructive: true }),
  'GET /api/orders/{id}/payment/movements': (w) => ({ params: { id: w.orderId }, query: { page: '1', pageSize: '20' } }),
  'POST /api/orders/{id}/payment/record': (w) => ({
    params: { id: w.orderId },
    body: { amount: '1.00', method: 'bank-transfer', reference: 'statement line' },
    destructive: true,
  }),
  'POST /api/orders/{id}/payment/capture': (w) => ({ params: { id: w.orderId }, destructive: true }),
  'POST /api/orders/{id}/payment/refund': (w) => ({
    params: { id: w.orderId },
    body: { amount: '1.00', reason: 'Goodwill' },
    destructive: true,
  }),
  'GET /api/admin/payments/reconciliation': () => ({ params: {}, query: { month: '2026-01' } }),
  'GET /api/orders/{id}/conversations': (w) => ({ params: { id: w.rentalOrderId }, query: { token: w.rentalToken } }),
  'GET /api/orders/{id}/conversations/{conversationId}/messages': (w) => ({
    params: { id: w.rentalOrderId, conversationId: w.conversationId },
    query: { token: w.rentalToken, page: '1', pageSize: '20' },
  }),
  'POST /api/orders/{id}/conversations/{conversationId}/messages': (w) => ({
    params: { id: w.rentalOrderId, conversationId: w.conversationId },
    query: { token: w.rentalToken },
    body: { text: 'And is it lined?' },
  }),
  'PUT /api/orders/{id}/conversations/{conversationId}/read': (w) => ({
    params: { id: w.rentalOrderId, conversationId: w.conversationId },
    query: { token: w.rentalToken },
  }),
  'GET /api/lender/conversations': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'GET /api/lender/conversations/unread': () => ({ params: {} }),
  'GET /api/lender/conversations/{id}/messages': (w) => ({ params: { id: w.conversationId }, query: { page: '1', pageSize: '20' } }),
  'POST /api/lender/conversations/{id}/messages': (w) => ({ params: { id: w.conversationId }, body: { text: 'Yes, fully lined.' } }),
  'PUT /api/lender/conversations/{id}/read': (w) => ({ params: { id: w.conversationId } }),
  'GET /api/admin/orders/{id}/messages': (w) => ({ params: { id: w.rentalOrderId }, query: { page: '1', pageSize: '20' } }),
  'PUT /api/admin/messages/{id}/hidden': (w) => ({ params: { id: w.messageId }, body: { reason: 'Spam' }, destructive: true }),
  'GET /api/late-fees': (w) => ({ params: {}, query: { page: '1', pageSize: '20', state: 'owed', orderId: w.rentalOrderId } }),
  'GET /api/late-fees/not-returned': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'GET /api/owed': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'POST /api/owed/{kind}/{id}/collected': (w) => ({
    params: { kind: 'damage', id: w.owedChargeId },
    body: { reference: 'Transfer DW 0042' },
    destructive: true,
  }),
  'GET /api/products/{identifier}/reviews': (w) => ({ params: { identifier: w.lenderProductId }, query: { page: '1', pageSize: '20' } }),
  'GET /api/reviews/invitation/{token}': (w) => ({ params: { token: w.returnedReviewToken } }),
  'POST /api/reviews/photo-upload': (w) => ({
    params: {},
    body: { token: w.returnedReviewToken, contentType: 'image/png', size: TINY_PNG.length },
  }),
  'POST /api/reviews': (w) => ({
    params: {},
    body: { token: w.returnedReviewToken, orderItemId: w.returnedHouseLineId, rating: 5, fit: 'true-to-size', text: REVIEW_TEXT },
  }),
  'GET /api/reviews': () => ({ params: {}, query: { page: '1', pageSize: '20', visibility: 'visible' } }),
  'PUT /api/reviews/{id}/hidden': (w) => ({
    params: { id: w.reviewId },
    body: { hidden: true, reason: 'Names a person' },
    destructive: true,
  }),
  'GET /api/lender/reviews': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'GET /api/admin/orders/{id}/condition-records': (w) => ({ params: { id: w.rentalOrderId }, query: { page: '1', pageSize: '20' } }),
  'POST /api/lender/bookings/{id}/received': (w) => ({
    params: { id: w.dispatchedBookingId },
    body: { condition: 'needs-cleaning', note: 'Make-up on the collar' },
    destructive: true,
  }),
  'GET /api/lender/condition-records': () => ({ params: {}, query: { page: '1', pageSize: '20' } }),
  'GET /api/lender/claims': () => ({ params: {}, query: { page: '1', pageSize: '20', status: 'open' } }),
  'POST /api/lender/claims': (w) => ({
    params: {},
    body: { orderItemId: w.returnedLenderLineId, description: 'A wine stain on the skirt.', amountPence: 4_500, photos: [] },
  }),
  'GET /api/admin/claims': () => ({ params: {}, query: { page: '1', pageSize: '20', status: 'open' } }),
  'POST /api/admin/claims': (w) => ({
    params: {},
    body: { orderItemId: w.returnedHouseLineId, description: 'The zip is broken at the top.', amountPence: 2_500 },
  }),
  'PUT /api/admin/claims/{id}/decision': (w) => ({
    params: { id: w.claimId },
    body: { decision: 'charge-renter', amountPence: 1_500, note: 'Half the repair' },
    destructive: true,
  }),
  'GET /api/orders/{orderId}/claims': (w) => ({
    params: { orderId: w.rentalOrderId },
    query: { token: w.rentalToken, page: '1', pageSize: '20' },
  }),
  'POST /api/orders/{orderId}/claims/{claimId}/answer': (w) => ({
    params: { orderId: w.rentalOrderId, claimId: w.claimId },
    query: { token: w.rentalToken },
    body: { answer: 'The hem was loose when it arrived.' },
    destructive: true,
  }),
  'GET /api/health': () => ({ params: {} }),
  'GET /api/health/live': () => ({ params: {} }),
};
