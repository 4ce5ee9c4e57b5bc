import request, { type Response } from 'supertest';
import { LENDER_MESSAGES, LENDER_SIGN_IN_MESSAGES, LenderMe } from '@dw/contracts';
import { DataSource } from 'typeorm';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service';
import { hashSecret } from '../src/common/secret-token';
import { LenderSession } from '../src/lenders/session/lender-session.entity';
import { LenderSignInLink } from '../src/lenders/sign-in/lender-sign-in-link.entity';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { waitUntil } from '../../config/jest/wait-until';
import { lenderPhotos } from './support/fixtures';
import { lenderAccountBody, listingBody } from './support/fuzz/world';
import { SmtpTestServer, startSmtpServer } from './support/smtp-test-server';
import { type LoggedApp, createLoggedApp } from './support/fuzz/logged-app';
import { describeEachDatabase } from './support/test-app';

const PUBLIC_URL = 'https://shop.test';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SIGN_IN_SUBJECT = 'Your Designer Wardrobe sign-in link';
const LINK = /https:\/\/shop\.test\/lender\/sign-in\/confirm\?token=([A-Za-z0-9_-]+)/;
/** Bank details that pass VocaLink's check, other than the sign-up's. */
const NEW_BANK = { bankAccountName: 'Amelia Hart', sortCode: '10-79-99', accountNumber: '88837491' };

let n = 0;
/** A fresh lower-case address per test, so each test reads only its own mail. */
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

