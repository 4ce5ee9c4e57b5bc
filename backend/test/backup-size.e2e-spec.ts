import type { CartItemView, LenderBooking, OrderView, ProductAvailabilityView, ProductView, QuoteView } from '@dw/contracts';
import { BACKUP_SIZE_MESSAGES } from '@dw/contracts';
import { lenderPhotos, lenderAccountBody } from './support/fixtures';
import { createProduct, newSessionId, orderBody, rowCounts, ukDate } from './support/orders-fixtures';
import { deliveredMail } from './support/outbox';
import { describeEachDatabase } from './support/test-app';

/** The backup size ("backup size at no extra cost"): a second size, same dates, £0, held and freed with the order. */
describeEachDatabase('a free backup size', (ctx) => {
  let dress: ProductView;
  let lenderDress: ProductView;
  let lenderToken: string;
  let test = 0;
  let start = ukDate(5);

  beforeAll(async () => {
    dress = await createProduct(ctx(), { name: 'Backup Gown', basePrice: '65.00', availableSizes: ['8', '10', '12'] });
    ({ product: lenderDress, token: lenderToken } = await lenderDressWithSizes(['8', '10']));
  });
  beforeEach(() => {
    start = ukDate(5 + 9 * test++);
  });

  /** An approved lender's live dress, one unit of each size (a lender's piece). */
  async function lenderDressWithSizes(sizes: string[]): Promise<{ product: ProductView; token: string }> {
    const http = ctx().http();
    const admin = await ctx().adminAgent();
    const account = (
      await http.post('/api/lender-accounts').send(lenderAccountBody('Bella Backup', 'bella.backup@example.co.uk')).expect(201)
    ).body as { id: string; token: string };
    await admin.put(`/api/lender-accounts/${account.id}/status`).send({ status: 'approved' }).expect(200);
    const [photo] = await lenderPhotos(ctx(), account.token);
    const listing = (
      await http
        .post('/api/dress-listings')
        .set('X-Lender-Token', account.token)
        .send({
          lenderAccountId: account.id,
          name: "Bella's Silk Gown",
          brand: 'Jenny Packham',
          description: 'Floor-length silk gown with a sweetheart neckline, worn once.',
          category: 'evening-gown',
          condition: 'excellent',
          occasion: 'gala-awards',
          sizes,
          originalPrice: 950,
          rentalPrice2Day: 80,
          rentalPrice4Day: 120,
          careInstructions: 'Dry clean only.',
          imageUrls: [photo],
        })
        .expect(201)
    ).body as { id: string };
    await admin.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'approved' }).expect(200);
    const live = (await admin.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'live' }).expect(200)).body as {
      productId: string;
    };
    return { product: (await http.get(`/api/products/${live.productId}`).expect(200)).body as ProductView, token: account.token };
  }

  const add = (body: Record<string, unknown>) => ctx().http().post('/api/cart').send(body);
  const line = (product: ProductView, extra: Record<string, unknown> = {}) => ({
    productId: product.id,
    size: product.availableSizes[0],
    duration: 2,
    quantity: 1,
    startDate: start,
    ...extra,
  });
  const quoteOf = async (session: string) => (await ctx().http().get(`/api/cart/${session}/quote`).expect(200)).body as QuoteView;
  const fullOf = async (product: ProductView, size: string) =>
    ((await ctx().http().get(`/api/products/${product.slug}/availability`).expect(200)).body as ProductAvailabilityView).sizes.find(
      (s) => s.size === size,
    )?.fullDays ?? [];
  const earningsOf = async (orderId: string) =>
    ctx().dataSource.query<{ size: string }[]>('SELECT size FROM earnings WHERE orderId = ?', [orderId]);

  it('is a £0 note on its line, books its unit with the order, earns nothing and leaves the total as it was', async () => {
    const session = newSessionId();
    const added = (await add({ sessionId: session, ...line(lenderDress, { backupSize: '10' }) }).expect(201)).body as CartItemView;
    expect(added.backupSize).toBe('10');
    const quote = await quoteOf(session);
    expect(quote.lines).toEqual([expect.objectContaining({ size: '8', backupSize: '10', unitPricePence: 8000, lineTotalPence: 8000 })]);
    // The same dress without a backup costs the same.
    const plain = newSessionId();
    await add({ sessionId: plain, ...line(lenderDress, { startDate: ukDate(200) }) }).expect(201);
    expect((await quoteOf(plain)).totalPence).toBe(quote.totalPence);

    const items = [{ ...line(lenderDress, { backupSize: '10' }), unitPrice: '80.00' }];
    const res = await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody(items, { total: (quote.totalPence / 100).toFixed(2) }, session))
      .expect(201);
    const order = res.body as OrderView;
    expect(order.total).toBe((quote.totalPence / 100).toFixed(2));
    expect(order.items).toEqual([
      expect.objectContaining({ size: '8', quantity: 1, unitPrice: '80.00', isBackup: false }),
      expect.objectContaining({ size: '10', quantity: 1, unitPrice: '0.00', isBackup: true, startDate: start }),
    ]);
    expect(await fullOf(lenderDress, '8')).toContain(start);
    expect(await fullOf(lenderDress, '10')).toContain(start);
    expect(await earningsOf(order.id)).toEqual([{ size: '8' }]);
    // The lender's bookings list both units, the backup named as such.
    const bookings = (await ctx().http().get('/api/lender/bookings?when=upcoming').set('X-Lender-Token', lenderToken).expect(200))
      .body as LenderBooking[];
    expect(bookings.filter((b) => b.startDate === start).map((b) => [b.size, b.isBackup])).toEqual(
      expect.arrayContaining([
        ['8', false],
        ['10', true],
      ]),
    );
    // The renter's confirmation and the lender's "dress booked" name it under its line.
    const mail = await deliveredMail(ctx().app);
    for (const to of ['ada@example.com', 'bella.backup@example.co.uk']) {
      const sent = mail.filter((m) => m.to.includes(to) && m.text.includes(lenderDress.name));
      expect(sent.some((m) => m.text.includes('UK 10 (backup size, free)'))).toBe(true);
    }

    // Cancelled: both units are free again.
    const admin = await ctx().adminAgent();
    await admin.put(`/api/orders/${order.id}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await fullOf(lenderDress, '8')).not.toContain(start);
    expect(await fullOf(lenderDress, '10')).not.toContain(start);
  });

  it('a backup size already taken for the dates is refused by the cart, and by checkout when taken meanwhile, naming it', async () => {
    // Someone else rents the lender's UK 10 for these dates.
    await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody([line(lenderDress, { size: '10' })]))
      .expect(201);
    const session = newSessionId();
    const before = await rowCounts(ctx());
    const refused = await add({ sessionId: session, ...line(lenderDress, { backupSize: '10' }) }).expect(409);
    expect(refused.body).toMatchObject({ code: 'DATES_UNAVAILABLE', message: BACKUP_SIZE_MESSAGES.unavailable(lenderDress.name, '10') });
    expect(await rowCounts(ctx())).toEqual(before);

    // A cart that took the backup before the UK 10 was rented says so under its line.
    const earlier = newSessionId();
    const later = ukDate(300 + test);
    await add({ sessionId: earlier, ...line(lenderDress, { startDate: later, backupSize: '10' }) }).expect(201);
    await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody([line(lenderDress, { size: '10', startDate: later })]))
      .expect(201);
    const [flagged] = (await ctx().http().get(`/api/cart/${earlier}`).expect(200)).body as CartItemView[];
    expect(flagged).toMatchObject({ available: true, backupSize: '10', backupUnavailableReason: 'No longer available for these dates' });
    const beforeCheckout = await rowCounts(ctx());

    // Checkout: the order's body asks for it (a cart of another moment); nothing is written.
    const checkout = await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody([line(lenderDress, { backupSize: '10' })]))
      .expect(409);
    expect(checkout.body.message).toBe(BACKUP_SIZE_MESSAGES.unavailable(lenderDress.name, '10'));
    expect(await rowCounts(ctx())).toEqual(beforeCheckout);
    // Its own order's paid UK 10 wins the unit over the free backup: the backup is what is refused.
    const both = ukDate(330 + test);
    const own = await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody([line(lenderDress, { startDate: both, backupSize: '10' }), line(lenderDress, { size: '10', startDate: both })]))
      .expect(409);
    expect(own.body.message).toBe(BACKUP_SIZE_MESSAGES.unavailable(lenderDress.name, '10'));
    // Without the backup the order goes through.
    await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody([line(lenderDress)]))
      .expect(201);
  });

  it('refuses the main size, a size the dress lacks, an undated line and a second backup of one dress, writing nothing', async () => {
    const session = newSessionId();
    await add({ sessionId: session, ...line(dress, { size: '8', backupSize: '10' }) }).expect(201);
    const before = await rowCounts(ctx());
    const same = await add({ sessionId: session, ...line(dress, { size: '12', backupSize: '12' }) }).expect(400);
    expect(same.body).toMatchObject({ code: 'INVALID_BACKUP_SIZE', message: BACKUP_SIZE_MESSAGES.sameAsMain('12') });
    const unknown = await add({ sessionId: session, ...line(dress, { size: '12', backupSize: '16' }) }).expect(400);
    expect(unknown.body.message).toBe(BACKUP_SIZE_MESSAGES.unknownSize('16'));
    const undated = await add({ sessionId: session, ...line(dress, { size: '12', startDate: undefined, backupSize: '10' }) }).expect(400);
    expect(undated.body.message).toBe(BACKUP_SIZE_MESSAGES.needsDate);
    const second = await add({ sessionId: session, ...line(dress, { size: '12', backupSize: '10' }) }).expect(409);
    expect(second.body).toMatchObject({ code: 'BACKUP_SIZE_LIMIT', message: BACKUP_SIZE_MESSAGES.onePerDress('Backup Gown') });
    expect(await rowCounts(ctx())).toEqual(before);

    const twice = await ctx()
      .http()
      .post('/api/orders')
      .send(orderBody([line(dress, { size: '8', backupSize: '10' }), line(dress, { size: '12', backupSize: '10', duration: 4 })]))
      .expect(409);
    expect(twice.body.code).toBe('BACKUP_SIZE_LIMIT');
    expect(await rowCounts(ctx())).toEqual(before);
  });

  it('the cart takes a backup off its line (null) and a client that knows nothing of backups orders as before', async () => {
    const session = newSessionId();
    const added = (await add({ sessionId: session, ...line(dress, { backupSize: '12' }) }).expect(201)).body as CartItemView;
    const changed = await ctx()
      .http()
      .put(`/api/cart/${added.id}`)
      .set('X-Session-Id', session)
      .send({ quantity: 1, backupSize: null })
      .expect(200);
    expect(changed.body.backupSize).toBeNull();
    expect((await quoteOf(session)).lines[0].backupSize).toBeNull();
    const order = (
      await ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([line(dress)], {}, session))
        .expect(201)
    ).body as OrderView;
    expect(order.items.map((i) => i.isBackup)).toEqual([false]);
  });
});
