import { type LenderBooking, MAX_BLOCK_DAYS, REJECTION_REASON_MAX } from '@dw/contracts';
import { lenderPhotos, lenderAccountBody } from './support/fixtures';
import { listingBody as dressBody } from './support/fuzz/world';
import { orderBody, ukDate } from './support/orders-fixtures';
import { describeEachDatabase } from './support/test-app';
import { readOutbox } from './support/outbox';

const ADMIN_EMAIL = 'admin@shop.test';

/** The renter: none of these may ever reach a lender. */
const RENTER = {
  customerName: 'Rosalind Franklin',
  customerEmail: 'rosalind.renter@example.com',
  customerPhone: '07700 900987',
  deliveryAddress: '9 Kings Parade, Cambridge CB2 1SJ',
};
const RENTER_STRINGS = [...Object.values(RENTER), 'Rosalind', 'Franklin', 'rosalind.renter', '900987', 'Kings Parade', 'CB2 1SJ'];

interface Lender {
  id: string;
  token: string;
  email: string;
  /** Three photos she uploaded: her listings may name only her own uploads. */
  photos: string[];
}

/** A listing as the lender edits it: the fuzz world's dress without the account id, her first photo. */
const listingBody = (who: Lender, overrides: Record<string, unknown> = {}) => {
  const { lenderAccountId: _account, ...body } = dressBody('', who.photos[0].split('/').pop() as string, overrides);
  return body;
};