/** `name=value` of the Set-Cookie that names `name`, and the whole header line. */
function setCookie(res: Response, name = 'dw.lender'): { pair: string; value: string; line: string } | null {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) return null;
  const pair = line.split(';')[0];
  return { pair, value: pair.slice(name.length + 1), line };
}

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeEachDatabase(
  'lender sign-in by e-mailed link',
  (ctx) => {
    const drain = () => ctx().app.get(OutboxSender).drainOnce();
    const links = () => ctx().dataSource.getRepository(LenderSignInLink);
    const sessions = () => ctx().dataSource.getRepository(LenderSession);

    const createLender = async (email: string) => {
      const res = await ctx().http().post('/api/lender-accounts').send(lenderAccountBody({ email })).expect(201);
      const cookie = setCookie(res);
      if (!cookie) throw new Error('account creation set no lender cookie');
      return { id: res.body.id as string, token: res.body.token as string, cookie: cookie.pair };
    };
    const askForLink = (email: string) => ctx().http().post('/api/lender/sign-in-link').send({ email });
    /** The token of the newest sign-in link e-mailed to `to`, read out of the delivered message. */
    const linkFor = async (to: string): Promise<string> => {
      await drain();
      const mail = smtp.to(to).filter((m) => m.parsed.subject === SIGN_IN_SUBJECT);
      const last = mail[mail.length - 1];
      const token = LINK.exec(last?.parsed.text ?? '')?.[1];
      if (!token) throw new Error(`no sign-in link e-mailed to ${to}`);
      expect(String(last.parsed.html)).toContain(`href="${PUBLIC_URL}/lender/sign-in/confirm?token=${token}"`);
      return token;
    };
    const signIn = (token: unknown, cookie?: string) => {
      const req = ctx().http().post('/api/lender/session');
      return (cookie ? req.set('Cookie', cookie) : req).send({ token });
    };
    /** A lender signed in from an e-mailed link. */
    const signedIn = async (who: string) => {
      const email = address(who);
      const lender = await createLender(email);
      await askForLink(email).expect(202);
      const res = await signIn(await linkFor(email)).expect(200);
      return { ...lender, email, cookie: setCookie(res)?.pair as string, me: res.body as LenderMe };
    };
    const me = (cookie: string) => ctx().http().get('/api/lender/me').set('Cookie', cookie);
    /** The row of the session a `name=value` cookie carries (stored under the id's hash). */
    const rowOf = (cookie: string) => ({ idHash: hashSecret(cookie.slice(cookie.indexOf('=') + 1)) });

    it('answers an unknown address exactly as a known one, and e-mails nobody', async () => {
      const known = address('known');
      await createLender(known);
      await drain();
      const linksBefore = await links().count();
      const unknown = await askForLink(address('nobody')).expect(202);
      expect(await links().count()).toBe(linksBefore);
      const mailBefore = smtp.received.length;
      await drain();
      expect(smtp.received.length).toBe(mailBefore);

      const answered = await askForLink(known).expect(202);
      expect(unknown.body).toEqual({ message: LENDER_SIGN_IN_MESSAGES.linkSent });
      expect(answered.body).toEqual(unknown.body);
      const headers = (res: Response) =>
        Object.keys(res.headers)
          .filter((h) => !['date', 'x-request-id', 'etag'].includes(h))
          .sort();
      expect(headers(answered)).toEqual(headers(unknown));
      expect(answered.headers['set-cookie']).toBeUndefined();
      expect(await links().count()).toBe(linksBefore + 1);
    });

    it('signs in from the e-mailed link: any case of the address, a cookie, the masked account', async () => {
      const email = address('amelia');
      const lender = await createLender(email);
      await askForLink(email.toUpperCase()).expect(202);
      const token = await linkFor(email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Stored only hashed.
      const [row] = await links().findBy({ lenderAccountId: lender.id });
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(await links().find())).not.toContain(token);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * MINUTE);

      const before = Date.now();
      const res = await signIn(token).expect(200);
      expect(res.body).toMatchObject({
        id: lender.id,
        email,
        status: 'pending',
        rejectionReason: null,
        sortCode: '••-••-99',
        accountNumber: '••••4958',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/089999|66374958/);
      expect(Date.parse(res.body.signedInAt)).toBeGreaterThanOrEqual(before - 1000);
      const cookie = setCookie(res);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await sessions().findOneBy({ idHash: cookie?.value })).toBeNull();
      const read = await me(cookie?.pair as string).expect(200);
      expect(read.body).toEqual(res.body);
    });

    it("hides the link's token from the admin's e-mail preview, while the lender's e-mail carries it", async () => {
      const email = address('preview');
      await createLender(email);
      await askForLink(email).expect(202);
      const token = await linkFor(email);
      const admin = await ctx().adminAgent();
      const list = (await admin.get('/api/admin/emails').expect(200)).body as { id: string; kind: string; to: string }[];
      const mail = list.find((m) => m.kind === 'lender-sign-in-link' && m.to === email);
      const preview = (await admin.get(`/api/admin/emails/${mail?.id}`).expect(200)).body as { html: string; text: string };
      expect(preview.text).toContain('/lender/sign-in/confirm?token=[hidden]');
      expect(`${preview.html}${preview.text}`).not.toContain(token);
      await signIn(token).expect(200);
    });

    it('sets the cookie httpOnly, SameSite=Strict, Path=/, no Domain; __Host- and Secure over TLS', async () => {
      const email = address('tls');
      await createLender(email);
      await askForLink(email).expect(202);
      const plain = setCookie(await signIn(await linkFor(email)).expect(200));
      expect(plain?.line).toMatch(/; HttpOnly/);
      expect(plain?.line).toMatch(/; SameSite=Strict/);
      expect(plain?.line).toMatch(/; Path=\//);
      expect(plain?.line).not.toMatch(/Domain=/i);
      expect(plain?.line).not.toMatch(/; Secure/);

      await askForLink(email).expect(202);
      const tls = await ctx()
        .http()
        .post('/api/lender/session')
        .set('X-Forwarded-Proto', 'https')
        .send({ token: await linkFor(email) })
        .expect(200);
      expect(setCookie(tls)).toBeNull();
      const host = setCookie(tls, '__Host-dw.lender');
      expect(host?.line).toMatch(/; Secure/);
      expect(host?.line).toMatch(/; HttpOnly/);
      expect(host?.line).toMatch(/; SameSite=Strict/);
      expect(host?.line).toMatch(/; Path=\//);
      expect(host?.line).not.toMatch(/Domain=/i);
      await me(host?.pair as string)
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      // Over TLS only the __Host- cookie counts: the same id under the plain name opens nothing.
      await me(`dw.lender=${host?.value}`).set('X-Forwarded-Proto', 'https').expect(401);
    });

    it('spends a link once: the second use is 410 SIGN_IN_LINK_USED, and of two racing uses one wins', async () => {
      const email = address('once');
      await createLender(email);
      await askForLink(email).expect(202);
      const token = await linkFor(email);
      await signIn(token).expect(200);
      const again = await signIn(token).expect(410);
      expect(again.body).toEqual({ statusCode: 410, code: 'SIGN_IN_LINK_USED', message: LENDER_SIGN_IN_MESSAGES.linkUsed });
      expect(setCookie(again)).toBeNull();

      await askForLink(email).expect(202);
      const raced = await linkFor(email);
      const answers = await Promise.all([signIn(raced), signIn(raced), signIn(raced)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 410, 410]);
    });

    it('refuses an expired link with 410 SIGN_IN_LINK_EXPIRED', async () => {
      const email = address('late');
      const lender = await createLender(email);
      await askForLink(email).expect(202);
      const token = await linkFor(email);
      await links().update({ lenderAccountId: lender.id }, { expiresAt: new Date(Date.now() - MINUTE) });
      const res = await signIn(token).expect(410);
      expect(res.body).toMatchObject({ code: 'SIGN_IN_LINK_EXPIRED', message: LENDER_SIGN_IN_MESSAGES.linkExpired });
      expect(setCookie(res)).toBeNull();
    });

    it('refuses a tampered or made-up link with 400 SIGN_IN_LINK_INVALID', async () => {
      const email = address('tamper');
      await createLender(email);
      await askForLink(email).expect(202);
      const token = await linkFor(email);
      const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of [flipped, token.slice(0, 20), `${token}x`, 'nope']) {
        const res = await signIn(bad).expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'SIGN_IN_LINK_INVALID', message: LENDER_SIGN_IN_MESSAGES.linkInvalid });
      }
      expect((await signIn(12345).expect(400)).body.message).toMatch(/token/);
      // The real one still works: refusing the others did not spend it.
      await signIn(token).expect(200);
    });

    it('signs in only the account the link was sent to, ending the session the browser had', async () => {
      const ann = await signedIn('ann');
      const bea = address('bea');
      const beaLender = await createLender(bea);
      await askForLink(bea).expect(202);
      const res = await signIn(await linkFor(bea), ann.cookie).expect(200);
      expect(res.body.id).toBe(beaLender.id);
      const now = setCookie(res)?.pair as string;
      expect((await me(now).expect(200)).body.id).toBe(beaLender.id);
      // Ann's session in this browser was replaced, not left open beside Bea's.
      await me(ann.cookie).expect(401);
      expect(await sessions().countBy(rowOf(ann.cookie))).toBe(0);
    });

    it('gives a new session id at every sign-in; the old one stops working', async () => {
      const lender = await signedIn('rotate');
      await askForLink(lender.email).expect(202);
      const res = await signIn(await linkFor(lender.email), lender.cookie).expect(200);
      const fresh = setCookie(res)?.pair as string;
      expect(fresh).not.toBe(lender.cookie);
      await me(lender.cookie).expect(401);
      await me(fresh).expect(200);
      expect(await sessions().countBy(rowOf(lender.cookie))).toBe(0);
      expect(await sessions().countBy(rowOf(fresh))).toBe(1);
    });

    it('signs out: 204, the cookie cleared, the session gone for good', async () => {
      const lender = await signedIn('out');
      const res = await ctx().http().delete('/api/lender/session').set('Cookie', lender.cookie).expect(204);
      const cleared = setCookie(res);
      expect(cleared?.value).toBe('');
      expect(cleared?.line).toMatch(/Expires=Thu, 01 Jan 1970/);
      await me(lender.cookie).expect(401);
      expect(await sessions().countBy(rowOf(lender.cookie))).toBe(0);
      // Signing out without a session is not an error.
      await ctx().http().delete('/api/lender/session').expect(204);
    });

    /** Another browser of the same lender, signed in from a link of its own. */
    const otherBrowser = async (email: string): Promise<string> => {
      await askForLink(email).expect(202);
      return setCookie(await signIn(await linkFor(email)).expect(200))?.pair as string;
    };

    it("signs out everywhere: the sessions of her other browsers end too, no other lender's", async () => {
      const lender = await signedIn('everywhere');
      const phone = await otherBrowser(lender.email);
      const someoneElse = await signedIn('bystander');
      await me(phone).expect(200);
      await ctx().http().delete('/api/lender/session').set('Cookie', lender.cookie).expect(204);
      await me(lender.cookie).expect(401);
      await me(phone).expect(401);
      expect(await sessions().countBy({ lenderAccountId: lender.id })).toBe(0);
      await me(someoneElse.cookie).expect(200);
    });

    it('ends a session idle for 30 days, or 90 days after sign-in however busy, and housekeeping drops both', async () => {
      const idle = await signedIn('idle');
      const old = await signedIn('old');
      const alive = await signedIn('alive');
      await sessions().update(rowOf(idle.cookie), { lastSeenAt: new Date(Date.now() - 30 * DAY - MINUTE) });
      await sessions().update(rowOf(old.cookie), { createdAt: new Date(Date.now() - 90 * DAY - MINUTE) });
      await sessions().update(rowOf(alive.cookie), { lastSeenAt: new Date(Date.now() - 29 * DAY) });
      await me(old.cookie).expect(401);
      await me(alive.cookie).expect(200);
      // A request more than a minute after the last one moves lastSeenAt on.
      const touched = await sessions().findOneByOrFail(rowOf(alive.cookie));
      expect(Date.now() - touched.lastSeenAt.getTime()).toBeLessThan(MINUTE);

      const report = await ctx().app.get(HousekeepingService).clean(new Date());
      expect(report.lenderSessions).toBeGreaterThanOrEqual(1);
      expect(await sessions().countBy(rowOf(idle.cookie))).toBe(0);
      await me(idle.cookie).expect(401);
      await me(alive.cookie).expect(200);
    });

    it('housekeeping drops links a day past their expiry, used or not, and keeps newer ones', async () => {
      const email = address('sweep');
      const lender = await createLender(email);
      await askForLink(email).expect(202);
      await askForLink(email).expect(202);
      const [first] = await links().find({ where: { lenderAccountId: lender.id }, order: { createdAt: 'ASC' } });
      await links().update({ id: first.id }, { expiresAt: new Date(Date.now() - DAY - MINUTE) });
      await ctx().app.get(HousekeepingService).clean(new Date());
      expect(await links().countBy({ lenderAccountId: lender.id })).toBe(1);
    });

    it('refuses /api/lender/me without a session, with a junk cookie and with the admin session', async () => {
      const none = await ctx().http().get('/api/lender/me').expect(401);
      expect(none.body).toEqual({ statusCode: 401, code: 'LENDER_SIGN_IN_REQUIRED', message: LENDER_SIGN_IN_MESSAGES.signInRequired });
      await me('dw.lender=not-a-session').expect(401);
      await me(`dw.lender=${'A'.repeat(43)}`).expect(401);
      const admin = await ctx().adminAgent();
      expect((await admin.get('/api/lender/me').expect(401)).body.code).toBe('LENDER_SIGN_IN_REQUIRED');
      await admin.put('/api/lender/me/bank-details').send(NEW_BANK).expect(401);
    });

    it("ends an erased lender's sessions and links", async () => {
      const lender = await signedIn('erased');
      await askForLink(lender.email).expect(202);
      const unused = await linkFor(lender.email);
      const admin = await ctx().adminAgent();
      await admin.delete(`/api/lender-accounts/${lender.id}/personal-data`).expect(200);
      await me(lender.cookie).expect(401);
      expect(await sessions().countBy({ lenderAccountId: lender.id })).toBe(0);
      expect(await links().countBy({ lenderAccountId: lender.id })).toBe(0);
      await signIn(unused).expect(400);
      // The address is gone, so asking again sends nothing.
      await askForLink(lender.email).expect(202);
      expect(await links().countBy({ lenderAccountId: lender.id })).toBe(0);
    });

    it('lets a rejected lender sign in to read why, but not list', async () => {
      const email = address('rejected');
      const lender = await createLender(email);
      const admin = await ctx().adminAgent();
      await admin
        .put(`/api/lender-accounts/${lender.id}/status`)
        .send({ status: 'rejected', reason: 'We could not verify the address you gave.' })
        .expect(200);
      await askForLink(email).expect(202);
      const res = await signIn(await linkFor(email)).expect(200);
      expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'We could not verify the address you gave.' });
      const cookie = setCookie(res)?.pair as string;
      await me(cookie).expect(200);
      const listing = listingBody(lender.id, '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f');
      const refused = await ctx().http().post('/api/dress-listings').set('Cookie', cookie).send(listing).expect(403);
      expect(refused.body.code).toBe('LENDER_ACCOUNT_REJECTED');
    });

    it('signs a new account in: it lists a dress and uploads photos with the cookie alone', async () => {
      const lender = await createLender(address('newcomer'));
      const read = await me(lender.cookie).expect(200);
      expect(read.body).toMatchObject({ id: lender.id, signedInAt: null });
      const [photo] = await lenderPhotos(ctx(), { Cookie: lender.cookie });
      const photoId = photo.split('/').pop() as string;
      const listing = await ctx()
        .http()
        .post('/api/dress-listings')
        .set('Cookie', lender.cookie)
        .send(listingBody(lender.id, photoId))
        .expect(201);
      expect(listing.body).toMatchObject({ lenderAccountId: lender.id, status: 'pending', imageUrls: [photo] });
      // Someone else's listing is still refused.
      const other = await createLender(address('other'));
      await ctx().http().post('/api/dress-listings').set('Cookie', lender.cookie).send(listingBody(other.id, photoId)).expect(403);
      // And the token keeps working for API clients.
      await ctx().http().get('/api/lender/me').set('X-Lender-Token', lender.token).expect(200);
    });

    describe('changing bank details', () => {
      it('works within 15 minutes of a link, stores them encrypted, shows them masked and e-mails a notice', async () => {
        const lender = await signedIn('bank');
        const res = await ctx().http().put('/api/lender/me/bank-details').set('Cookie', lender.cookie).send(NEW_BANK).expect(200);
        expect(res.body).toMatchObject({ id: lender.id, bankAccountName: 'Amelia Hart', sortCode: '••-••-99', accountNumber: '••••7491' });
        const [raw]: { sortCodeEncrypted: string; accountNumberEncrypted: string }[] = await ctx().dataSource.query(
          'SELECT sortCodeEncrypted, accountNumberEncrypted FROM lender_accounts WHERE id = ?',
          [lender.id],
        );
        expect(JSON.stringify(raw)).not.toMatch(/107999|88837491/);
        const admin = await ctx().adminAgent();
        const listed = (await admin.get('/api/lender-accounts').query({ q: lender.email }).expect(200)).body;
        expect(listed[0]).toMatchObject({ id: lender.id, accountNumber: '••••7491' });

        await drain();
        const notice = smtp.to(lender.email).filter((m) => m.parsed.subject === 'Your bank details were changed');
        expect(notice).toHaveLength(1);
        for (const body of [notice[0].parsed.text ?? '', String(notice[0].parsed.html)]) {
          expect(body).toContain('••••7491');
          expect(body).toContain('••-••-99');
          expect(body).not.toMatch(/88837491|107999|10-79-99|837491/);
        }
      });

      it('refuses a sign-in older than 15 minutes, a session from account creation and the token alone', async () => {
        const lender = await signedIn('stale');
        await sessions().update(rowOf(lender.cookie), { signedInAt: new Date(Date.now() - 16 * MINUTE) });
        const stale = await ctx().http().put('/api/lender/me/bank-details').set('Cookie', lender.cookie).send(NEW_BANK).expect(403);
        expect(stale.body).toEqual({
          statusCode: 403,
          code: 'FRESH_SIGN_IN_REQUIRED',
          message: LENDER_SIGN_IN_MESSAGES.freshSignInRequired,
        });
        const created = await createLender(address('created'));
        const fromCreation = await ctx().http().put('/api/lender/me/bank-details').set('Cookie', created.cookie).send(NEW_BANK);
        expect(fromCreation.body.code).toBe('FRESH_SIGN_IN_REQUIRED');
        const byToken = await ctx().http().put('/api/lender/me/bank-details').set('X-Lender-Token', lender.token).send(NEW_BANK);
        expect(byToken.body.code).toBe('FRESH_SIGN_IN_REQUIRED');
        // Nothing changed and nobody was told.
        expect((await me(lender.cookie).expect(200)).body.accountNumber).toBe('••••4958');
        await drain();
        expect(smtp.to(lender.email).filter((m) => m.parsed.subject === 'Your bank details were changed')).toHaveLength(0);
      });

      it('end every other session of the lender, keeping the one that made the change', async () => {
        const lender = await signedIn('bankends');
        const phone = await otherBrowser(lender.email);
        await me(phone).expect(200);
        await ctx().http().put('/api/lender/me/bank-details').set('Cookie', lender.cookie).send(NEW_BANK).expect(200);
        await me(phone).expect(401);
        await me(lender.cookie).expect(200);
        expect(await sessions().countBy({ lenderAccountId: lender.id })).toBe(1);
      });

      it('checks them as sign-up does', async () => {
        const lender = await signedIn('checked');
        const put = (body: object) => ctx().http().put('/api/lender/me/bank-details').set('Cookie', lender.cookie).send(body);
        expect((await put({ ...NEW_BANK, sortCode: '93-80-63', accountNumber: '15764273' }).expect(400)).body.code).toBe(
          'BANK_DETAILS_INVALID',
        );
        expect((await put({ ...NEW_BANK, accountNumber: '1234' }).expect(400)).body.message).toMatch(/Account number/);
        expect((await put({ ...NEW_BANK, bankAccountName: '' }).expect(400)).body.message).toMatch(/Account holder/);
        await put({ ...NEW_BANK, iban: 'GB00' }).expect(400);
      });

      it.each([
        ['a line break', 'A Hart\r\n"000000","99999999"'],
        ['a NUL', 'A\u0000Hart'],
        ['full-width ＝＋－＠', '\uff1dSUM \uff0b\uff0d\uff20'],
        ['19 characters', 'ABCDEFGHIJKLMNOPQRS'],
      ])('refuses an account holder name with %s, naming the field, and keeps the old details', async (_label, bankAccountName) => {
        const lender = await signedIn(`bacs${bankAccountName.length}${_label.length}`);
        const res = await ctx()
          .http()
          .put('/api/lender/me/bank-details')
          .set('Cookie', lender.cookie)
          .send({ ...NEW_BANK, bankAccountName })
          .expect(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: LENDER_MESSAGES.bankAccountName });
        const me = await ctx().http().get('/api/lender/me').set('Cookie', lender.cookie).expect(200);
        expect(me.body.bankAccountName).toBe('A Hart');
      });
    });
  },
  { env: () => ({ SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL }) },
);

