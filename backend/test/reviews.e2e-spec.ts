import type {
  AdminReviewView,
  CataloguePage,
  LenderReviewView,
  OrderView,
  ProductView,
  ReviewInvitationView,
  ReviewView,
} from '@dw/contracts';
import { REVIEW_PHOTO_NOT_OWN } from '@dw/contracts';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { fakeBuild } from './support/builds';
import { TINY_PNG, lenderAccountBody, lenderPhotos, productBody } from './support/fixtures';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { SmtpTestServer, startSmtpServer } from './support/smtp-test-server';
import { describeEachDatabase } from './support/test-app';

const PUBLIC_URL = 'https://shop.test';

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

/** The review link in a delivered invitation. */
function reviewToken(text: string): string {
  const match = /https:\/\/shop\.test\/review\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error('no review link in the message');
  return match[1];
}

const TEXT = 'Beautiful silk, the colour is richer in person and it fitted perfectly.';

describeEachDatabase(
  'verified reviews',
  (ctx) => {
    let gown: ProductView;
    let other: ProductView;
    let test = 0;
    const start = () => ukDate(4 + 6 * test++);

    beforeAll(async () => {
      gown = await createProduct(ctx(), { name: 'Reviewed Silk Gown', basePrice: '70.00', availableSizes: ['10'], stock: { '10': 40 } });
      other = await createProduct(ctx(), {
        name: 'Unreviewed Velvet Gown',
        basePrice: '60.00',
        availableSizes: ['10'],
        stock: { '10': 40 },
      });
    });

    const drain = () => ctx().app.get(OutboxSender).drainOnce();
    const move = async (id: string, status: string) =>
      (await ctx().adminAgent()).put(`/api/orders/${id}/status`).send({ status }).expect(200);
    const place = async (to: string, product: ProductView = gown, name = 'Ada Lovelace', extra: Record<string, unknown> = {}) =>
      (
        await ctx()
          .http()
          .post('/api/orders')
          .send(
            orderBody(
              [{ productId: product.id, size: product.availableSizes[0], duration: 2, quantity: 1, startDate: start(), ...extra }],
              { customerEmail: to, customerName: name },
              newSessionId(),
            ),
          )
          .expect(201)
      ).body as OrderView;
    /** A rental placed, dispatched and returned; the token from the invitation e-mail delivered over SMTP. */
    const completedRental = async (product: ProductView = gown, name = 'Ada Lovelace', extra: Record<string, unknown> = {}) => {
      const to = address('renter');
      const order = await place(to, product, name, extra);
      await move(order.id, 'processing');
      await move(order.id, 'completed');
      await drain();
      const invitation = smtp.to(to).find((m) => m.parsed.subject?.startsWith('How did your dress fit?'));
      if (!invitation) throw new Error('no review invitation delivered');
      const token = reviewToken(invitation.parsed.text ?? '');
      const view = (await ctx().http().get(`/api/reviews/invitation/${token}`).expect(200)).body as ReviewInvitationView;
      return { order, to, token, view, lineId: view.lines[0].orderItemId };
    };
    const review = (body: Record<string, unknown>) => ctx().http().post('/api/reviews').send(body);
    const reviewCount = () => ctx().count('reviews');
    const productOf = async (p: ProductView) => (await ctx().http().get(`/api/products/${p.id}`).expect(200)).body as ProductView;
    const cardOf = async (p: ProductView) => {
      const page = (
        await ctx()
          .http()
          .get(`/api/catalogue?q=${encodeURIComponent(p.name)}`)
          .expect(200)
      ).body as CataloguePage;
      return page.items.find((card) => card.id === p.id);
    };
    const jsonLdOf = async (p: ProductView) => {
      const html = (await ctx().http().get(`/product/${p.slug}`).expect(200)).text;
      const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      if (!block) throw new Error('no JSON-LD on the product page');
      return JSON.parse(block) as { '@type': string; name: string; aggregateRating?: Record<string, unknown> };
    };

    it('completing a rental e-mails an invitation over SMTP naming the dress; its link opens only that rental', async () => {
      const to = address('invited');
      const order = await place(to);
      await move(order.id, 'processing');
      await drain();
      expect(smtp.to(to).filter((m) => m.parsed.subject?.startsWith('How did your dress fit?'))).toHaveLength(0);
      await move(order.id, 'completed');
      await drain();
      await drain();
      const invitations = smtp.to(to).filter((m) => m.parsed.subject?.startsWith('How did your dress fit?'));
      expect(invitations).toHaveLength(1);
      const { parsed } = invitations[0];
      expect(parsed.subject).toBe(`How did your dress fit? - order ${order.id.slice(-8).toUpperCase()}`);
      expect(parsed.text).toContain('Reviewed Silk Gown, UK 10');
      const token = reviewToken(parsed.text ?? '');

      const view = (await ctx().http().get(`/api/reviews/invitation/${token}`).expect(200)).body as ReviewInvitationView;
      expect(view).toEqual({
        orderReference: order.id.slice(-8).toUpperCase(),
        firstName: 'Ada',
        lines: [expect.objectContaining({ productId: gown.id, productName: 'Reviewed Silk Gown', size: '10', reviewed: false })],
      });
      // The clear token is nowhere in the database.
      const [row] = await ctx().dataSource.query<{ reviewTokenHash: string }[]>('SELECT reviewTokenHash FROM orders WHERE id = ?', [
        order.id,
      ]);
      expect(row.reviewTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.reviewTokenHash).not.toContain(token);
      const wrong = await ctx()
        .http()
        .get(`/api/reviews/invitation/${'A'.repeat(43)}`)
        .expect(404);
      expect(wrong.body).toEqual({ statusCode: 404, code: 'REVIEW_LINK_INVALID', message: expect.any(String) });
    });

    it('a completed rental is reviewed once per line: 201, then 409; wrong links and other lines are 404 and write nothing', async () => {
      const { token, lineId, order } = await completedRental();
      const pending = await place(address('pending'));
      const pendingLine = (await ctx().dataSource.query<{ id: string }[]>('SELECT id FROM order_items WHERE orderId = ?', [pending.id]))[0]
        .id;
      const before = await reviewCount();

      const wrongToken = await review({ token: 'B'.repeat(43), orderItemId: lineId, rating: 5, fit: 'true-to-size', text: TEXT }).expect(
        404,
      );
      expect(wrongToken.body.code).toBe('REVIEW_LINK_INVALID');
      // A line of an order that is not completed, even with a valid link of another rental.
      const otherLine = await review({ token, orderItemId: pendingLine, rating: 5, fit: 'true-to-size', text: TEXT }).expect(404);
      expect(otherLine.body.code).toBe('REVIEW_LINE_NOT_FOUND');
      expect(await reviewCount()).toBe(before);

      const created = await review({ token, orderItemId: lineId, rating: 4, fit: 'runs-small', text: `  ${TEXT}  ` }).expect(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        rating: 4,
        fit: 'runs-small',
        text: TEXT,
        photoUrl: null,
        author: 'Ada L.',
        createdAt: expect.any(String),
      });
      const again = await review({ token, orderItemId: lineId, rating: 1, fit: 'runs-large', text: TEXT }).expect(409);
      expect(again.body).toEqual({ statusCode: 409, code: 'REVIEW_EXISTS', message: expect.any(String) });
      expect(await reviewCount()).toBe(before + 1);
      const view = (await ctx().http().get(`/api/reviews/invitation/${token}`).expect(200)).body as ReviewInvitationView;
      expect(view.lines[0].reviewed).toBe(true);
      // The pending order's own page link opens no review page.
      expect(order.id).not.toBe(pending.id);
    });

    it("an admin's edit of the dress while reviews are written keeps every review in its totals", async () => {
      const edited = await createProduct(ctx(), {
        name: 'Edited Crepe Gown',
        basePrice: '55.00',
        availableSizes: ['10'],
        stock: { '10': 40 },
      });
      const rentals = [];
      for (const name of ['Ada Lovelace', 'Grace Hopper', 'Mary Somerville']) rentals.push(await completedRental(edited, name));
      const admin = await ctx().adminAgent();
      const body = productBody({ name: 'Edited Crepe Gown', basePrice: '55.00', availableSizes: ['10'], stock: { '10': 40 } });
      // Each review lands beside an edit: the edit must not write back the totals it read before.
      await Promise.all(
        rentals.flatMap(({ token, lineId }, i) => [
          review({ token, orderItemId: lineId, rating: 4, fit: 'true-to-size', text: TEXT }).expect(201),
          admin
            .put(`/api/products/${edited.id}`)
            .send({ ...body, description: `${body.description} Edit ${i + 1}.` })
            .expect(200),
        ]),
      );
      expect((await productOf(edited)).rating).toEqual({ count: 3, average: 4, fit: 'true-to-size' });
    });

    it('refuses bad input with 400 in the one error shape and writes nothing', async () => {
      const { token, lineId } = await completedRental(other, 'Grace Hopper');
      const valid = { token, orderItemId: lineId, rating: 5, fit: 'true-to-size', text: TEXT };
      const before = await reviewCount();
      const bad: Record<string, unknown>[] = [
        { ...valid, rating: 0 },
        { ...valid, rating: 6 },
        { ...valid, rating: 4.5 },
        { ...valid, rating: '5' },
        { ...valid, fit: 'tight' },
        { ...valid, text: 'Too short to help.' },
        { ...valid, text: `      ${'x'.repeat(15)}        ` },
        { ...valid, text: 'x'.repeat(2001) },
        { ...valid, text: 42 },
        { ...valid, photoUrl: 'http://evil.example/p.png' },
        { ...valid, photoUrl: 'https://cdn.example/p.png' },
        { ...valid, orderItemId: 'not-a-uuid' },
        { ...valid, token: 'short' },
        { ...valid, admin: true },
        { ...valid, rating: undefined },
      ];
      for (const body of bad) {
        const res = await review(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(res.body).toEqual({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
      }
      await ctx().http().post('/api/reviews').set('Content-Type', 'text/plain').send('rating=5').expect(415);
      // A photo path that is no stored image.
      const missing = await review({ ...valid, photoUrl: '/objects/uploads/00000000-0000-4000-8000-000000000000' });
      expect(missing.status).toBe(400);
      expect(await reviewCount()).toBe(before);
      expect((await productOf(other)).rating).toEqual({ count: 0, average: null, fit: null });
    });

    it('a photo goes through the upload path with the link, bytes checked, and shows with the review', async () => {
      const { token, lineId } = await completedRental(gown, 'Mary Shelley');
      await ctx()
        .http()
        .post('/api/reviews/photo-upload')
        .send({ token: 'C'.repeat(43), contentType: 'image/png', size: 100 })
        .expect(404);
      const ticket = (
        await ctx().http().post('/api/reviews/photo-upload').send({ token, contentType: 'image/png', size: TINY_PNG.length }).expect(200)
      ).body as {
        uploadURL: string;
        objectPath: string;
      };
      // Bytes that are not the declared type are refused.
      await ctx().http().put(ticket.uploadURL).set('Content-Type', 'image/png').send(Buffer.from('<svg onload=alert(1)>')).expect(415);
      await ctx().http().put(ticket.uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
      const created = (
        await review({ token, orderItemId: lineId, rating: 5, fit: 'true-to-size', text: TEXT, photoUrl: ticket.objectPath }).expect(201)
      ).body as ReviewView;
      expect(created.photoUrl).toBe(ticket.objectPath);

      // Another renter may not post that photo, nor the shop's own product photo; nothing is written.
      const other = await completedRental(gown, 'Percy Shelley');
      const written = await reviewCount();
      const hers = { token: other.token, orderItemId: other.lineId, rating: 4, fit: 'runs-small', text: TEXT };
      const reused = await review({ ...hers, photoUrl: ticket.objectPath });
      expect(reused.body).toEqual({ statusCode: 400, code: 'IMAGE_NOT_OWN_UPLOAD', message: REVIEW_PHOTO_NOT_OWN });
      const admin = await ctx().adminAgent();
      const shops = (await admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string; objectPath: string };
      await ctx().http().put(shops.uploadURL).set('Content-Type', 'image/png').send(TINY_PNG).expect(200);
      const product = await review({ ...hers, photoUrl: shops.objectPath });
      expect(product.body).toEqual({ statusCode: 400, code: 'IMAGE_NOT_OWN_UPLOAD', message: REVIEW_PHOTO_NOT_OWN });
      expect(await reviewCount()).toBe(written);
      await review(hers).expect(201);
    });

    it('averages, fit summary, cards and JSON-LD follow the visible reviews; a hidden review leaves them all', async () => {
      const rated = await createProduct(ctx(), {
        name: 'Averaged Tulle Gown',
        basePrice: '80.00',
        availableSizes: ['10'],
        stock: { '10': 40 },
      });
      expect((await jsonLdOf(rated)).aggregateRating).toBeUndefined();
      expect((await cardOf(rated))?.rating).toEqual({ count: 0, average: null, fit: null });

      const given = [
        { rating: 5, fit: 'true-to-size', name: 'Ada Lovelace' },
        { rating: 4, fit: 'true-to-size', name: 'Grace Hopper' },
        { rating: 4, fit: 'runs-small', name: 'Mary Shelley' },
      ];
      const ids: string[] = [];
      for (const g of given) {
        const { token, lineId } = await completedRental(rated, g.name);
        ids.push(
          ((await review({ token, orderItemId: lineId, rating: g.rating, fit: g.fit, text: TEXT }).expect(201)).body as ReviewView).id,
        );
      }
      expect((await productOf(rated)).rating).toEqual({ count: 3, average: 4.3, fit: 'true-to-size' });
      expect((await cardOf(rated))?.rating).toEqual({ count: 3, average: 4.3, fit: 'true-to-size' });
      expect((await jsonLdOf(rated)).aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      });

      // Newest first, paged by the server.
      const first = await ctx().http().get(`/api/products/${rated.slug}/reviews?pageSize=2`).expect(200);
      expect(first.headers['x-total-count']).toBe('3');
      expect((first.body as ReviewView[]).map((r) => r.author)).toEqual(['Mary S.', 'Grace H.']);
      const second = await ctx().http().get(`/api/products/${rated.id}/reviews?pageSize=2&page=2`).expect(200);
      expect((second.body as ReviewView[]).map((r) => r.author)).toEqual(['Ada L.']);
      await ctx().http().get(`/api/products/${rated.id}/reviews?page=0`).expect(400);
      await ctx().http().get('/api/products/no-such-dress/reviews').expect(404);

      // The admin hides the 5-star review with a reason.
      await ctx().http().put(`/api/reviews/${ids[0]}/hidden`).send({ hidden: true, reason: 'Names a person' }).expect(401);
      const admin = await ctx().adminAgent();
      await admin.put(`/api/reviews/${ids[0]}/hidden`).send({ hidden: true }).expect(400);
      await admin.put(`/api/reviews/${ids[0]}/hidden`).send({ hidden: true, reason: '   ' }).expect(400);
      await admin.put('/api/reviews/00000000-0000-4000-8000-000000000000/hidden').send({ hidden: true, reason: 'x' }).expect(404);
      const hidden = (await admin.put(`/api/reviews/${ids[0]}/hidden`).send({ hidden: true, reason: 'Names a person' }).expect(200))
        .body as AdminReviewView;
      expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Names a person', productName: 'Averaged Tulle Gown' });
      // Twice is once.
      await admin.put(`/api/reviews/${ids[0]}/hidden`).send({ hidden: true, reason: 'Names a person' }).expect(200);

      const after = await ctx().http().get(`/api/products/${rated.id}/reviews`).expect(200);
      expect((after.body as ReviewView[]).map((r) => r.id)).toEqual([ids[2], ids[1]]);
      expect(after.headers['x-total-count']).toBe('2');
      expect((await productOf(rated)).rating).toEqual({ count: 2, average: 4, fit: 'true-to-size' });
      expect((await cardOf(rated))?.rating).toEqual({ count: 2, average: 4, fit: 'true-to-size' });
      expect((await jsonLdOf(rated)).aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 2 });

      // The back office's list: newest first, filtered.
      await ctx().http().get('/api/reviews').expect(401);
      const hiddenList = await admin.get('/api/reviews?visibility=hidden').expect(200);
      expect((hiddenList.body as AdminReviewView[]).map((r) => r.id)).toContain(ids[0]);
      expect((hiddenList.body as AdminReviewView[]).every((r) => r.hidden)).toBe(true);
      const visibleList = (await admin.get('/api/reviews?visibility=visible').expect(200)).body as AdminReviewView[];
      expect(visibleList.map((r) => r.id)).not.toContain(ids[0]);
      await admin.get('/api/reviews?visibility=secret').expect(400);

      // Shown again: back in the totals.
      await admin.put(`/api/reviews/${ids[0]}/hidden`).send({ hidden: false }).expect(200);
      expect((await productOf(rated)).rating).toEqual({ count: 3, average: 4.3, fit: 'true-to-size' });
    });

    it("the lender sees her dress's reviews (never a backup size's line) in her area", async () => {
      const http = ctx().http();
      const admin = await ctx().adminAgent();
      const account = (
        await http
          .post('/api/lender-accounts')
          .send(lenderAccountBody('Rita Reviewed', address('rita')))
          .expect(201)
      ).body as { id: string; token: string };
      await admin.put(`/api/lender-accounts/${account.id}/status`).send({ status: 'approved' }).expect(200);
      const [photo] = await lenderPhotos(ctx(), account.token);
      const listing = (
        await http
          .post('/api/dress-listings')
          .set('X-Lender-Token', account.token)
          .send({
            lenderAccountId: account.id,
            name: "Rita's Satin Gown",
            brand: 'Jenny Packham',
            description: 'Floor-length satin gown with a sweetheart neckline, worn once.',
            category: 'evening-gown',
            condition: 'excellent',
            occasion: 'gala-awards',
            sizes: ['8', '10'],
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
      const dress = (await http.get(`/api/products/${live.productId}`).expect(200)).body as ProductView;

      const { token, view } = await completedRental({ ...dress, availableSizes: ['8'] }, 'Ada Lovelace', { backupSize: '10' });
      expect(view.lines).toHaveLength(1);
      expect(view.lines[0]).toMatchObject({ size: '8', productId: dress.id });
      await review({ token, orderItemId: view.lines[0].orderItemId, rating: 5, fit: 'runs-large', text: TEXT }).expect(201);

      await http.get('/api/lender/reviews').expect(401);
      const mine = await http.get('/api/lender/reviews').set('X-Lender-Token', account.token).expect(200);
      expect(mine.headers['x-total-count']).toBe('1');
      expect(mine.body as LenderReviewView[]).toEqual([
        expect.objectContaining({ productId: dress.id, productName: "Rita's Satin Gown", rating: 5, fit: 'runs-large', author: 'Ada L.' }),
      ]);
    });
  },
  { env: () => ({ SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL, STATIC_ROOT: fakeBuild() }) },
);
