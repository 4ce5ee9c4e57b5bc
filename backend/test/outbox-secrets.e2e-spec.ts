import type { EmailDetail, ProductView } from '@dw/contracts';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { hashSecret } from '../src/common/secret-token';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { lenderAccountBody } from './support/fuzz/world';
import { createProduct, newSessionId, orderBody, ukDate } from './support/orders-fixtures';
import { SmtpTestServer, startSmtpServer } from './support/smtp-test-server';
import { describeEachDatabase } from './support/test-app';

const PUBLIC_URL = 'https://shop.test';
const DAY = 24 * 60 * 60 * 1000;
const ORDER_LINK = /https:\/\/shop\.test\/orders\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]{43})/;
const SIGN_IN_LINK = /\/lender\/sign-in\/confirm\?token=([A-Za-z0-9_-]+)/;

let n = 0;
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer({ defer: /^later\./ });
});
afterAll(() => smtp.close());

interface Row {
  id: string;
  status: string;
  html: string | null;
  text: string | null;
  facts: string | null;
  headers: string;
}

describeEachDatabase(
  'secrets in the outbox',
  (ctx) => {
    let gown: ProductView;
    let day = 0;
    beforeAll(async () => {
      gown = await createProduct(ctx(), { name: 'Secret Gown', basePrice: '50.00', availableSizes: ['10'], stock: { '10': 50 } });
    });

    const drain = (at?: Date) => ctx().app.get(OutboxSender).drainOnce(at);
    const rowsTo = async (to: string): Promise<Row[]> =>
      ctx().dataSource.query('SELECT id, status, html, text, facts, headers FROM outbox_messages WHERE toAddress = ?', [to]);
    const stored = (row: Row) => [row.html ?? '', row.text ?? '', row.facts ?? '', row.headers ?? ''].join('\n');
    const order = (to: string) =>
      ctx()
        .http()
        .post('/api/orders')
        .send(
          orderBody(
            [{ productId: gown.id, size: '10', duration: 2, quantity: 1, startDate: ukDate(5 + 7 * day++) }],
            { customerEmail: to },
            newSessionId(),
          ),
        )
        .expect(201);
    const preview = async (id: string) => (await (await ctx().adminAgent()).get(`/api/admin/emails/${id}`).expect(200)).body as EmailDetail;

    it("sends the order page's real link but keeps and shows it only with the token hidden", async () => {
      const to = address('renter');
      await order(to);
      await drain();
      const mail = smtp.to(to);
      expect(mail).toHaveLength(1);
      const [, orderId, token] = ORDER_LINK.exec(mail[0].parsed.text ?? '') ?? [];
      expect(token).toBeDefined();
      expect(String(mail[0].parsed.html)).toContain(token);

      const [row] = await rowsTo(to);
      expect(row.status).toBe('sent');
      expect(stored(row)).not.toContain(token);
      expect(row.text).toContain(`${PUBLIC_URL}/orders/${orderId}?token=[hidden]`);
      const shown = await preview(row.id);
      expect(`${shown.html}${shown.text}`).not.toContain(token);
      expect(shown.text).toContain('token=[hidden]');
      // The link in the e-mail still opens the order page.
      await ctx().http().get(`/api/orders/${orderId}?token=${token}`).expect(200);
    });

    it('keeps a failed attempt redacted, and the facts to draw the real link again for the retry', async () => {
      const to = address('later');
      await order(to);
      await drain();
      const [row] = await rowsTo(to);
      expect(row.status).toBe('queued');
      expect(row.text).toContain('token=[hidden]');
      expect(row.text).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
      expect(row.facts).toMatch(/"accessToken":"[A-Za-z0-9_-]{43}"/);
    });

    it('a used sign-in link leaves its token nowhere in the database, only its hash', async () => {
      const email = address('lender');
      await ctx().http().post('/api/lender-accounts').send(lenderAccountBody({ email })).expect(201);
      await ctx().http().post('/api/lender/sign-in-link').send({ email }).expect(202);
      await drain();
      const link = smtp.to(email).find((m) => SIGN_IN_LINK.test(m.parsed.text ?? ''));
      const token = SIGN_IN_LINK.exec(link?.parsed.text ?? '')?.[1] as string;
      expect(token).toBeDefined();
      await ctx().http().post('/api/lender/session').send({ token }).expect(200);

      for (const row of await rowsTo(email)) expect(stored(row)).not.toContain(token);
      const links: { tokenHash: string }[] = await ctx().dataSource.query('SELECT * FROM lender_sign_in_links WHERE tokenHash = ?', [
        hashSecret(token),
      ]);
      expect(links).toHaveLength(1);
      expect(JSON.stringify(links)).not.toContain(token);
    });

    it("purges a sent message's bodies after 30 days, keeping its row; a second run changes nothing", async () => {
      const to = address('old');
      await order(to);
      await drain();
      const [before] = await rowsTo(to);
      expect(before.html).not.toBeNull();
      const clean = (at: Date) => ctx().app.get(HousekeepingService).clean(at);

      expect((await clean(new Date(Date.now() + 29 * DAY))).sentEmailBodies).toBe(0);
      expect((await rowsTo(to))[0].html).not.toBeNull();

      expect((await clean(new Date(Date.now() + 31 * DAY))).sentEmailBodies).toBeGreaterThanOrEqual(1);
      const [after] = await rowsTo(to);
      expect(after).toMatchObject({ status: 'sent', html: null, text: null, facts: null });
      expect((await clean(new Date(Date.now() + 31 * DAY))).sentEmailBodies).toBe(0);
      const shown = await preview(after.id);
      expect(shown).toMatchObject({ status: 'sent', html: '', text: '' });
    });
  },
  { env: () => ({ SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL }) },
);
