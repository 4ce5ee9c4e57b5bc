import { type AddressInfo, type Server, type Socket, createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { type EmailDetail, type EmailListItem, type OrderReceiptView, type OrderView, type ProductView, addDays } from '@dw/contracts';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { OrderLineBody, createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { lenderPhotos } from './support/fixtures';
import { newsletterConfirmToken, subscribeConfirmed } from './support/outbox';
import { ReceivedMail, SmtpTestServer, freePort, startSmtpServer } from './support/smtp-test-server';
import { TestApp, describeEachDatabase } from './support/test-app';

const PUBLIC_URL = 'https://shop.test';
const ADMIN_EMAIL = 'admin@shop.test';
const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

const drain = (app: TestApp, at?: Date) => app.app.get(OutboxSender).drainOnce(at);

interface OutboxRow {
  id: string;
  kind: string;
  toAddress: string;
  status: string;
  attempts: number;
  lastError: string | null;
}
const outbox = async (app: TestApp, to: string): Promise<OutboxRow[]> =>
  (
    await app.dataSource.query('SELECT id, kind, toAddress, status, attempts, lastError FROM outbox_messages WHERE toAddress = ?', [to])
  ).map((r: OutboxRow) => ({ ...r, attempts: Number(r.attempts) }));

/** A fresh address per test, so each test reads only its own mail. */
let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

/** A header as it arrived, unfolded. */
const headerLine = (mail: ReceivedMail, key: string): string =>
  (mail.parsed.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n[ \t]+/g, ' ');

/** The order-page link in a delivered confirmation. */
function orderLink(text: string): { id: string; token: string } {
  const match = /https:\/\/shop\.test\/orders\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error('no order link in the message');
  return { id: match[1], token: match[2] };
}

const lenderBody = (fullName: string, email: string) => ({
  fullName,
  email,
  phone: '07700 900123',
  address: '12 Rosewood Lane, Bath BA1 2AB',
  bankAccountName: 'A Lender',
  sortCode: '08-99-99',
  accountNumber: '66374958',
});
const listingBody = (lenderAccountId: string, name: string, imageUrls: string[]) => ({
  lenderAccountId,
  name,
  brand: 'Jenny Packham',
  description: 'Floor-length velvet gown with a sweetheart neckline, worn once.',
  category: 'evening-gown',
  condition: 'excellent',
  occasion: 'gala-awards',
  sizes: ['10'],
  originalPrice: 950,
  rentalPrice2Day: 85,
  rentalPrice4Day: 130,
  careInstructions: 'Dry clean only.',
  imageUrls,
});

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer({ reject: /^bounce\./, defer: /^later\./ });
});
afterAll(() => smtp.close());

