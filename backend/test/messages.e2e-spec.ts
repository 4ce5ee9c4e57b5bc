import {
  type AdminMessageView,
  type ConversationMessageView,
  type LenderConversationView,
  MESSAGE_EMAIL_WINDOW_MINUTES,
  MESSAGE_MASK,
  MESSAGE_RATE_LIMIT,
  MESSAGE_REMOVED_TEXT,
  MESSAGE_TEXTS,
  MESSAGE_TEXT_MAX,
  type OrderView,
  type RenterConversationView,
  type SentMessageView,
} from '@dw/contracts';
import { randomUUID } from 'node:crypto';
import { conversationId } from '../src/messages/domain/conversation-parties';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { OrderLinks } from '../src/orders/order-links';
import { orderPageToken } from '../src/orders/domain/access-token';
import { atInstant } from './support/clock';
import { lenderAccountBody, lenderPhotos } from './support/fixtures';
import { createProduct, orderBody, ukDate } from './support/orders-fixtures';
import { SmtpTestServer, startSmtpServer } from './support/smtp-test-server';
import { describeEachDatabase } from './support/test-app';

const PUBLIC_URL = 'https://shop.test';
const MINUTE = 60_000;

let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

interface Lender {
  id: string;
  token: string;
  email: string;
  productId: string;
}

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeEachDatabase(
  'messages between renters and lenders',
  (ctx) => {
    let amelia: Lender;
    let beatrice: Lender;
    let shopDressId: string;
    let day = 10;

    const http = () => ctx().http();
    const drain = (at?: Date) => ctx().app.get(OutboxSender).drainOnce(at);
    const tokenOf = (orderId: string) => orderPageToken(OrderLinks.keyFrom(ctx().config.encryptionKey), orderId).token;

    /** A lender signed up, approved, with one live dress. */
    async function lenderWithDress(fullName: string, dress: string): Promise<Lender> {
      const admin = await ctx().adminAgent();
      const email = address(fullName.split(' ')[0].toLowerCase());
      const created = (await http().post('/api/lender-accounts').send(lenderAccountBody(fullName, email)).expect(201)).body as {
        id: string;
        token: string;
      };
      await admin.put(`/api/lender-accounts/${created.id}/status`).send({ status: 'approved' }).expect(200);
      const photos = await lenderPhotos(ctx(), created.token);
      const listing = await http()
        .post('/api/dress-listings')
        .set('X-Lender-Token', created.token)
        .send({
          lenderAccountId: created.id,
          name: dress,
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
          imageUrls: photos,
        })
        .expect(201);
      await admin.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'approved' }).expect(200);
      const live = await admin.put(`/api/dress-listings/${listing.body.id}/status`).send({ status: 'live' }).expect(200);
      return { id: created.id, token: created.token, email, productId: live.body.productId as string };
    }

    /** An order of the given dresses (10 days apart each time, so stock never runs out). */
    async function order(productIds: string[], customer: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
      const start = ukDate((day += 10));
      const res = await http()
        .post('/api/orders')
        .send(
          orderBody(
            productIds.map((productId) => ({ productId, size: '10', duration: 2, quantity: 1, startDate: start })),
            // A renter of her own each time: one client holds at most PENDING_HOLD_LIMIT dresses unconfirmed.
            {
              customerEmail: address('renter'),
              customerPhone: `07700 9${String(day).padStart(5, '0')}`,
              deliveryAddress: `${day} Savile Row, London W1S 3PR`,
              ...customer,
            },
          ),
        )
        .expect(201);
      const id = (res.body as OrderView).id;
      return { id, token: tokenOf(id) };
    }

    const renter = (o: { id: string; token: string }) => ({
      conversations: () => http().get(`/api/orders/${o.id}/conversations?token=${o.token}`),
      messages: (c: string) => http().get(`/api/orders/${o.id}/conversations/${c}/messages?token=${o.token}`),
      send: (c: string, text: unknown) => http().post(`/api/orders/${o.id}/conversations/${c}/messages?token=${o.token}`).send({ text }),
      read: (c: string) => http().put(`/api/orders/${o.id}/conversations/${c}/read?token=${o.token}`),
    });
    const lender = (l: Lender) => ({
      conversations: () => http().get('/api/lender/conversations').set('X-Lender-Token', l.token),
      unread: async () =>
        (await http().get('/api/lender/conversations/unread').set('X-Lender-Token', l.token).expect(200)).body.unreadCount,
      messages: (c: string) => http().get(`/api/lender/conversations/${c}/messages`).set('X-Lender-Token', l.token),
      send: (c: string, text: unknown) =>
        http().post(`/api/lender/conversations/${c}/messages`).set('X-Lender-Token', l.token).send({ text }),
      read: (c: string) => http().put(`/api/lender/conversations/${c}/read`).set('X-Lender-Token', l.token),
      /** Accepts her booking request on the order (her line of it), from her area. */
      accept: async (orderId: string) => {
        const [line] = await ctx().dataSource.query<{ id: string }[]>(
          'SELECT id FROM order_items WHERE orderId = ? AND lenderAccountId = ? AND isBackup = 0',
          [orderId, l.id],
        );
        return http().put(`/api/lender/requests/${line.id}`).set('X-Lender-Token', l.token).send({ decision: 'accept' });
      },
    });
    /** The conversation with `who` on the order's page. */
    const conversationWith = async (o: { id: string; token: string }, who: string): Promise<RenterConversationView> => {
      const list = (await renter(o).conversations().expect(200)).body as RenterConversationView[];
      const found = list.find((c) => c.lenderFirstName === who);
      if (!found) throw new Error(`no conversation with ${who}`);
      return found;
    };
    const rows = (table: string) => ctx().count(table);

    beforeAll(async () => {
      amelia = await lenderWithDress('Amelia Hart', 'Midnight Velvet Gown');
      beatrice = await lenderWithDress('Beatrice Wood', 'Emerald Silk Midi');
      shopDressId = (await createProduct(ctx(), { name: 'House Sequin Gown', availableSizes: ['10'] })).id;
    });

    it('the renter asks, the lender answers, and each sees what is unread; the lender sees her first name only', async () => {
      const o = await order([amelia.productId, beatrice.productId, shopDressId], {
        customerName: 'Ada Lovelace',
        deliveryAddress: '1 Savile Row, London W1S 3PR',
      });
      const list = await renter(o).conversations().expect(200);
      expect(list.headers['x-total-count']).toBe('2');
      expect((list.body as RenterConversationView[]).map((c) => [c.lenderFirstName, c.dressNames, c.unreadCount, c.unlocked])).toEqual([
        ['Amelia', ['Midnight Velvet Gown'], 0, false],
        ['Beatrice', ['Emerald Silk Midi'], 0, false],
      ]);
      expect(JSON.stringify(list.body)).not.toMatch(/Hart|Wood|@/);

      const withAmelia = await conversationWith(o, 'Amelia');
      const asked = await renter(o).send(withAmelia.id, '  Hello! Would it suit a 5 ft 4 in wearer?\u0007  ').expect(201);
      expect(asked.body).toMatchObject({
        message: { sender: 'renter', text: 'Hello! Would it suit a 5 ft 4 in wearer?', mine: true, masked: false, removed: false },
        notice: null,
      });

      const hers = (await lender(amelia).conversations().expect(200)).body as LenderConversationView[];
      const mine = hers.find((c) => c.id === withAmelia.id);
      expect(mine).toMatchObject({ renterFirstName: 'Ada', dressNames: ['Midnight Velvet Gown'], unreadCount: 1, unlocked: false });
      expect(mine?.orderReference).toBe(o.id.slice(-8).toUpperCase());
      expect(await lender(amelia).unread()).toBeGreaterThanOrEqual(1);
      const thread = await lender(amelia).messages(withAmelia.id).expect(200);
      const seen = JSON.stringify([hers, thread.body]);
      for (const secret of ['Lovelace', 'Savile', 'W1S', '@example.com', '07700']) expect(seen).not.toContain(secret);
      expect((thread.body as ConversationMessageView[]).map((m) => [m.sender, m.mine])).toEqual([['renter', false]]);

      const before = await lender(amelia).unread();
      await lender(amelia).read(withAmelia.id).expect(204);
      expect(await lender(amelia).unread()).toBe(before - 1);

      await lender(amelia).send(withAmelia.id, 'Yes, it has a 2 in hem allowance.').expect(201);
      expect((await conversationWith(o, 'Amelia')).unreadCount).toBe(1);
      expect((await conversationWith(o, 'Beatrice')).unreadCount).toBe(0);
      const forRenter = (await renter(o).messages(withAmelia.id).expect(200)).body as ConversationMessageView[];
      expect(forRenter.map((m) => [m.sender, m.mine, m.text])).toEqual([
        ['renter', true, 'Hello! Would it suit a 5 ft 4 in wearer?'],
        ['lender', false, 'Yes, it has a 2 in hem allowance.'],
      ]);
      await renter(o).read(withAmelia.id).expect(204);
      expect((await conversationWith(o, 'Amelia')).unreadCount).toBe(0);
      // Beatrice hears nothing of it.
      expect(((await lender(beatrice).conversations().expect(200)).body as LenderConversationView[]).map((c) => c.id)).not.toContain(
        withAmelia.id,
      );
    });

    it('takes messages sent at the same moment, each once and numbered in one order: the first ones, then both sides at once', async () => {
      const o = await order([beatrice.productId], { customerName: 'Grace Hopper' });
      const withBeatrice = await conversationWith(o, 'Beatrice');
      // The renter's first messages race to make the conversation's row (the lender sees it once one lands).
      const first = await Promise.all([1, 2, 3].map((i) => renter(o).send(withBeatrice.id, `Renter 1.${i}`)));
      expect(first.map((r) => r.status)).toEqual([201, 201, 201]);
      const both = await Promise.all([
        ...[1, 2, 3].map((i) => renter(o).send(withBeatrice.id, `Renter 2.${i}`)),
        ...[1, 2, 3].map((i) => lender(beatrice).send(withBeatrice.id, `Lender 2.${i}`)),
      ]);
      expect(both.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
      const thread = (await renter(o).messages(withBeatrice.id).expect(200)).body as ConversationMessageView[];
      expect(thread.map((m) => m.text).sort()).toEqual(
        [
          'Renter 1.1',
          'Renter 1.2',
          'Renter 1.3',
          'Renter 2.1',
          'Renter 2.2',
          'Renter 2.3',
          'Lender 2.1',
          'Lender 2.2',
          'Lender 2.3',
        ].sort(),
      );
      const seqs = await ctx().dataSource.query<{ seq: number }[]>(
        'SELECT seq FROM conversation_messages WHERE conversationId = ? ORDER BY seq',
        [withBeatrice.id],
      );
      expect(seqs.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('hides contact details before the booking is confirmed and tells the sender; after it, nothing is hidden', async () => {
      const o = await order([amelia.productId]);
      const c = await conversationWith(o, 'Amelia');
      const text = 'Call me on 07700 900123 or write to ada@example.com, see www.ada.co.uk. It is £45.00 for UK 10 on 12.06.2026.';
      const sent = (await renter(o).send(c.id, text).expect(201)).body as SentMessageView;
      const shown = `Call me on ${MESSAGE_MASK} or write to ${MESSAGE_MASK}, see ${MESSAGE_MASK}. It is £45.00 for UK 10 on 12.06.2026.`;
      expect(sent).toEqual({ message: expect.objectContaining({ text: shown, masked: true }), notice: MESSAGE_TEXTS.masked });
      const forLender = JSON.stringify((await lender(amelia).messages(c.id).expect(200)).body);
      expect(forLender).toContain(shown);
      expect(forLender).not.toMatch(/07700|ada@example|www\.ada/);
      // The lender's reply is masked the same way.
      const reply = (await lender(amelia).send(c.id, 'Text me: +44 7700 900456').expect(201)).body as SentMessageView;
      expect(reply).toEqual({ message: expect.objectContaining({ text: `Text me: ${MESSAGE_MASK}` }), notice: MESSAGE_TEXTS.masked });
      expect(JSON.stringify((await renter(o).messages(c.id).expect(200)).body)).not.toContain('900456');

      // The admin reads the original beside what was shown.
      const admin = await ctx().adminAgent();
      const all = (await admin.get(`/api/admin/orders/${o.id}/messages`).expect(200)).body as AdminMessageView[];
      expect(all.map((m) => [m.originalText, m.shownText, m.masked])).toEqual([
        [text, shown, true],
        ['Text me: +44 7700 900456', `Text me: ${MESSAGE_MASK}`, true],
      ]);

      // Her acceptance of the booking request confirms it: from then on nothing is hidden.
      expect((await lender(amelia).accept(o.id)).status).toBe(200);
      expect((await conversationWith(o, 'Amelia')).unlocked).toBe(true);
      const open = (await renter(o).send(c.id, 'Booked! My number is 07700 900123.').expect(201)).body as SentMessageView;
      expect(open).toEqual({
        message: expect.objectContaining({ text: 'Booked! My number is 07700 900123.', masked: false }),
        notice: null,
      });
      expect(JSON.stringify((await lender(amelia).messages(c.id).expect(200)).body)).toContain('07700 900123');
    });

    it('refuses an empty message, one over the limit and one that is not text, writing nothing', async () => {
      const o = await order([amelia.productId]);
      const c = await conversationWith(o, 'Amelia');
      const before = [await rows('conversation_messages'), await rows('conversations'), await rows('outbox_messages')];
      for (const [text, code, message] of [
        ['', 'MESSAGE_EMPTY', MESSAGE_TEXTS.empty],
        [' \n\t \u0000 ', 'MESSAGE_EMPTY', MESSAGE_TEXTS.empty],
        ['a'.repeat(MESSAGE_TEXT_MAX + 1), 'MESSAGE_TOO_LONG', MESSAGE_TEXTS.tooLong],
      ] as const) {
        const res = await renter(o).send(c.id, text).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code, message });
      }
      const notText = await renter(o).send(c.id, { html: '<b>hi</b>' }).expect(400);
      expect(notText.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      const noBody = await http().post(`/api/orders/${o.id}/conversations/${c.id}/messages?token=${o.token}`).send({}).expect(400);
      expect(noBody.body.statusCode).toBe(400);
      expect([await rows('conversation_messages'), await rows('conversations'), await rows('outbox_messages')]).toEqual(before);
      // Exactly the limit, after trimming, is fine; markup stays text.
      await renter(o)
        .send(c.id, ` ${'a'.repeat(MESSAGE_TEXT_MAX)} `)
        .expect(201);
      const markup = (await renter(o).send(c.id, '<img src=x onerror=alert(1)>').expect(201)).body as SentMessageView;
      expect(markup.message.text).toBe('<img src=x onerror=alert(1)>');
    });

    it(`refuses a message past ${MESSAGE_RATE_LIMIT.limit} in ${MESSAGE_RATE_LIMIT.windowMinutes} minutes with 429, and takes it once the window has passed`, async () => {
      const o = await order([beatrice.productId]);
      const c = await conversationWith(o, 'Beatrice');
      const start = new Date('2027-02-01T10:00:00Z').getTime();
      await atInstant(start, async () => {
        for (let i = 0; i < MESSAGE_RATE_LIMIT.limit; i++)
          await renter(o)
            .send(c.id, `Question ${i + 1}`)
            .expect(201);
      });
      const before = await rows('conversation_messages');
      await atInstant(start + 5 * MINUTE, async () => {
        const refused = await renter(o).send(c.id, 'One too many').expect(429);
        expect(refused.body).toEqual({
          statusCode: 429,
          code: 'MESSAGE_RATE_LIMITED',
          message: MESSAGE_TEXTS.rateLimited(MESSAGE_RATE_LIMIT.windowMinutes - 5),
        });
        expect(refused.headers['retry-after']).toBe(String((MESSAGE_RATE_LIMIT.windowMinutes - 5) * 60));
        // The lender is counted apart: she can still answer.
        await lender(beatrice).send(c.id, 'Happy to help').expect(201);
      });
      expect(await rows('conversation_messages')).toBe(before + 1);
      await atInstant(start + (MESSAGE_RATE_LIMIT.windowMinutes + 1) * MINUTE, async () => {
        await renter(o).send(c.id, 'Thank you!').expect(201);
      });
    });

    it("refuses another lender's conversation and another order's token with 404, changing nothing", async () => {
      const o = await order([amelia.productId]);
      const other = await order([beatrice.productId]);
      const c = await conversationWith(o, 'Amelia');
      await renter(o).send(c.id, 'Is it still available?').expect(201);
      const before = await rows('conversation_messages');

      for (const res of [
        await lender(beatrice).messages(c.id),
        await lender(beatrice).send(c.id, 'Not yours'),
        await lender(beatrice).read(c.id),
      ]) {
        expect(res.body).toEqual({ statusCode: 404, code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found.' });
        expect(JSON.stringify(res.body)).not.toContain('available');
      }
      const theirs = renter({ id: o.id, token: other.token });
      for (const res of [
        await theirs.conversations(),
        await theirs.messages(c.id),
        await theirs.send(c.id, 'hi'),
        await theirs.read(c.id),
      ]) {
        expect(res.body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
      }
      // Her own order's token with a conversation of another order.
      const otherConversation = await conversationWith(other, 'Beatrice');
      const crossed = await renter(o).send(otherConversation.id, 'hi').expect(404);
      expect(crossed.body.code).toBe('CONVERSATION_NOT_FOUND');
      await http().get(`/api/orders/${o.id}/conversations`).expect(404);
      await http().get(`/api/lender/conversations`).expect(401);
      expect(await rows('conversation_messages')).toBe(before);
      // Amelia's unread stays (Beatrice's read changed nothing).
      const hers = (await lender(amelia).conversations().expect(200)).body as LenderConversationView[];
      expect(hers.find((x) => x.id === c.id)?.unreadCount).toBe(1);
    });

    it('the admin hides a message with a reason: both sides see it removed, nothing else changes', async () => {
      const o = await order([amelia.productId]);
      const c = await conversationWith(o, 'Amelia');
      await renter(o).send(c.id, 'A perfectly fine question').expect(201);
      await renter(o).send(c.id, 'Something rude').expect(201);
      const admin = await ctx().adminAgent();
      const all = (await admin.get(`/api/admin/orders/${o.id}/messages`).expect(200)).body as AdminMessageView[];
      const rude = all.find((m) => m.originalText === 'Something rude');
      if (!rude) throw new Error('no message');
      expect(all[0]).toMatchObject({ lenderFirstName: 'Amelia', renterFirstName: 'Ada', sender: 'renter' });

      // Refused without a reason, without the session, or for an unknown message.
      const empty = await admin.put(`/api/admin/messages/${rude.id}/hidden`).send({ reason: '  ' }).expect(400);
      expect(empty.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: MESSAGE_TEXTS.hideReasonRequired });
      await http().put(`/api/admin/messages/${rude.id}/hidden`).send({ reason: 'Abuse' }).expect(401);
      await admin.put('/api/admin/messages/00000000-0000-4000-8000-000000000000/hidden').send({ reason: 'Abuse' }).expect(404);
      await http().get(`/api/admin/orders/${o.id}/messages`).expect(401);
      const unread = await lender(amelia).unread();

      const hidden = (await admin.put(`/api/admin/messages/${rude.id}/hidden`).send({ reason: 'Abusive language' }).expect(200))
        .body as AdminMessageView;
      expect(hidden).toMatchObject({ originalText: 'Something rude', hiddenReason: 'Abusive language' });
      expect(hidden.hiddenAt).not.toBeNull();
      for (const thread of [
        (await renter(o).messages(c.id).expect(200)).body as ConversationMessageView[],
        (await lender(amelia).messages(c.id).expect(200)).body as ConversationMessageView[],
      ]) {
        expect(thread.map((m) => [m.text, m.removed])).toEqual([
          ['A perfectly fine question', false],
          [MESSAGE_REMOVED_TEXT, true],
        ]);
        expect(JSON.stringify(thread)).not.toMatch(/rude|Abusive/);
      }
      // A removed message no longer counts as unread.
      expect(await lender(amelia).unread()).toBe(unread - 1);
    });

    it(`e-mails the other side at most once per conversation in ${MESSAGE_EMAIL_WINDOW_MINUTES} minutes, with a link and never the text`, async () => {
      const renterEmail = address('emma');
      const o = await order([amelia.productId], { customerName: 'Emma Stone', customerEmail: renterEmail });
      const c = await conversationWith(o, 'Amelia');
      const start = new Date('2027-03-01T09:00:00Z').getTime();
      const toAmelia = () => smtp.to(amelia.email).filter((m) => m.parsed.subject?.includes(o.id.slice(-8).toUpperCase()));

      await atInstant(start, async () => {
        await renter(o).send(c.id, 'First question, call 07700 900123').expect(201);
        await drain();
      });
      await atInstant(start + 5 * MINUTE, async () => {
        await renter(o).send(c.id, 'Second question').expect(201);
        await drain();
      });
      expect(toAmelia()).toHaveLength(1);
      const [first] = toAmelia();
      expect(first.parsed.subject).toBe(`Emma sent you a message - order ${o.id.slice(-8).toUpperCase()}`);
      expect(first.parsed.text).toContain(`${PUBLIC_URL}/lender/messages`);
      expect(`${first.parsed.text} ${String(first.parsed.html)}`).not.toMatch(/question|07700|Stone/);

      await atInstant(start + (MESSAGE_EMAIL_WINDOW_MINUTES + 1) * MINUTE, async () => {
        await renter(o).send(c.id, 'Third question').expect(201);
        await drain();
      });
      expect(toAmelia()).toHaveLength(2);

      // The lender's reply e-mails the renter once, with her working order-page link.
      await atInstant(start + 20 * MINUTE, async () => {
        await lender(amelia).send(c.id, 'Answer one').expect(201);
        await lender(amelia).send(c.id, 'Answer two').expect(201);
        await drain();
      });
      const toEmma = smtp.to(renterEmail).filter((m) => m.parsed.subject?.startsWith('Amelia sent you a message'));
      expect(toEmma).toHaveLength(1);
      expect(toEmma[0].parsed.text).not.toMatch(/Answer|Hart/);
      const link = new RegExp(`${PUBLIC_URL}/orders/${o.id}\\?token=([A-Za-z0-9_-]{43})`).exec(toEmma[0].parsed.text ?? '');
      expect(link?.[1]).toBe(o.token);
      await http().get(`/api/orders/${o.id}/conversations?token=${link?.[1]}`).expect(200);
    });
  },
  { env: () => ({ SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL: `${PUBLIC_URL}/` }) },
);

describeEachDatabase(
  "conversation ids in MariaDB's uuid column",
  (ctx) => {
    it('takes the id of every order and lender pair (version-8 ids with a 0x80 variant byte were refused, one in 64)', async () => {
      const lender = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';
      const ids = Array.from({ length: 3000 }, () => conversationId(randomUUID(), lender));
      const [row] = await ctx().dataSource.query<{ refused: number | string }[]>(
        `SELECT SUM(CAST(v AS UUID) IS NULL) AS refused FROM (${ids.map(() => 'SELECT ? AS v').join(' UNION ALL ')}) AS ids`,
        ids,
      );
      expect(Number(row.refused)).toBe(0);
    });
  },
  { kinds: ['mariadb'] },
);
