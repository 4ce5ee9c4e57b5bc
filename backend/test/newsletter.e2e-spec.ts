import { AddressInfo } from 'node:net';
import { Server, createServer } from 'node:http';
import { NEWSLETTER_MESSAGES, NOTICES, noticeText } from '@dw/contracts';
import { waitUntil } from '../../config/jest/wait-until';
import { hashSecret } from '../src/common/secret-token';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { atInstant } from './support/clock';
import { newsletterConfirmToken } from './support/outbox';
import { SmtpTestServer, startSmtpServer } from './support/smtp-test-server';
import { describeEachDatabase } from './support/test-app';

/**
 * A stand-in for the external form service on this machine: it records what it receives
 * and answers with `reply`, so the suites can see forwarding and prove a failing service is harmless.
 */
const forwarded: { body: unknown; contentType: string | undefined }[] = [];
let reply = 200;
let formService: Server;
let formServiceUrl = '';

beforeAll(async () => {
  formService = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      forwarded.push({ body: JSON.parse(raw), contentType: req.headers['content-type'] });
      res.writeHead(reply, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => formService.listen(0, '127.0.0.1', resolve));
  formServiceUrl = `http://127.0.0.1:${(formService.address() as AddressInfo).port}/f/newsletter`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => formService.close(() => resolve()));
});

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const PUBLIC_URL = 'https://shop.test';
const CONFIRM_SUBJECT = 'Confirm your Designer Wardrobe subscription';
const WELCOME_SUBJECT = 'You are subscribed to Designer Wardrobe';
const CONFIRM_LINK = /https:\/\/shop\.test\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/;
const CHECK_INBOX = { message: noticeText(NOTICES.subscribeCheckInbox) };
const DAY = 24 * 60 * 60 * 1000;
const INVALID = { statusCode: 400, code: 'NEWSLETTER_CONFIRMATION_INVALID', message: NEWSLETTER_MESSAGES.confirmationInvalid };

let n = 0;
/** A fresh lower-case address per test, so each test reads only its own mail. */
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

/** Forwarding is fire-and-forget: wait until the stand-in has seen `count` posts. */
async function forwardsReach(count: number): Promise<void> {
  await waitUntil(
    () => `${count} forwarded sign-ups (${forwarded.length} so far)`,
    () => forwarded.length >= count,
    {
      timeoutMs: 5000,
      intervalMs: 20,
    },
  );
  expect(forwarded).toHaveLength(count);
}

const REQUIRED = noticeText(NOTICES.newsletterEmailRequired);