describeEachDatabase(
  'notifications over SMTP',
  (ctx) => {
    let gown: ProductView;
    let single: ProductView;
    let test = 0;
    let start = ukDate(5);
    beforeAll(async () => {
      gown = await createProduct(ctx(), { name: 'Aurora Sequin Gown', basePrice: '65.00', availableSizes: ['10'], stock: { '10': 50 } });
      single = await createProduct(ctx(), { name: 'Only One Gown', basePrice: '40.00', availableSizes: ['10'], stock: { '10': 1 } });
    });
    beforeEach(() => {
      start = ukDate(5 + 14 * (test++ % 25));
    });

    /** 2 × 4-day gown (£111 each) = £222; + £15 + £8 = £245. */
    const lines = (): OrderLineBody[] => [{ productId: gown.id, size: '10', duration: 4, quantity: 2, startDate: start }];
    const place = (email: string, customer: Record<string, unknown> = {}, items = lines()) =>
      ctx()
        .http()
        .post('/api/orders')
        .send(orderBody(items, { customerEmail: email, ...customer }, newSessionId()));

    it('placing an order delivers exactly one confirmation with the reference, lines, totals and a private link', async () => {
      const to = address('ada');
      const res = await place(to).expect(201);
      const order = res.body as OrderView;
      expect(JSON.stringify(res.body)).not.toMatch(/token/i);
      expect(smtp.to(to)).toHaveLength(0); // nothing is sent in the request
      await drain(ctx());
      await drain(ctx());
      const mail = smtp.to(to);
      expect(mail).toHaveLength(1);
      const { parsed } = mail[0];
      const reference = order.id.slice(-8).toUpperCase();
      expect(parsed.subject).toBe(`Your Designer Wardrobe order ${reference}`);
      expect(parsed.from?.text).toContain('Designer Wardrobe');
      for (const body of [parsed.text ?? '', String(parsed.html)]) {
        for (const figure of [
          reference,
          'Aurora Sequin Gown',
          'UK 10',
          '4-day rental',
          '£111.00 × 2',
          '£222.00',
          '£15.00',
          '£8.00',
          '£245.00',
        ]) {
          expect(body).toContain(figure);
        }
        // A line each, as on a parcel.
        expect(body).toContain('1 Savile Row');
        expect(body).toContain('London W1S 3PR');
      }
      const link = orderLink(parsed.text ?? '');
      expect(link.id).toBe(order.id);

      // The link opens the order page; the figures match.
      const page = await ctx().http().get(`/api/orders/${order.id}?token=${link.token}`).expect(200);
      expect(page.body).toEqual({
        id: order.id,
        reference,
        status: 'pending',
        createdAt: order.createdAt,
        customerName: 'Ada Lovelace',
        deliveryAddress: '1 Savile Row, London W1S 3PR',
        rentalStartDate: order.rentalStartDate,
        rentalEndDate: order.rentalEndDate,
        returnDate: addDays(start, 4),
        lines: [
          {
            productName: 'Aurora Sequin Gown',
            productSlug: gown.slug,
            size: '10',
            duration: 4,
            quantity: 2,
            unitPrice: '111.00',
            startDate: start,
            endDate: order.items[0].endDate,
            isBackup: false,
            requestState: 'accepted',
            declineReason: null,
          },
        ],
        subtotal: '222.00',
        cleaningFee: '15.00',
        insurance: '8.00',
        discount: '0.00',
        promoCode: null,
        total: '245.00',
        // The page says how to pay: a bank transfer awaited (the default, manual provider).
        payment: expect.objectContaining({
          status: 'awaiting-payment',
          bankTransfer: expect.objectContaining({ reference, amount: '245.00' }),
        }),
        shipment: null,
        lateFees: null,
        dispatchPhotos: [],
      });
      const rows = await outbox(ctx(), to);
      expect(rows).toEqual([expect.objectContaining({ kind: 'order-received', status: 'sent', attempts: 1 })]);
    });

    it('the checkout only addresses the confirmation; the sender renders its bodies once and lets the facts go', async () => {
      const to = address('grace');
      const order = (await place(to).expect(201)).body as OrderView;
      const row = async () =>
        (
          await ctx().dataSource.query<{ subject: string; html: string | null; text: string | null; facts: string | null }[]>(
            'SELECT subject, html, text, facts FROM outbox_messages WHERE toAddress = ?',
            [to],
          )
        )[0];
      const queued = await row();
      expect(queued.subject).toBe(`Your Designer Wardrobe order ${order.id.slice(-8).toUpperCase()}`);
      expect([queued.html, queued.text]).toEqual([null, null]);
      expect(JSON.parse(queued.facts ?? 'null')).toEqual(
        expect.objectContaining({ kind: 'order-received', to, order: expect.objectContaining({ id: order.id, total: '245.00' }) }),
      );
      await drain(ctx());
      const sent = await row();
      expect(sent.facts).toBeNull();
      expect(sent.html).toContain('Aurora Sequin Gown');
      expect(sent.text).toContain(order.id.slice(-8).toUpperCase());
      expect(smtp.to(to)).toHaveLength(1);
    });

    it('the order page answers one identical 404 for a wrong, missing, malformed or other order token', async () => {
      const [a, b] = [address('pa'), address('pb')];
      const first = (await place(a).expect(201)).body as OrderView;
      start = ukDate(5 + 14 * (test++ % 25));
      const second = (await place(b).expect(201)).body as OrderView;
      await drain(ctx());
      const tokenA = orderLink(smtp.to(a)[0].parsed.text ?? '').token;
      const tokenB = orderLink(smtp.to(b)[0].parsed.text ?? '').token;
      await ctx().http().get(`/api/orders/${second.id}?token=${tokenB}`).expect(200);
      const flipped = `${tokenA.slice(0, -1)}${tokenA.endsWith('A') ? 'B' : 'A'}`;
      const bodies = await Promise.all(
        [
          `/api/orders/${first.id}?token=${tokenB}`,
          `/api/orders/${first.id}?token=${flipped}`,
          `/api/orders/${first.id}`,
          `/api/orders/${first.id}?token=`,
          `/api/orders/${first.id}?token=a&token=b`,
          `/api/orders/${first.id}?token=${'x'.repeat(500)}`,
          `/api/orders/not-a-uuid?token=${tokenA}`,
          `/api/orders/00000000-0000-4000-8000-000000000000?token=${tokenA}`,
        ].map(async (url) => (await ctx().http().get(url).expect(404)).body),
      );
      for (const body of bodies) {
        expect(body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
      }
    });

    it('a retried checkout (same Idempotency-Key) sends one confirmation', async () => {
      const to = address('retry');
      const body = orderBody(lines(), { customerEmail: to }, newSessionId());
      const key = `retry-${newSessionId()}`;
      const first = await ctx().http().post('/api/orders').set('Idempotency-Key', key).send(body).expect(201);
      const again = await ctx().http().post('/api/orders').set('Idempotency-Key', key).send(body).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      await drain(ctx());
      expect(smtp.to(to)).toHaveLength(1);
    });

    it('a refused order (dates taken, or a bad body) sends nothing', async () => {
      const winner = address('win');
      const loser = address('lose');
      const bad = address('bad');
      const only = (): OrderLineBody[] => [{ productId: single.id, size: '10', duration: 2, quantity: 1, startDate: start }];
      await place(winner, {}, only()).expect(201);
      const before = await ctx().count('outbox_messages');
      const taken = await place(loser, {}, only()).expect(409);
      expect(taken.body.code).toBe('DATES_UNAVAILABLE');
      await place(bad, { customerName: '' }).expect(400);
      expect(await ctx().count('outbox_messages')).toBe(before);
      await drain(ctx());
      expect(smtp.to(winner)).toHaveLength(1);
      expect(smtp.to(loser)).toHaveLength(0);
      expect(smtp.to(bad)).toHaveLength(0);
    });

    it('status changes deliver dispatched, returned (with the review invitation) and cancelled messages', async () => {
      const to = address('status');
      const order = (await place(to).expect(201)).body as OrderView;
      start = ukDate(5 + 14 * (test++ % 25));
      const other = (await place(to).expect(201)).body as OrderView;
      const agent = await ctx().adminAgent();
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'completed' }).expect(200);
      await agent.put(`/api/orders/${other.id}/status`).send({ status: 'cancelled' }).expect(200);
      // A refused move sends nothing.
      await agent.put(`/api/orders/${other.id}/status`).send({ status: 'processing' }).expect(409);
      await drain(ctx());
      const subjects = smtp.to(to).map((m) => m.parsed.subject);
      const ref = (o: OrderView) => o.id.slice(-8).toUpperCase();
      expect(subjects.sort()).toEqual(
        [
          `Your Designer Wardrobe order ${ref(order)}`,
          `Your Designer Wardrobe order ${ref(other)}`,
          `Your dress is on its way - order ${ref(order)}`,
          `Your dress is back with us - order ${ref(order)}`,
          // The returned order's renter is invited to review it; the cancelled one's is not.
          `How did your dress fit? - order ${ref(order)}`,
          `Your order is cancelled - order ${ref(other)}`,
        ].sort(),
      );
    });

    it('the dispatch e-mail names the return day the order page gives, and both write money the same way', async () => {
      const to = address('couture');
      const couture = await createProduct(ctx(), {
        name: 'Couture Gown',
        basePrice: '650.00',
        availableSizes: ['10'],
        stock: { '10': 50 },
      });
      // 4 days from a Thursday: worn Thu to Sun, posted back on Monday.
      const offset = 5 + 14 * (test++ % 25);
      const thursday = addDays(ukDate(offset), (4 - new Date(`${ukDate(offset)}T00:00:00Z`).getUTCDay() + 7) % 7);
      const order = (
        await place(to, {}, [{ productId: couture.id, size: '10', duration: 4, quantity: 1, startDate: thursday }]).expect(201)
      ).body as OrderView;
      await drain(ctx());
      const link = orderLink(smtp.to(to)[0].parsed.text ?? '');
      await (await ctx().adminAgent()).put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
      await drain(ctx());

      const page = (await ctx().http().get(`/api/orders/${order.id}?token=${link.token}`).expect(200)).body as OrderReceiptView;
      expect(page.rentalEndDate).toBe(addDays(thursday, 3));
      expect(page.returnDate).toBe(addDays(thursday, 4));
      const monday = new Date(`${page.returnDate}T00:00:00Z`);
      const written = `Mon ${monday.getUTCDate()} ${monday.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${monday.getUTCFullYear()}`;
      const dispatched = smtp.to(to).find((m) => m.parsed.subject?.startsWith('Your dress is on its way'));
      for (const body of [dispatched?.parsed.text ?? '', String(dispatched?.parsed.html)])
        expect(body.replace(/\s+/g, ' ')).toContain(`post it back the next day, ${written}`);
      // The dispatch e-mail carries the renter's order link again, the very one that opens her page.
      const again = orderLink(dispatched?.parsed.text ?? '');
      expect(again.token).toBe(link.token);
      await ctx().http().get(`/api/orders/${order.id}?token=${again.token}`).expect(200);

      // £650 × 1.7 = £1,105 for four days; the confirmation writes thousands as the order page does.
      expect(page.total).toBe('1128.00');
      const confirmation = smtp.to(to).find((m) => m.parsed.subject === `Your Designer Wardrobe order ${page.reference}`);
      for (const body of [confirmation?.parsed.text ?? '', String(confirmation?.parsed.html)]) {
        expect(body).toContain('£1,105.00 × 1');
        expect(body).toContain('£1,128.00');
        expect(body).not.toContain('£1105.00');
      }
    });

    it('payment received and refund issued e-mails carry the order link the dispatch and cancel e-mails carry', async () => {
      const to = address('money');
      const order = (await place(to).expect(201)).body as OrderView;
      const agent = await ctx().adminAgent();
      await agent
        .post(`/api/orders/${order.id}/payment/record`)
        .send({ amount: order.total, method: 'bank-transfer', reference: 'Barclays 28/11' })
        .expect(200);
      await agent.post(`/api/orders/${order.id}/payment/refund`).send({ amount: '10.01', reason: 'Arrived late' }).expect(200);
      await agent.put(`/api/orders/${order.id}/status`).send({ status: 'cancelled' }).expect(200);
      await drain(ctx());
      const mails = smtp.to(to);
      const titled = (prefix: string) => mails.filter((m) => m.parsed.subject?.startsWith(prefix));
      const link = orderLink(titled('Your Designer Wardrobe order')[0]?.parsed.text ?? '');
      const [cancelled] = titled('Your order is cancelled');
      expect(orderLink(cancelled.parsed.text ?? '')).toEqual(link);
      const money = [...titled('Payment received'), ...titled('Refund issued')];
      // One payment received; the part refund and, on cancelling, the rest.
      expect(money.map((m) => m.parsed.subject?.split(' - ')[0]).sort()).toEqual(['Payment received', 'Refund issued', 'Refund issued']);
      const url = `${PUBLIC_URL}/orders/${link.id}?token=${link.token}`;
      for (const mail of money) {
        expect(orderLink(mail.parsed.text ?? '')).toEqual(link);
        expect(String(mail.parsed.html)).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
      }
      const page = (await ctx().http().get(`/api/orders/${order.id}?token=${link.token}`).expect(200)).body as OrderReceiptView;
      expect(page.payment.status).toBe('refunded');
    });

    it('an address the server rejects fails at once with the SMTP reply, and the next message still goes', async () => {
      const rejected = address('bounce');
      const fine = address('fine');
      await place(rejected).expect(201);
      start = ukDate(5 + 14 * (test++ % 25));
      await place(fine).expect(201);
      await drain(ctx());
      const [row] = await outbox(ctx(), rejected);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.lastError).toMatch(/^550 .*Mailbox does not exist/);
      expect(smtp.to(rejected)).toHaveLength(0);
      expect(smtp.to(fine)).toHaveLength(1);

      // The admin sees it with the reason.
      const agent = await ctx().adminAgent();
      const list = (await agent.get('/api/admin/emails?status=failed').expect(200)).body as EmailListItem[];
      expect(list).toContainEqual(expect.objectContaining({ id: row.id, to: rejected, status: 'failed', lastError: row.lastError }));
    });

    it('a temporary refusal (451) is retried later, not failed', async () => {
      const to = address('later');
      await place(to).expect(201);
      await drain(ctx());
      const [row] = await outbox(ctx(), to);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.lastError).toMatch(/^451 .*Try again later/);
      expect(smtp.to(to)).toHaveLength(0);
    });

    it('CR/LF and markup in names never reach a header and are escaped in HTML; over-long names are refused', async () => {
      const to = address('inject');
      const name = 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes <script>alert(1)</script>';
      await place(to, { customerName: name }).expect(201);
      const lender = address('lender-inject');
      await ctx().http().post('/api/lender-accounts').send(lenderBody(name, lender)).expect(201);
      const before = await ctx().count('outbox_messages');
      await place(address('long'), { customerName: 'N'.repeat(5000) }).expect(400);
      expect(await ctx().count('outbox_messages')).toBe(before);
      await drain(ctx());

      const [confirmation] = smtp.to(to);
      expect(confirmation.to).toEqual([to]);
      expect(confirmation.parsed.headers.has('x-injected')).toBe(false);
      expect(confirmation.parsed.bcc).toBeUndefined();
      expect(String(confirmation.parsed.html)).not.toContain('<script>');
      expect(String(confirmation.parsed.html)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

      // The admin notice quotes the lender's name in its subject: one line, no new header.
      const notice = smtp.to(ADMIN_EMAIL).find((m) => m.parsed.subject?.startsWith('New lender to review: Eve'));
      expect(notice).toBeDefined();
      expect(notice?.parsed.subject).toBe('New lender to review: Eve Bcc: victim@example.com X-Injected: yes <script>alert(1)</script>');
      expect(notice?.parsed.headers.has('x-injected')).toBe(false);
      expect(notice?.to).toEqual([ADMIN_EMAIL]);
      expect(smtp.to('victim@example.com')).toHaveLength(0);
    });

    it('lenders hear about their account, their listing and each booking of their dress; the admin about each review', async () => {
      const email = address('lena');
      const created = (await ctx().http().post('/api/lender-accounts').send(lenderBody('Lena Lender', email)).expect(201)).body;
      const agent = await ctx().adminAgent();
      await agent.put(`/api/lender-accounts/${created.id}/status`).send({ status: 'approved' }).expect(200);
      const photos = await lenderPhotos(ctx(), created.token);
      const listing = (
        await ctx()
          .http()
          .post('/api/dress-listings')
          .set('X-Lender-Token', created.token)
          .send(listingBody(created.id, 'Midnight Velvet Gown', photos))
          .expect(201)
      ).body;
      await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'approved' }).expect(200);
      const live = (await agent.put(`/api/dress-listings/${listing.id}/status`).send({ status: 'live' }).expect(200)).body;
      const product = (await ctx().http().get(`/api/products/${live.productId}`).expect(200)).body as ProductView;

      // A renter books 2 days of it: £85 rental, the lender's 90% is £76.50.
      await place(address('renter'), {}, [{ productId: product.id, size: '10', duration: 2, quantity: 1, startDate: start }]).expect(201);
      await drain(ctx());

      const subjects = smtp.to(email).map((m) => m.parsed.subject);
      expect(subjects.sort()).toEqual(
        [
          'We have your lender application',
          'Welcome, you are an approved lender',
          'We have your listing: Midnight Velvet Gown',
          'Your listing is approved: Midnight Velvet Gown',
          'Your dress is live: Midnight Velvet Gown',
          'Booking request: Midnight Velvet Gown',
        ].sort(),
      );
      const liveMail = smtp.to(email).find((m) => m.parsed.subject?.startsWith('Your dress is live'));
      expect(String(liveMail?.parsed.html)).toContain(`href="${PUBLIC_URL}/product/${product.slug}"`);
      const booked = smtp.to(email).find((m) => m.parsed.subject?.startsWith('Booking request'));
      expect(booked?.parsed.text).toContain('£76.50');
      expect(booked?.parsed.text).not.toContain('£85.00');
      const adminSubjects = smtp.to(ADMIN_EMAIL).map((m) => m.parsed.subject);
      expect(adminSubjects).toContain('New lender to review: Lena Lender');
      expect(adminSubjects).toContain('New listing to review: Midnight Velvet Gown');
    });

    it('newsletter: once confirmed, a welcome with an unsubscribe link and one-click headers; the link unsubscribes only its owner', async () => {
      const email = address('sam');
      const other = address('other');
      const welcomes = (to: string) => smtp.to(to).filter((m) => m.parsed.subject === 'You are subscribed to Designer Wardrobe');
      await subscribeConfirmed(ctx(), email);
      await subscribeConfirmed(ctx(), other);
      await ctx().http().post('/api/newsletter').send({ email }).expect(201); // already subscribed: no further message
      await drain(ctx());
      expect(smtp.to(email)).toHaveLength(2); // the confirmation link, then the welcome
      const mail = welcomes(email);
      expect(mail).toHaveLength(1);
      const header = headerLine(mail[0], 'list-unsubscribe');
      const token = /token=([^>&\s]+)/.exec(header)?.[1] as string;
      expect(header).toBe(`List-Unsubscribe: <${PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}>`);
      expect(headerLine(mail[0], 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(String(mail[0].parsed.html)).toContain(`href="${PUBLIC_URL}/unsubscribe?token=${token}"`);
      const masked = `${email[0]}•••@example.com`;

      await ctx().http().get(`/api/newsletter/unsubscribe?token=${token}`).expect(200, { email: masked, subscribed: true });
      // The page's button (JSON) and the provider's one-click (a form, no Origin) both work, and again.
      await ctx().http().post(`/api/newsletter/unsubscribe?token=${token}`).send({}).expect(200, { subscribed: false });
      await ctx()
        .http()
        .post(`/api/newsletter/unsubscribe?token=${token}`)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click')
        .expect(200, { subscribed: false });
      await ctx().http().get(`/api/newsletter/unsubscribe?token=${token}`).expect(200, { email: masked, subscribed: false });

      // Tampered, swapped or missing tokens: 404 and nobody else is touched.
      const otherToken = /token=([^>&\s]+)/.exec(headerLine(welcomes(other)[0], 'list-unsubscribe'))?.[1] as string;
      const [, signature] = token.split('.');
      const swapped = `${otherToken.split('.')[0]}.${signature}`;
      for (const bad of [swapped, `${token}x`, token.slice(0, -3), '']) {
        const res = await ctx()
          .http()
          .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(bad)}`)
          .send({})
          .expect(404);
        expect(res.body.code).toBe('SUBSCRIPTION_NOT_FOUND');
      }
      await ctx()
        .http()
        .get(`/api/newsletter/unsubscribe?token=${otherToken}`)
        .expect(200, { email: `${other[0]}•••@example.com`, subscribed: true });

      // Signing up again needs the address to confirm again; then it is subscribed, with a new welcome.
      await ctx().http().post('/api/newsletter').send({ email }).expect(201);
      await ctx().http().get(`/api/newsletter/unsubscribe?token=${token}`).expect(200, { email: masked, subscribed: false });
      await ctx()
        .http()
        .post('/api/newsletter/confirm')
        .send({ token: await newsletterConfirmToken(ctx().app, email) })
        .expect(200, { subscribed: true });
      await drain(ctx());
      expect(welcomes(email)).toHaveLength(2);
      await ctx().http().get(`/api/newsletter/unsubscribe?token=${token}`).expect(200, { email: masked, subscribed: true });
    });

    it('admin e-mails: 401 without the session, paged newest first, detail with bodies, 400 for bad paging', async () => {
      await ctx().http().get('/api/admin/emails').expect(401);
      await ctx().http().get('/api/admin/emails/00000000-0000-4000-8000-000000000000').expect(401);
      const agent = await ctx().adminAgent();
      const total = await ctx().count('outbox_messages');
      const page1 = await agent.get('/api/admin/emails?page=1&pageSize=2').expect(200);
      expect(page1.body).toHaveLength(2);
      expect(page1.headers['x-total-count']).toBe(String(total));
      expect(page1.headers.link).toBe('</api/admin/emails?pageSize=2&page=2>; rel="next"');
      const all = (await agent.get('/api/admin/emails?pageSize=100').expect(200)).body as EmailListItem[];
      const created = all.map((i) => i.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      const detail = (await agent.get(`/api/admin/emails/${all[0].id}`).expect(200)).body as EmailDetail;
      expect(detail.html).toContain('Designer Wardrobe');
      expect(detail.text.length).toBeGreaterThan(20);
      for (const [query, field] of [
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['pageSize=101', 'pageSize'],
        ['pageSize=-1', 'pageSize'],
        ['pageSize=10&pageSize=20', 'pageSize'],
        ['status=lost', 'status'],
      ]) {
        const res = await agent.get(`/api/admin/emails?${query}`).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
      }
      await agent.get('/api/admin/emails/00000000-0000-4000-8000-000000000000').expect(404);
      const sent = all.find((i) => i.status === 'sent');
      const refused = await agent.post(`/api/admin/emails/${sent?.id}/resend`).expect(409);
      expect(refused.body.code).toBe('ILLEGAL_TRANSITION');
    });
  },
  {
    env: () => ({ SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL: `${PUBLIC_URL}/`, ADMIN_EMAIL }),
  },
);

let downPort = 0;
beforeAll(async () => {
  downPort = await freePort();
});

describeEachDatabase(
  'notifications while SMTP is down',
  (ctx) => {
    let gown: ProductView;
    let start = ukDate(7);
    beforeAll(async () => {
      gown = await createProduct(ctx(), { name: 'Aurora Sequin Gown', basePrice: '65.00', availableSizes: ['10'], stock: { '10': 50 } });
    });
    const place = async (email: string) => {
      start = ukDate(Number(start.slice(-2)) % 2 === 0 ? 9 : 11);
      return ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([{ productId: gown.id, size: '10', duration: 2, quantity: 1, startDate: start }], { customerEmail: email }))
        .expect(201);
    };

    it('the order succeeds with nothing listening; the message is retried and delivered once SMTP returns', async () => {
      const to = address('patient');
      await place(to);
      await drain(ctx());
      const [waiting] = await outbox(ctx(), to);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Not due again yet: nothing is tried.
      expect(await drain(ctx())).toBe(0);

      const server = await startSmtpServer({ port: downPort });
      try {
        await drain(ctx(), later(2));
        await drain(ctx(), later(60));
        expect(server.to(to)).toHaveLength(1);
        expect(await outbox(ctx(), to)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
      } finally {
        await server.close();
      }
    });

    it('after the last attempt the message is failed with the reason, shown to the admin, and "send again" delivers it', async () => {
      const to = address('unlucky');
      await place(to);
      // Five attempts, each once the back-off has passed.
      for (const minutes of [0, 2, 10, 30, 60, 120]) await drain(ctx(), later(minutes));
      const [failed] = await outbox(ctx(), to);
      expect(failed).toMatchObject({ status: 'failed', attempts: 5 });
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Failed for good: later rounds leave it alone.
      expect(await drain(ctx(), later(600))).toBe(0);

      const agent = await ctx().adminAgent();
      const listed = (await agent.get('/api/admin/emails?status=failed').expect(200)).body as EmailListItem[];
      expect(listed).toContainEqual(
        expect.objectContaining({ id: failed.id, to, status: 'failed', attempts: 5, lastError: failed.lastError }),
      );

      const server = await startSmtpServer({ port: downPort });
      try {
        const again = await agent.post(`/api/admin/emails/${failed.id}/resend`).expect(200);
        expect(again.body).toMatchObject({ id: failed.id, status: 'queued', attempts: 0, lastError: null });
        await agent.post(`/api/admin/emails/${failed.id}/resend`).expect(409);
        await drain(ctx());
        expect(server.to(to)).toHaveLength(1);
        const detail = (await agent.get(`/api/admin/emails/${failed.id}`).expect(200)).body as EmailDetail;
        expect(detail).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(String) });
      } finally {
        await server.close();
      }
    });
  },
  { env: () => ({ SMTP_URL: `smtp://127.0.0.1:${downPort}`, MAIL_SENDER: 'off', PUBLIC_URL }) },
);

let silentPort = 0;
let silent: Server | null = null;
const silentSockets = new Set<Socket>();
beforeAll(async () => {
  // Accepts the connection and never says a word: an SMTP server that hangs.
  silent = createServer((socket) => {
    silentSockets.add(socket);
    socket.on('close', () => silentSockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent?.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
});

describeEachDatabase(
  'notifications while SMTP hangs',
  (ctx) => {
    it('the order succeeds at once; the send times out and stays queued for a later attempt (delivery on return: the suite above)', async () => {
      const gown = await createProduct(ctx(), {
        name: 'Aurora Sequin Gown',
        basePrice: '65.00',
        availableSizes: ['10'],
        stock: { '10': 5 },
      });
      const to = address('stuck');
      await ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([{ productId: gown.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(8) }], { customerEmail: to }))
        .expect(201);
      await drain(ctx());
      const [waiting] = await outbox(ctx(), to);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting.lastError).toMatch(/time ?out|ETIMEDOUT|greeting/i);
    });
  },
  { env: () => ({ SMTP_URL: `smtp://127.0.0.1:${silentPort}`, MAIL_SENDER: 'off', MAIL_SMTP_TIMEOUT_MS: '300', PUBLIC_URL }) },
);

describeEachDatabase(
  'notifications without SMTP_URL',
  (ctx) => {
    it('writes each message to DATA_DIR/outbox/ as an .eml file built by the same pipeline', async () => {
      const email = address('eml');
      await ctx().http().post('/api/newsletter').send({ email }).expect(201);
      await drain(ctx());
      const dir = join(ctx().config.dataDir, 'outbox');
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(join(dir, files[0])));
      expect(parsed.to).toMatchObject({ text: email });
      expect(parsed.subject).toBe('Confirm your Designer Wardrobe subscription');
      expect(parsed.text).toContain(`${PUBLIC_URL}/newsletter/confirm?token=`);
      expect(String(parsed.html)).toContain('Designer Wardrobe');
      expect(await outbox(ctx(), email)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    });
  },
  { env: () => ({ MAIL_SENDER: 'off', PUBLIC_URL }) },
);
