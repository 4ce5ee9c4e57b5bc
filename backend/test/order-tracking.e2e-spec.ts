import { type OrderReceiptView, type OrderView, type ProductView, TRACKING_MESSAGES } from '@dw/contracts';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { SmtpTestServer, startSmtpServer } from './support/smtp-test-server';
import { describeEachDatabase } from './support/test-app';

const PUBLIC_URL = 'https://shop.test';
const ROYAL_MAIL_PAGE = 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB';

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

describeEachDatabase(
  'dispatch with a carrier and tracking reference',
  (ctx) => {
    let gown: ProductView;
    let day = 6;
    beforeAll(async () => {
      gown = await createProduct(ctx(), { name: 'Tracked Gown', basePrice: '70.00', availableSizes: ['10'], stock: { '10': 40 } });
    });

    const drain = () => ctx().app.get(OutboxSender).drainOnce();
    /** Places an order and returns it with the order-page token from its delivered confirmation. */
    const place = async (to: string): Promise<{ order: OrderView; token: string }> => {
      const startDate = ukDate((day += 7));
      const res = await ctx()
        .http()
        .post('/api/orders')
        .send(orderBody([{ productId: gown.id, size: '10', duration: 2, quantity: 1, startDate }], { customerEmail: to }, newSessionId()))
        .expect(201);
      await drain();
      const token = /\/orders\/[0-9a-f-]{36}\?token=([A-Za-z0-9_-]{43})/.exec(smtp.to(to)[0]?.parsed.text ?? '')?.[1];
      if (!token) throw new Error('no order link in the confirmation');
      return { order: res.body as OrderView, token };
    };
    const receipt = async (id: string, token: string) =>
      (await ctx().http().get(`/api/orders/${id}?token=${token}`).expect(200)).body as OrderReceiptView;
    const dispatchMail = (to: string) => smtp.to(to).find((m) => m.parsed.subject?.startsWith('Your dress is on its way'));
    const row = async (id: string) =>
      (
        await ctx().dataSource.query<{ status: string; carrier: string | null; trackingReference: string | null }[]>(
          'SELECT status, carrier, trackingReference FROM orders WHERE id = ?',
          [id],
        )
      )[0];

    it('a reference typed as on the label goes by Royal Mail: the order, her page and her dispatch e-mail link to its tracking', async () => {
      const to = address('tracked');
      const { order, token } = await place(to);
      const admin = await ctx().adminAgent();
      const res = await admin
        .put(`/api/orders/${order.id}/status`)
        .send({ status: 'processing', trackingReference: ' ab 1234 5678 9gb ' })
        .expect(200);
      const shipment = { carrier: 'royal-mail', carrierName: 'Royal Mail', reference: 'AB123456789GB', trackingUrl: ROYAL_MAIL_PAGE };
      expect((res.body as OrderView).shipment).toEqual(shipment);
      expect((res.body as OrderView).status).toBe('processing');
      // The admin's list shows the parcel too (found by the order's reference).
      const listed = (
        await admin
          .get('/api/orders')
          .query({ q: order.id.slice(-8) })
          .expect(200)
      ).body as OrderView[];
      expect(listed.find((o) => o.id === order.id)?.shipment).toEqual(shipment);
      expect((await receipt(order.id, token)).shipment).toEqual(shipment);

      await drain();
      const mail = dispatchMail(to);
      expect(mail).toBeDefined();
      expect((mail?.parsed.text ?? '').replace(/\s+/g, ' ')).toContain(`Tracking: Royal Mail AB123456789GB ${ROYAL_MAIL_PAGE}`);
      expect(String(mail?.parsed.html)).toContain(`href="${ROYAL_MAIL_PAGE}"`);
    });

    it('keeps the carrier chosen (DPD) and links to its page', async () => {
      const to = address('dpd');
      const { order, token } = await place(to);
      await (
        await ctx().adminAgent()
      )
        .put(`/api/orders/${order.id}/status`)
        .send({ status: 'processing', carrier: 'dpd', trackingReference: '15501234567890' })
        .expect(200);
      expect((await receipt(order.id, token)).shipment).toEqual({
        carrier: 'dpd',
        carrierName: 'DPD',
        reference: '15501234567890',
        trackingUrl: 'https://www.dpd.co.uk/apps/tracking/?reference=15501234567890',
      });
      await drain();
      expect(dispatchMail(to)?.parsed.text ?? '').toContain('https://www.dpd.co.uk/apps/tracking/?reference=15501234567890');
    });

    it("the spec's body without a reference dispatches as before: no shipment, no tracking line", async () => {
      const to = address('untracked');
      const { order, token } = await place(to);
      const res = await (await ctx().adminAgent()).put(`/api/orders/${order.id}/status`).send({ status: 'processing' }).expect(200);
      expect((res.body as OrderView).shipment).toBeNull();
      expect((await receipt(order.id, token)).shipment).toBeNull();
      await drain();
      const text = (dispatchMail(to)?.parsed.text ?? '').replace(/\s+/g, ' ');
      expect(text).toContain('post it back the next day');
      expect(text).not.toContain('Tracking:');
    });

    it.each([
      [
        'a reference with another status',
        { status: 'cancelled', trackingReference: 'AB123456789GB' },
        TRACKING_MESSAGES.onlyWhenDispatched,
      ],
      ['a carrier with another status', { status: 'cancelled', carrier: 'evri' }, TRACKING_MESSAGES.onlyWhenDispatched],
      ['a reference too short', { status: 'processing', trackingReference: 'AB12' }, TRACKING_MESSAGES.reference],
      ['a reference with a slash', { status: 'processing', trackingReference: 'AB123/456789GB' }, TRACKING_MESSAGES.reference],
      ['a reference that is not text', { status: 'processing', trackingReference: 123456789 }, TRACKING_MESSAGES.reference],
      ['an unknown carrier', { status: 'processing', carrier: 'pigeon', trackingReference: 'AB123456789GB' }, TRACKING_MESSAGES.carrier],
    ])('refuses %s with 400 naming the field, and the order stays pending with no e-mail queued', async (_label, body, message) => {
      const to = address('refused');
      const { order, token } = await place(to);
      const before = await ctx().count('outbox_messages');
      const res = await (await ctx().adminAgent()).put(`/api/orders/${order.id}/status`).send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      expect(await row(order.id)).toEqual({ status: 'pending', carrier: null, trackingReference: null });
      expect(await ctx().count('outbox_messages')).toBe(before);
      expect((await receipt(order.id, token)).shipment).toBeNull();
    });
  },
  { env: () => ({ SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL }) },
);