describeEachDatabase(
  'lender sign-in links are rate limited',
  (ctx) => {
    const ask = (email: string, from: string) => ctx().http().post('/api/lender/sign-in-link').set('X-Forwarded-For', from).send({ email });

    it('per e-mail address, whatever the case and whichever address asks, known or not', async () => {
      for (const email of [address('limited'), address('unknown-limited')]) {
        for (let i = 0; i < 3; i++) await ask(i % 2 ? email.toUpperCase() : email, `203.0.113.${10 + i}`).expect(202);
        const refused = await ask(email, '203.0.113.20').expect(429);
        expect(refused.body.code).toBe('RATE_LIMITED');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('per client address', async () => {
      for (let i = 0; i < 10; i++) await ask(address('many'), '198.51.100.7').expect(202);
      expect((await ask(address('many'), '198.51.100.7').expect(429)).body.code).toBe('RATE_LIMITED');
      await ask(address('many'), '198.51.100.8').expect(202);
    });
  },
  { env: () => ({ RATE_LIMITS: 'on', MAIL_SENDER: 'off', PUBLIC_URL }) },
);

describe('lender sign-in in the logs', () => {
  let logged: LoggedApp;

  beforeAll(async () => {
    logged = await createLoggedApp('sqlite', { MAIL_SENDER: 'off', PUBLIC_URL });
  });
  afterAll(() => logged.close());

  it("never writes a link's token or a session id, from the page, the API or the e-mail's sending", async () => {
    const { app } = logged;
    const server = app.getHttpServer();
    const email = address('logged');
    const created = await request(server).post('/api/lender-accounts').send(lenderAccountBody({ email })).expect(201);
    await request(server).post('/api/lender/sign-in-link').send({ email }).expect(202);
    // The stored bodies hide it: the facts the sender draws the link from hold it until it is sent.
    const [queued]: { facts: string }[] = await app
      .get(DataSource)
      .query("SELECT facts FROM outbox_messages WHERE kind = 'lender-sign-in-link' AND toAddress = ?", [email]);
    const token = (JSON.parse(queued.facts) as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await app.get(OutboxSender).drainOnce();

    // The page the e-mail links to, then the call the page makes.
    await request(server).get(`/lender/sign-in/confirm?token=${token}`);
    const signedIn = await request(server).post('/api/lender/session').send({ token }).expect(200);
    await request(server).post('/api/lender/session').send({ token }).expect(410);
    const cookie = setCookie(signedIn) as { pair: string; value: string };
    await request(server).get('/api/lender/me').set('Cookie', cookie.pair).expect(200);
    await request(server).delete('/api/lender/session').set('Cookie', cookie.pair).expect(204);

    // Positive control: the requests are there, with the page's token blanked out.
    const logLines = () =>
      logged.output
        .text()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    // A request's line is written when its response closes: the sign-out's is the last one.
    const lines = await waitUntil('the sign-out to be logged', () => {
      const all = logLines();
      return (
        all.some((l) => {
          const req = (l as { req?: { method?: string; url?: string } }).req;
          return req?.method === 'DELETE' && req.url === '/api/lender/session';
        }) && all
      );
    });
    const urls = lines.map((l) => (l as { req?: { url?: string } }).req?.url);
    expect(urls).toEqual(expect.arrayContaining(['/lender/sign-in/confirm?token=[redacted]', '/api/lender/session', '/api/lender/me']));
    const text = logged.output.text();
    for (const secret of [token, cookie.value, setCookie(created)?.value as string, created.body.token as string]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(text).not.toContain(secret);
    }
  });
});