describeEachDatabase(
  'the lender area: listings, bookings and blocks',
  (ctx) => {
    let amelia: Lender;
    let beatrice: Lender;
    /** Amelia's live dress and Beatrice's. */
    let dress: { listingId: string; productId: string; slug: string };
    let othersDress: { listingId: string; productId: string };

    const http = () => ctx().http();
    const admin = () => ctx().adminAgent();
    const as = (who: Lender) => ({
      get: (url: string) => http().get(url).set('X-Lender-Token', who.token),
      put: (url: string, body: object) => http().put(url).set('X-Lender-Token', who.token).send(body),
      post: (url: string, body: object) => http().post(url).set('X-Lender-Token', who.token).send(body),
      delete: (url: string) => http().delete(url).set('X-Lender-Token', who.token),
    });

    const createLender = async (fullName: string, email: string): Promise<Lender> => {
      const res = await http().post('/api/lender-accounts').send(lenderAccountBody(fullName, email)).expect(201);
      return { id: res.body.id, token: res.body.token, email, photos: await lenderPhotos(ctx(), res.body.token, 3) };
    };
    const submit = async (who: Lender, overrides: Record<string, unknown> = {}): Promise<string> => {
      const res = await http()
        .post('/api/dress-listings')
        .set('X-Lender-Token', who.token)
        .send({ lenderAccountId: who.id, ...listingBody(who, overrides) })
        .expect(201);
      return res.body.id;
    };
    const listingRow = async (id: string): Promise<Record<string, unknown>> => {
      const rows: Record<string, unknown>[] = await ctx().dataSource.query(
        'SELECT status, name, rejectionReason, productId FROM dress_listings WHERE id = ?',
        [id],
      );
      return rows[0];
    };
    const outbox = async (kind: string, to: string): Promise<{ subject: string; html: string; text: string }[]> =>
      readOutbox(ctx().app, 'SELECT subject, html, text FROM outbox_messages WHERE kind = ? AND toAddress = ?', [kind, to]);
    /** Approve, then make live: the listing's product, as the shop sees it. */
    const goLive = async (listingId: string) => {
      const agent = await admin();
      await agent.put(`/api/dress-listings/${listingId}/status`).send({ status: 'approved' }).expect(200);
      const live = await agent.put(`/api/dress-listings/${listingId}/status`).send({ status: 'live' }).expect(200);
      const product = await http().get(`/api/products/${live.body.productId}`).expect(200);
      return { listingId, productId: live.body.productId as string, slug: product.body.slug as string };
    };
    /** A page of her bookings and the total from X-Total-Count, as the lender area reads them. */
    const bookings = async (who: Lender, query = '') => {
      const res = await as(who).get(`/api/lender/bookings${query}`).expect(200);
      return { items: res.body as LenderBooking[], total: Number(res.headers['x-total-count']) };
    };

    beforeAll(async () => {
      amelia = await createLender('Amelia Hart', 'amelia@example.co.uk');
      beatrice = await createLender('Beatrice Wood', 'beatrice@example.co.uk');
      const agent = await admin();
      for (const who of [amelia, beatrice]) {
        await agent.put(`/api/lender-accounts/${who.id}/status`).send({ status: 'approved' }).expect(200);
      }
      othersDress = await goLive(await submit(beatrice, { name: 'Emerald Satin Slip' }));
    });

    describe('rejection reasons', () => {
      it('refuses to reject a listing with a blank or too long reason: 400 naming reason, status unchanged', async () => {
        const id = await submit(amelia, { name: 'Coral Tulle Midi' });
        const agent = await admin();
        for (const body of [
          { status: 'rejected', reason: '   ' },
          { status: 'rejected', reason: 'x'.repeat(REJECTION_REASON_MAX + 1) },
        ]) {
          const res = await agent.put(`/api/dress-listings/${id}/status`).send(body).expect(400);
          expect(res.body).toEqual({ statusCode: 400, code: 'REJECTION_REASON_REQUIRED', message: expect.stringMatching(/reason/i) });
        }
        const approveWithReason = await agent
          .put(`/api/dress-listings/${id}/status`)
          .send({ status: 'approved', reason: 'Lovely' })
          .expect(400);
        expect(approveWithReason.body.message).toMatch(/reason/i);
        const notText = await agent.put(`/api/dress-listings/${id}/status`).send({ status: 'rejected', reason: 42 }).expect(400);
        expect(notText.body.message).toMatch(/reason/i);
        expect(await listingRow(id)).toMatchObject({ status: 'pending', rejectionReason: null });
        expect(await outbox('listing-rejected', amelia.email)).toHaveLength(0);
      });

      it('stores, shows and e-mails the reason a lender account was rejected', async () => {
        const cora = await createLender('Cora Lane', 'cora@example.co.uk');
        const agent = await admin();
        await agent.put(`/api/lender-accounts/${cora.id}/status`).send({ status: 'rejected', reason: '' }).expect(400);
        const unchanged = await agent.get('/api/lender-accounts?q=Cora').expect(200);
        expect(unchanged.body[0]).toMatchObject({ status: 'pending', rejectionReason: null });

        const reason = 'The account name does not match the bank <account>.';
        const res = await agent.put(`/api/lender-accounts/${cora.id}/status`).send({ status: 'rejected', reason }).expect(200);
        expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
        const listed = await agent.get('/api/lender-accounts?q=Cora').expect(200);
        expect(listed.body[0]).toMatchObject({ status: 'rejected', rejectionReason: reason });
        const [mail] = await outbox('lender-account-rejected', cora.email);
        expect(mail.text).toContain(reason);
        expect(mail.html).toContain('The account name does not match the bank &lt;account&gt;.');
        expect(mail.html).not.toContain('<account>');
        // A rejected lender still reaches her own area (to read why).
        await as(cora).get('/api/lender/listings').expect(200);
        // The admin's words about her go with her personal data.
        const erased = await agent.delete(`/api/lender-accounts/${cora.id}/personal-data`).expect(200);
        expect(erased.body.rejectionReason).toBeNull();
      });
      it("still takes the spec's own payload { status: 'rejected' }: no reason stored, the lender still e-mailed", async () => {
        const dora = await createLender('Dora Quinn', 'dora@example.co.uk');
        const agent = await admin();
        const res = await agent.put(`/api/lender-accounts/${dora.id}/status`).send({ status: 'rejected' }).expect(200);
        expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: null });
        const [mail] = await outbox('lender-account-rejected', dora.email);
        expect(mail.text).not.toContain('Our reason');
      });
    });

    describe('my listings: the edit loop', () => {
      let listingId: string;
      const reason = '  The photos are too dark & we cannot judge the <velvet>.  ';

      it('the admin rejects with a reason; the lender sees it in her listings and in the e-mail', async () => {
        listingId = await submit(amelia);
        const agent = await admin();
        const res = await agent.put(`/api/dress-listings/${listingId}/status`).send({ status: 'rejected', reason }).expect(200);
        expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: reason.trim() });
        const adminList = await agent.get('/api/dress-listings?status=rejected').expect(200);
        expect(adminList.body.find((l: { id: string }) => l.id === listingId)).toMatchObject({ rejectionReason: reason.trim() });

        const mine = await as(amelia).get('/api/lender/listings').expect(200);
        expect(mine.headers['x-total-count']).toBe(String(mine.body.length));
        const listing = mine.body.find((l: { id: string }) => l.id === listingId);
        expect(listing).toMatchObject({
          id: listingId,
          name: 'Midnight Velvet Gown',
          status: 'rejected',
          rejectionReason: reason.trim(),
          productSlug: null,
          imageUrls: [amelia.photos[0]],
        });
        const [mail] = await outbox('listing-rejected', amelia.email);
        expect(mail.text).toContain(reason.trim());
        expect(mail.html).toContain('The photos are too dark &amp; we cannot judge the &lt;velvet&gt;.');
        expect(mail.html).toContain('/lender/listings');
      });

      it('she edits it: validated like a new listing, back to pending without the reason, the admin told and shown it again', async () => {
        const bad = await as(amelia)
          .put(`/api/lender/listings/${listingId}`, listingBody(amelia, { description: 'short' }))
          .expect(400);
        expect(bad.body.code).toBe('VALIDATION_FAILED');
        const noPhotos = await as(amelia)
          .put(`/api/lender/listings/${listingId}`, listingBody(amelia, { imageUrls: [] }))
          .expect(400);
        expect(noPhotos.body.message).toMatch(/photo/i);
        const notHers = await as(amelia)
          .put(
            `/api/lender/listings/${listingId}`,
            listingBody(amelia, { imageUrls: ['/objects/uploads/00000000-0000-4000-8000-000000000000'] }),
          )
          .expect(400);
        expect(notHers.body.code).toBe('IMAGE_NOT_OWN_UPLOAD');
        // Her own upload URL, but the photo never arrived.
        const ticket = await as(amelia).post('/api/objects/upload', {}).expect(200);
        const missingPhoto = await as(amelia)
          .put(`/api/lender/listings/${listingId}`, listingBody(amelia, { imageUrls: [ticket.body.objectPath] }))
          .expect(400);
        expect(missingPhoto.body.code).toBe('IMAGE_NOT_USABLE');
        const foreignField = await as(amelia)
          .put(`/api/lender/listings/${listingId}`, { ...listingBody(amelia), lenderAccountId: beatrice.id })
          .expect(400);
        expect(foreignField.body.code).toBe('UNKNOWN_FIELD');
        expect(await listingRow(listingId)).toMatchObject({ status: 'rejected', name: 'Midnight Velvet Gown' });

        const reviewsBefore = (await outbox('admin-listing-review', ADMIN_EMAIL)).length;
        const edited = await as(amelia)
          .put(
            `/api/lender/listings/${listingId}`,
            listingBody(amelia, { name: 'Midnight Velvet Gown II', imageUrls: [amelia.photos[1], amelia.photos[2]] }),
          )
          .expect(200);
        expect(edited.body).toMatchObject({
          id: listingId,
          name: 'Midnight Velvet Gown II',
          imageUrls: [amelia.photos[1], amelia.photos[2]],
          status: 'pending',
          rejectionReason: null,
          productSlug: null,
        });
        const reviews = await outbox('admin-listing-review', ADMIN_EMAIL);
        expect(reviews).toHaveLength(reviewsBefore + 1);
        expect(reviews.some((m) => m.subject.includes('Midnight Velvet Gown II'))).toBe(true);
        const pending = await (await admin()).get('/api/dress-listings?status=pending&pageSize=100').expect(200);
        expect(pending.body.map((l: { id: string }) => l.id)).toContain(listingId);

        // Still pending, she may edit it again.
        await as(amelia)
          .put(`/api/lender/listings/${listingId}`, listingBody(amelia, { name: 'Midnight Velvet Gown' }))
          .expect(200);
      });

      it('once approved and live it links to its product page and can no longer be edited (409)', async () => {
        const approved = await (await admin()).put(`/api/dress-listings/${listingId}/status`).send({ status: 'approved' }).expect(200);
        expect(approved.body.rejectionReason).toBeNull();
        const refused = await as(amelia)
          .put(`/api/lender/listings/${listingId}`, listingBody(amelia, { name: 'Sneaky rename' }))
          .expect(409);
        expect(refused.body.code).toBe('LISTING_NOT_EDITABLE');

        const live = await (await admin()).put(`/api/dress-listings/${listingId}/status`).send({ status: 'live' }).expect(200);
        const product = await http().get(`/api/products/${live.body.productId}`).expect(200);
        dress = { listingId, productId: live.body.productId, slug: product.body.slug };
        const mine = await as(amelia).get('/api/lender/listings').expect(200);
        expect(mine.body.find((l: { id: string }) => l.id === listingId)).toMatchObject({
          status: 'live',
          productId: dress.productId,
          productSlug: dress.slug,
        });
        await http().get(`/api/products/${dress.slug}`).expect(200);

        const liveEdit = await as(amelia)
          .put(`/api/lender/listings/${listingId}`, listingBody(amelia, { name: 'Sneaky rename' }))
          .expect(409);
        expect(liveEdit.body.code).toBe('LISTING_NOT_EDITABLE');
        expect(await listingRow(listingId)).toMatchObject({ status: 'live', name: 'Midnight Velvet Gown' });
      });

      it('shows only her own listings, newest first, paged by the server', async () => {
        const mine = await as(amelia).get('/api/lender/listings?page=1&pageSize=1').expect(200);
        expect(mine.headers['x-total-count']).toBe('2');
        expect(mine.headers.link).toBe('</api/lender/listings?pageSize=1&page=2>; rel="next"');
        expect(mine.body).toHaveLength(1);
        expect(mine.body[0].id).toBe(listingId); // submitted after the Coral Tulle Midi
        const second = await as(amelia).get('/api/lender/listings?page=2&pageSize=1').expect(200);
        expect(second.body[0].name).toBe('Coral Tulle Midi');
        expect(second.headers.link).toBe('</api/lender/listings?pageSize=1&page=1>; rel="prev"');
        // The overview's "live dresses": one row asked for, the count in X-Total-Count.
        const live = await as(amelia).get('/api/lender/listings?status=live&pageSize=1').expect(200);
        expect(live.headers['x-total-count']).toBe('1');
        expect(live.body.map((l: { id: string }) => l.id)).toEqual([listingId]);
        const hers = await as(beatrice).get('/api/lender/listings').expect(200);
        expect(hers.body.map((l: { lenderAccountId: string }) => l.lenderAccountId)).toEqual([beatrice.id]);
        for (const [query, field] of [
          ['?pageSize=101', 'pageSize'],
          ['?page=0', 'page'],
          ['?pageSize=abc', 'pageSize'],
          ['?page=1&page=2', 'page'],
          ['?status=gone', 'status'],
          ['?sort=name', 'sort'],
        ]) {
          const res = await as(amelia).get(`/api/lender/listings${query}`).expect(400);
          expect(res.body).toEqual({
            statusCode: 400,
            code: expect.stringMatching(/^(VALIDATION_FAILED|UNKNOWN_FIELD)$/),
            message: expect.stringContaining(field),
          });
        }
      });

      it("another lender's listing or an unknown id: 404 and nothing changed", async () => {
        const coral = await submit(amelia, { name: 'Amber Lace Cocktail' });
        const res = await as(beatrice)
          .put(`/api/lender/listings/${coral}`, listingBody(beatrice, { name: 'Taken over' }))
          .expect(404);
        expect(res.body.code).toBe('LISTING_NOT_FOUND');
        expect(await listingRow(coral)).toMatchObject({ status: 'pending', name: 'Amber Lace Cocktail' });
        for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
          expect((await as(amelia).put(`/api/lender/listings/${id}`, listingBody(amelia)).expect(404)).body.code).toBe('LISTING_NOT_FOUND');
        }
      });
    });

    describe('who may call', () => {
      const routes = (): [string, string, object?][] => [
        ['get', '/api/lender/listings'],
        ['put', `/api/lender/listings/${dress.listingId}`, listingBody(amelia)],
        ['get', '/api/lender/bookings'],
        ['post', '/api/lender/blocks', { productId: dress.productId, size: '10', startDate: ukDate(200), endDate: ukDate(201) }],
        ['delete', '/api/lender/blocks/00000000-0000-4000-8000-000000000000'],
      ];

      it('no credentials, a wrong token or only the admin session: 401', async () => {
        const agent = await admin();
        for (const [method, url, body] of routes()) {
          const call = (req: ReturnType<ReturnType<typeof http>['get']>) => (body ? req.send(body) : req);
          const none = await call(http()[method as 'get'](url)).expect(401);
          expect(none.body.code).toBe('LENDER_SIGN_IN_REQUIRED');
          await call(http()[method as 'get'](url).set('X-Lender-Token', 'not-a-token')).expect(401);
          await call(agent[method as 'get'](url)).expect(401);
        }
        expect(await ctx().count('bookings')).toBe(0);
      });
    });

    describe('bookings', () => {
      let orderId: string;
      const start = ukDate(20);

      it("a renter's order shows its dates, size and status, and nothing about the renter", async () => {
        const res = await http()
          .post('/api/orders')
          .send(orderBody([{ productId: dress.productId, size: '10', duration: 4, quantity: 1, startDate: start }], RENTER))
          .expect(201);
        orderId = res.body.id;

        const page = await bookings(amelia, '?when=upcoming');
        expect(page).toEqual({
          items: [
            {
              id: expect.any(String),
              kind: 'order',
              productId: dress.productId,
              productName: 'Midnight Velvet Gown',
              productSlug: dress.slug,
              size: '10',
              startDate: start,
              endDate: ukDate(23),
              orderStatus: 'pending',
              orderReference: orderId.slice(-8).toUpperCase(),
              isBackup: false,
            },
          ],
          total: 1,
        });
        const json = JSON.stringify(page);
        for (const secret of [...RENTER_STRINGS, orderId]) expect(json).not.toContain(secret);

        await (await admin()).put(`/api/orders/${orderId}/status`).send({ status: 'processing' }).expect(200);
        expect((await bookings(amelia)).items[0].orderStatus).toBe('processing');
        // Beatrice's dress had no rental; hers is empty, and Amelia's dress is not hers to filter by.
        expect((await bookings(beatrice)).total).toBe(0);
        expect((await as(beatrice).get(`/api/lender/bookings?productId=${dress.productId}`).expect(404)).body.code).toBe(
          'PRODUCT_NOT_FOUND',
        );
        expect((await bookings(amelia, `?productId=${dress.productId}`)).total).toBe(1);
        expect((await bookings(amelia, `?productId=${dress.productId.toUpperCase()}`)).total).toBe(1);
        for (const query of ['?when=soon', '?productId=nope', '?pageSize=500', '?page=-1']) {
          await as(amelia).get(`/api/lender/bookings${query}`).expect(400);
        }
      });

      it('past rentals (ended before today, UK day) are listed apart, latest first', async () => {
        // Two earlier rentals of the same dress, as if placed weeks ago.
        for (const [from, to] of [
          [ukDate(-30), ukDate(-27)],
          [ukDate(-10), ukDate(-1)],
        ]) {
          const res = await http()
            .post('/api/orders')
            .send(orderBody([{ productId: dress.productId, size: '12', duration: 4, quantity: 1, startDate: ukDate(60) }], RENTER))
            .expect(201);
          await ctx().dataSource.query('UPDATE bookings SET startDate = ?, endDate = ?, holdFrom = ?, holdUntil = ? WHERE orderId = ?', [
            from,
            to,
            from,
            to,
            res.body.id,
          ]);
        }
        const past = await bookings(amelia, '?when=past');
        expect(past.items.map((b: { startDate: string }) => b.startDate)).toEqual([ukDate(-10), ukDate(-30)]);
        expect(past.total).toBe(2);
        const upcoming = await bookings(amelia, '?when=upcoming');
        expect(upcoming.items.map((b: { startDate: string }) => b.startDate)).toEqual([start]);
        const json = JSON.stringify(past);
        for (const secret of RENTER_STRINGS) expect(json).not.toContain(secret);
      });

      describe('blocks', () => {
        let blockId: string;

        it('blocks free days of her dress: 201, in her upcoming bookings and the admin calendar', async () => {
          const res = await as(amelia)
            .post('/api/lender/blocks', { productId: dress.productId, size: '10', startDate: ukDate(40), endDate: ukDate(42) })
            .expect(201);
          blockId = res.body.id;
          expect(res.body).toEqual({
            id: expect.any(String),
            kind: 'block',
            productId: dress.productId,
            productName: 'Midnight Velvet Gown',
            productSlug: dress.slug,
            size: '10',
            startDate: ukDate(40),
            endDate: ukDate(42),
            orderStatus: null,
            orderReference: null,
            isBackup: false,
          });
          const upcoming = await bookings(amelia, '?when=upcoming');
          expect(upcoming.items.map((b: { kind: string; startDate: string }) => [b.kind, b.startDate])).toEqual([
            ['order', start],
            ['block', ukDate(40)],
          ]);
          const calendar = await (await admin()).get(`/api/products/${dress.productId}/bookings`).expect(200);
          expect(calendar.body.bookings.find((b: { id: string }) => b.id === blockId)).toMatchObject({
            kind: 'block',
            note: 'Blocked by the lender',
          });
          // The shop no longer offers those days.
          const availability = await http().get(`/api/products/${dress.productId}/availability`).expect(200);
          expect(availability.body.sizes.find((s: { size: string }) => s.size === '10').fullDays).toContain(ukDate(41));
        });

        it("refuses days a rental holds (409), another lender's dress (404), a size not offered and bad ranges (400)", async () => {
          const before = await ctx().count('bookings');
          const over = await as(amelia)
            .post('/api/lender/blocks', { productId: dress.productId, size: '10', startDate: ukDate(21), endDate: ukDate(22) })
            .expect(409);
          expect(over.body.code).toBe('BLOCK_OVERLAPS');
          const others = await as(amelia)
            .post('/api/lender/blocks', { productId: othersDress.productId, size: '10', startDate: ukDate(40), endDate: ukDate(41) })
            .expect(404);
          expect(others.body.code).toBe('PRODUCT_NOT_FOUND');
          const unknown = await as(amelia)
            .post('/api/lender/blocks', {
              productId: '00000000-0000-4000-8000-000000000000',
              size: '10',
              startDate: ukDate(40),
              endDate: ukDate(41),
            })
            .expect(404);
          expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');
          const size = await as(amelia)
            .post('/api/lender/blocks', { productId: dress.productId, size: '8', startDate: ukDate(50), endDate: ukDate(51) })
            .expect(400);
          expect(size.body.message).toMatch(/size/i);
          const ranges: [string, string, string][] = [
            [ukDate(52), ukDate(51), 'INVALID_BLOCK'],
            [ukDate(-1), ukDate(1), 'INVALID_BLOCK'],
            [ukDate(50), ukDate(50 + MAX_BLOCK_DAYS), 'INVALID_BLOCK'],
            ['2031-02-30', '2031-03-01', 'VALIDATION_FAILED'],
            ['tomorrow', ukDate(5), 'VALIDATION_FAILED'],
          ];
          for (const [startDate, endDate, code] of ranges) {
            const res = await as(amelia)
              .post('/api/lender/blocks', { productId: dress.productId, size: '10', startDate, endDate })
              .expect(400);
            expect([code, 'INVALID_BLOCK']).toContain(res.body.code);
          }
          await as(amelia)
            .post('/api/lender/blocks', { productId: dress.productId, size: '10', startDate: ukDate(60) })
            .expect(400);
          await as(amelia)
            .post('/api/lender/blocks', { productId: dress.productId, size: '10', startDate: ukDate(60), endDate: ukDate(61), units: 1 })
            .expect(400);
          expect(await ctx().count('bookings')).toBe(before);
        });

        it("deletes only her own blocks: another lender's, an order's or the admin's answer 404 and stay", async () => {
          const before = await ctx().count('bookings');
          expect((await as(beatrice).delete(`/api/lender/blocks/${blockId}`).expect(404)).body.code).toBe('BLOCK_NOT_FOUND');
          const order = (await bookings(amelia)).items.find((b) => b.kind === 'order');
          expect((await as(amelia).delete(`/api/lender/blocks/${order?.id}`).expect(404)).body.code).toBe('BLOCK_NOT_FOUND');
          const adminBlock = await (
            await admin()
          )
            .post(`/api/products/${dress.productId}/blocks`)
            .send({ size: '12', startDate: ukDate(70), endDate: ukDate(71), note: 'Photography' })
            .expect(201);
          await as(amelia).delete(`/api/lender/blocks/${adminBlock.body.id}`).expect(404);
          await as(amelia).delete('/api/lender/blocks/not-a-uuid').expect(404);
          expect(await ctx().count('bookings')).toBe(before + 1);

          await as(amelia).delete(`/api/lender/blocks/${blockId}`).expect(204);
          expect(await ctx().count('bookings')).toBe(before);
          await as(amelia).delete(`/api/lender/blocks/${blockId}`).expect(404);
          expect((await bookings(amelia)).items.map((b: { kind: string }) => b.kind)).toEqual(['order']);
        });
      });
    });
  },
  { env: () => ({ ADMIN_EMAIL }) },
);