describeEachDatabase(
  'newsletter: double opt-in',
  (ctx) => {
    beforeAll(() => {
      forwarded.length = 0;
      reply = 200;
    });

    const signUp = (body: Record<string, unknown>) => ctx().http().post('/api/newsletter').send(body);
    const confirm = (token: unknown) => ctx().http().post('/api/newsletter/confirm').send({ token });
    /** Delivered messages to `to` with `subject`, after a round of the sender. */
    const mail = async (to: string, subject: string) => {
      await ctx().app.get(OutboxSender).drainOnce();
      return smtp.to(to).filter((m) => m.parsed.subject === subject);
    };
    const row = async (email: string) => {
      const rows: Record<string, unknown>[] = await ctx().dataSource.query(
        'SELECT email, confirmedAt, confirmTokenHash, unsubscribedAt FROM newsletter_subscribers WHERE email = ?',
        [email],
      );
      return rows[0];
    };

    it('a sign-up is stored unconfirmed and e-mailed a link; following it subscribes, welcomes and forwards, once', async () => {
      const email = address('ann.smith');
      const res = await signUp({ email: `  ${email.toUpperCase()} `, _subject: 'Newsletter signup', message: 'From the footer' }).expect(
        201,
      );
      expect(res.body).toEqual(CHECK_INBOX);
      expect(res.headers['set-cookie']).toBeUndefined();

      // Unconfirmed: stored lower-cased, nothing forwarded, no welcome, only the link.
      const [link] = await mail(email, CONFIRM_SUBJECT);
      const token = CONFIRM_LINK.exec(link?.parsed.text ?? '')?.[1] as string;
      expect(String(link.parsed.html)).toContain(`href="${PUBLIC_URL}/newsletter/confirm?token=${token}"`);
      expect(link.parsed.headers.has('list-unsubscribe')).toBe(false);
      const stored = await row(email);
      expect(stored).toMatchObject({ email, confirmedAt: null, unsubscribedAt: null });
      // The token is kept only as its hash.
      expect(stored.confirmTokenHash).toBe(hashSecret(token));
      expect(await mail(email, WELCOME_SUBJECT)).toHaveLength(0);
      expect(forwarded).toHaveLength(0);

      await confirm(token).expect(200, { subscribed: true });
      expect((await row(email)).confirmedAt).not.toBeNull();
      await forwardsReach(1);
      expect(forwarded[0]).toEqual({
        body: { email, _subject: 'Newsletter signup', message: 'From the footer' },
        contentType: 'application/json',
      });
      const [welcome] = await mail(email, WELCOME_SUBJECT);
      expect(welcome.parsed.text).toContain(`${PUBLIC_URL}/unsubscribe?token=`);

      // Following the link again answers the same and changes nothing.
      await confirm(token).expect(200, { subscribed: true });
      expect(await mail(email, WELCOME_SUBJECT)).toHaveLength(1);
      // Signing up again once subscribed: the same answer, no message.
      await signUp({ email }).expect(201, CHECK_INBOX);
      expect(await mail(email, CONFIRM_SUBJECT)).toHaveLength(1);
      // A later sign-up, once confirmed, is the next forward: the repeats above forwarded nothing.
      const later = address('later');
      await signUp({ email: later }).expect(201);
      const [laterLink] = await mail(later, CONFIRM_SUBJECT);
      await confirm(CONFIRM_LINK.exec(laterLink?.parsed.text ?? '')?.[1] as string).expect(200, { subscribed: true });
      await forwardsReach(2);
      expect(forwarded[1].body).toMatchObject({ email: later });
    });

    it('signing up again before confirming keeps one row and sends a new link that replaces the old one', async () => {
      const email = address('twice');
      const [a, b] = await Promise.all([signUp({ email }), signUp({ email })]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(await ctx().count(`newsletter_subscribers WHERE email = '${email}'`)).toBe(1);
      await signUp({ email: email.toUpperCase() }).expect(201);
      const links = (await mail(email, CONFIRM_SUBJECT)).map((m) => CONFIRM_LINK.exec(m.parsed.text ?? '')?.[1] as string);
      expect(links.length).toBeGreaterThanOrEqual(2);
      const stored = (await row(email)).confirmTokenHash;
      const [newest, ...others] = [...links.filter((t) => hashSecret(t) === stored), ...links.filter((t) => hashSecret(t) !== stored)];
      expect(hashSecret(newest)).toBe(stored);
      for (const old of others) expect((await confirm(old).expect(400)).body).toEqual(INVALID);
      await confirm(newest).expect(200, { subscribed: true });
    });

    it('refuses a missing, malformed, unknown or expired link with a clear 400, and subscribes nobody', async () => {
      for (const bad of [undefined, 42, '', 'short', 'A'.repeat(43)]) {
        const res = await confirm(bad).expect(400);
        expect(res.body.code).toMatch(/^(NEWSLETTER_CONFIRMATION_INVALID|VALIDATION_FAILED)$/);
        expect(res.body.message).toBe(NEWSLETTER_MESSAGES.confirmationInvalid);
      }
      const email = address('late');
      await atInstant(Date.now() - 8 * DAY, async () => {
        await signUp({ email }).expect(201);
      });
      const token = await newsletterConfirmToken(ctx().app, email);
      expect((await confirm(token).expect(400)).body).toEqual(INVALID);
      expect((await row(email)).confirmedAt).toBeNull();
    });

    it('the hourly clean-up deletes sign-ups not confirmed within 7 days, keeps the rest, and a second run changes nothing', async () => {
      const [stale, fresh, confirmed] = [address('stale'), address('fresh'), address('kept')];
      const now = Date.now();
      await atInstant(now - 8 * DAY, async () => {
        await signUp({ email: stale }).expect(201);
        await signUp({ email: confirmed }).expect(201);
        await confirm(await newsletterConfirmToken(ctx().app, confirmed)).expect(200);
      });
      await atInstant(now - 6 * DAY, async () => {
        await signUp({ email: fresh }).expect(201);
      });
      const housekeeping = ctx().app.get(HousekeepingService);
      const first = await housekeeping.clean(new Date(now));
      expect(first.newsletterSignUps).toBeGreaterThanOrEqual(1);
      expect(await row(stale)).toBeUndefined();
      expect(await row(fresh)).toMatchObject({ email: fresh, confirmedAt: null });
      expect(await row(confirmed)).toMatchObject({ email: confirmed });
      expect((await housekeeping.clean(new Date(now))).newsletterSignUps).toBe(0);
    });

    it('still subscribes when the form service fails', async () => {
      reply = 500;
      const before = forwarded.length;
      const email = address('resilient');
      await signUp({ email }).expect(201);
      await confirm(await newsletterConfirmToken(ctx().app, email)).expect(200, { subscribed: true });
      await forwardsReach(before + 1);
      expect((await row(email)).confirmedAt).not.toBeNull();
      reply = 200;
    });

    describe('refuses bad input with the toast text and writes nothing', () => {
      const cases: [string, Record<string, unknown>, string][] = [
        ['missing email', {}, REQUIRED],
        ['empty email', { email: '' }, REQUIRED],
        ['blank email', { email: '   ' }, REQUIRED],
        ['email that is not text', { email: 42 }, REQUIRED],
        ['malformed email', { email: 'ann.example.com' }, 'Please enter a valid email address'],
        ['email without a domain', { email: 'ann@' }, 'Please enter a valid email address'],
        [
          'subject over 200 characters',
          { email: 'long@example.com', _subject: 's'.repeat(201) },
          'The subject must be at most 200 characters.',
        ],
        [
          'message over 2000 characters',
          { email: 'long@example.com', message: 'm'.repeat(2001) },
          'The message must be at most 2000 characters.',
        ],
        ['message that is not text', { email: 'long@example.com', message: ['hi'] }, 'The message must be text.'],
      ];

      it.each(cases)('%s', async (_name, body, message) => {
        const before = await ctx().count('newsletter_subscribers');
        const res = await signUp(body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
        expect(await ctx().count('newsletter_subscribers')).toBe(before);
      });

      it('refuses unknown fields', async () => {
        const before = await ctx().count('newsletter_subscribers');
        const res = await signUp({ email: 'extra@example.com', name: 'Ann' }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'UNKNOWN_FIELD',
          message: "Unknown field 'name' - it is not part of this request.",
        });
        expect(await ctx().count('newsletter_subscribers')).toBe(before);
      });

      it('refuses a form-encoded body (415)', async () => {
        const before = await ctx().count('newsletter_subscribers');
        await ctx().http().post('/api/newsletter').type('form').send('email=form@example.com').expect(415);
        expect(await ctx().count('newsletter_subscribers')).toBe(before);
      });
    });

    it('documents the routes in the OpenAPI document', async () => {
      const doc = await ctx().http().get('/api/docs-json').expect(200);
      expect(Object.keys(doc.body.paths['/api/newsletter'])).toEqual(['post']);
      expect(doc.body.paths['/api/newsletter'].post.responses).toHaveProperty('201');
      expect(doc.body.paths['/api/newsletter'].post.responses).toHaveProperty('429');
      expect(doc.body.paths['/api/newsletter/confirm'].post.responses).toHaveProperty('200');
    });
  },
  { env: () => ({ NEWSLETTER_FORWARD_URL: formServiceUrl, SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL }) },
);

describeEachDatabase(
  'newsletter sign-ups are rate limited',
  (ctx) => {
    const signUp = (email: string, from: string) => ctx().http().post('/api/newsletter').set('X-Forwarded-For', from).send({ email });
    const queued = async (email: string) =>
      Number(
        (
          await ctx().dataSource.query<{ n: number | string }[]>(
            "SELECT COUNT(*) AS n FROM outbox_messages WHERE kind = 'newsletter-confirm' AND toAddress = ?",
            [email],
          )
        )[0].n,
      );

    it('per e-mail address, whatever the case and whichever client asks: three links an hour at most', async () => {
      const email = address('target');
      for (let i = 0; i < 3; i++) await signUp(i % 2 ? email.toUpperCase() : email, `203.0.113.${60 + i}`).expect(201);
      const refused = await signUp(email, '203.0.113.70').expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await queued(email)).toBe(3);
    });

    it("per client address: 50 parallel sign-ups for other people's addresses send 10 e-mails, not 50", async () => {
      const emails = Array.from({ length: 50 }, (_, i) => address(`victim${i}`));
      const answers = await Promise.all(emails.map((email) => signUp(email, '198.51.100.27')));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      expect((await Promise.all(emails.map(queued))).reduce((a, b) => a + b, 0)).toBe(10);
      // Another client is not held up by that one.
      await signUp(address('neighbour'), '198.51.100.28').expect(201);
    });
  },
  { env: () => ({ RATE_LIMITS: 'on', MAIL_SENDER: 'off', PUBLIC_URL }) },
);
