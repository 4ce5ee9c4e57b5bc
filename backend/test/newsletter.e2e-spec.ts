import { AddressInfo } from 'node:net';
import { Server, createServer } from 'node:http';
import { NOTICES, noticeText } from '@dw/contracts';
import { describeEachDatabase } from './support/test-app';

/**
 * A stand-in for the external form service (spec §7) on this machine: it records what it receives
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

/** Forwarding is fire-and-forget: wait (bounded) until the stand-in has seen `count` posts. */
async function forwardsReach(count: number): Promise<void> {
  for (let i = 0; i < 100 && forwarded.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  expect(forwarded).toHaveLength(count);
}

const REQUIRED = noticeText(NOTICES.newsletterEmailRequired);

describeEachDatabase(
  'newsletter',
  (ctx) => {
    beforeAll(() => {
      forwarded.length = 0;
      reply = 200;
    });

    const storedEmails = async (): Promise<string[]> => {
      const rows: { email: string }[] = await ctx().dataSource.query('SELECT email FROM newsletter_subscribers ORDER BY email');
      return rows.map((r) => r.email);
    };

    it('subscribes an address: 201, stored lower-cased, forwarded to the form service', async () => {
      const res = await ctx()
        .http()
        .post('/api/newsletter')
        .send({ email: '  Ann.Smith@Example.CO.UK ', _subject: 'Newsletter signup', message: 'From the footer' })
        .expect(201);
      expect(res.body).toEqual({ subscribed: true });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await storedEmails()).toEqual(['ann.smith@example.co.uk']);
      await forwardsReach(1);
      expect(forwarded[0]).toEqual({
        body: { email: 'ann.smith@example.co.uk', _subject: 'Newsletter signup', message: 'From the footer' },
        contentType: 'application/json',
      });
    });

    it('is idempotent: subscribing again, in any case, answers 201 and keeps one row and one forward', async () => {
      const res = await ctx().http().post('/api/newsletter').send({ email: 'ANN.SMITH@example.co.uk' }).expect(201);
      expect(res.body).toEqual({ subscribed: true });
      const [a, b] = await Promise.all([
        ctx().http().post('/api/newsletter').send({ email: 'twice@example.com' }),
        ctx().http().post('/api/newsletter').send({ email: 'twice@example.com' }),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(await storedEmails()).toEqual(['ann.smith@example.co.uk', 'twice@example.com']);
      await forwardsReach(2);
      expect(forwarded[1].body).toMatchObject({ email: 'twice@example.com', _subject: 'New newsletter subscription' });
    });

    it('still subscribes when the form service fails', async () => {
      reply = 500;
      await ctx().http().post('/api/newsletter').send({ email: 'resilient@example.com' }).expect(201);
      await forwardsReach(3);
      expect(await storedEmails()).toContain('resilient@example.com');
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
        const res = await ctx().http().post('/api/newsletter').send(body).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
        expect(await ctx().count('newsletter_subscribers')).toBe(before);
      });

      it('refuses unknown fields', async () => {
        const before = await ctx().count('newsletter_subscribers');
        const res = await ctx().http().post('/api/newsletter').send({ email: 'extra@example.com', name: 'Ann' }).expect(400);
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

    it('forwarded nothing for refused input', () => {
      expect(forwarded).toHaveLength(3);
    });

    it('documents the route in the OpenAPI document', async () => {
      const doc = await ctx().http().get('/api/docs-json').expect(200);
      expect(Object.keys(doc.body.paths['/api/newsletter'])).toEqual(['post']);
      expect(doc.body.paths['/api/newsletter'].post.responses).toHaveProperty('201');
    });
  },
  { env: () => ({ NEWSLETTER_FORWARD_URL: formServiceUrl }) },
);
