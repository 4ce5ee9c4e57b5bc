import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { LENDER_SIGN_IN_MESSAGES } from '@dw/contracts';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MYSQL_MIGRATIONS, SQLITE_MIGRATIONS } from '../src/database/migrations';
import { OutboxSender } from '../src/notifications/outbox-sender';
import { createMariadbDatabase } from './support/databases';
import { lenderAccountBody } from './support/fuzz/world';
import { SmtpTestServer, startSmtpServer } from './support/smtp-test-server';
import { describeEachDatabase } from './support/test-app';

const PUBLIC_URL = 'https://shop.test';
const SIGN_IN_SUBJECT = 'Your Designer Wardrobe sign-in link';
const LINK = /https:\/\/shop\.test\/lender\/sign-in\/confirm\?token=([A-Za-z0-9_-]+)/;

let n = 0;
/** A fresh lower-case address per test, so each test reads only its own mail. */
const address = (who: string) => `${who}.${Date.now().toString(36)}${n++}@example.com`;

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeEachDatabase(
  'one lender account per e-mail address',
  (ctx) => {
    const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
      ctx()
        .http()
        .post('/api/lender-accounts')
        .send(lenderAccountBody({ email, ...overrides }));
    const accountsWith = async (email: string): Promise<{ id: string; fullName: string }[]> =>
      ctx().dataSource.query('SELECT id, fullName FROM lender_accounts WHERE LOWER(email) = ?', [email.toLowerCase()]);
    const mailTo = async (to: string) => {
      await ctx().app.get(OutboxSender).drainOnce();
      return smtp.to(to).filter((m) => m.parsed.subject === SIGN_IN_SUBJECT);
    };

    it('a second sign-up with an address an account has (any case) creates nothing, gets no token or session, and is told to use the e-mailed link', async () => {
      const email = address('amelia');
      const owner = (await signUp(email).expect(201)).body as { id: string; token: string };
      const accountsBefore = await ctx().count('lender_accounts');

      const res = await signUp(`  ${email.toUpperCase()} `, { fullName: 'Mallory Thief', sortCode: '10-79-99', accountNumber: '88837491' });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, code: 'LENDER_EMAIL_TAKEN', message: LENDER_SIGN_IN_MESSAGES.emailTaken });
      expect(res.body).not.toHaveProperty('token');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await ctx().count('lender_accounts')).toBe(accountsBefore);
      expect(await accountsWith(email)).toEqual([{ id: owner.id, fullName: 'Amelia Hart' }]);

      // The owner's inbox gets a sign-in link saying someone tried to sign up with her address...
      const [mail] = await mailTo(email);
      expect(mail?.parsed.text).toContain('Someone just tried to create a new lender account with this e-mail address');
      // ...and the link opens her account, not a new one.
      const token = LINK.exec(mail?.parsed.text ?? '')?.[1];
      const session = await ctx().http().post('/api/lender/session').send({ token }).expect(200);
      expect(session.body).toMatchObject({ id: owner.id, fullName: 'Amelia Hart' });
    });

    it('two sign-ups with one address at the same moment make one account', async () => {
      const email = address('twins');
      const answers = await Promise.all([signUp(email), signUp(email.toUpperCase())]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await accountsWith(email)).toHaveLength(1);
      const lost = answers.find((r) => r.status === 409);
      expect(lost?.body.code).toBe('LENDER_EMAIL_TAKEN');
      expect(lost?.headers['set-cookie']).toBeUndefined();
    });

    it('an erased account frees its address for a new sign-up', async () => {
      const email = address('returning');
      const first = (await signUp(email).expect(201)).body as { id: string };
      const admin = await ctx().adminAgent();
      await admin.delete(`/api/lender-accounts/${first.id}/personal-data`).expect(200);
      const again = (await signUp(email).expect(201)).body as { id: string };
      expect(again.id).not.toBe(first.id);
      expect(await accountsWith(email)).toHaveLength(1);
    });
  },
  { env: () => ({ SMTP_URL: smtp.url, MAIL_SENDER: 'off', PUBLIC_URL }) },
);

describeEachDatabase(
  'lender sign-ups are rate limited',
  (ctx) => {
    const signUp = (email: string, from: string) =>
      ctx().http().post('/api/lender-accounts').set('X-Forwarded-For', from).send(lenderAccountBody({ email }));
    const askForLink = (email: string, from: string) =>
      ctx().http().post('/api/lender/sign-in-link').set('X-Forwarded-For', from).send({ email });

    it('a taken address counts against the sign-in links of that address, whichever route asked', async () => {
      const email = address('taken');
      await signUp(email, '203.0.113.30').expect(201);
      await askForLink(email, '203.0.113.31').expect(202);
      await askForLink(email, '203.0.113.32').expect(202);
      await signUp(email, '203.0.113.33').expect(409);
      const refused = await signUp(email, '203.0.113.34').expect(429);
      expect(refused.body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await askForLink(email, '203.0.113.35').expect(429);
    });

    it('per target e-mail address, whichever client asks', async () => {
      const email = address('target');
      const refusedFrom: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await signUp(i % 2 ? email.toUpperCase() : email, `203.0.113.${40 + i}`);
        if (res.status === 429) refusedFrom.push(i);
      }
      // One sign-up and two link e-mails, then refused: the address gets three messages at most.
      expect(refusedFrom).toEqual([3, 4, 5]);
    });

    it('per client address', async () => {
      for (let i = 0; i < 5; i++) await signUp(address('burst'), '198.51.100.17').expect(201);
      const refused = await signUp(address('burst'), '198.51.100.17').expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
      await signUp(address('burst'), '198.51.100.18').expect(201);
    });
  },
  { env: () => ({ RATE_LIMITS: 'on', MAIL_SENDER: 'off', PUBLIC_URL }) },
);

/** Every migration before the one that makes e-mail addresses unique. */
function before(list: typeof MYSQL_MIGRATIONS): typeof MYSQL_MIGRATIONS {
  return list.slice(
    0,
    list.findIndex((m) => m.name.includes('LenderEmailUnique')),
  );
}

async function reportsDuplicates(options: DataSourceOptions, all: typeof MYSQL_MIGRATIONS, q: (n: string) => string): Promise<void> {
  const old = new DataSource({ ...options, migrations: before(all) });
  await old.initialize();
  const columns = [
    'id',
    'fullName',
    'email',
    'phone',
    'address',
    'bankAccountName',
    'sortCodeEncrypted',
    'accountNumberEncrypted',
    'tokenHash',
  ];
  const insert = (id: string, email: string, erased = false) =>
    old.query(`INSERT INTO ${q('lender_accounts')} (${[...columns, 'erasedAt'].map(q).join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      id,
      'Someone',
      email,
      '07700 900123',
      'Bath',
      'S',
      'v1:x',
      'v1:y',
      id.replace(/-/g, ''),
      erased ? '2026-01-01 00:00:00' : null,
    ]);
  try {
    await old.runMigrations();
    await insert('00000000-0000-4000-8000-000000000001', 'Ann@Example.com');
    await insert('00000000-0000-4000-8000-000000000002', 'ann@example.com ');
    await insert('00000000-0000-4000-8000-000000000003', 'ben@example.com');
    // Erased accounts have no address left to clash.
    await insert('00000000-0000-4000-8000-000000000004', 'ben@example.com', true);
  } finally {
    await old.destroy();
  }
  const current = new DataSource({ ...options, migrations: all });
  await current.initialize();
  try {
    await expect(current.runMigrations()).rejects.toThrow(
      /lender accounts share an e-mail address.*ann@example\.com: 00000000-0000-4000-8000-000000000001, 00000000-0000-4000-8000-000000000002/s,
    );
    // Nothing was guessed: both accounts are still there, and the migration runs once they are sorted out.
    await current.query(`UPDATE ${q('lender_accounts')} SET ${q('email')} = ? WHERE ${q('id')} = ?`, [
      'ann.other@example.com',
      '00000000-0000-4000-8000-000000000002',
    ]);
    await current.runMigrations();
    const keys = await current.query<{ id: string; k: string | null }[]>(
      `SELECT ${q('id')} AS id, ${q('emailKey')} AS k FROM ${q('lender_accounts')} ORDER BY ${q('id')}`,
    );
    expect(keys.map((r) => r.k)).toEqual(['ann@example.com', 'ann.other@example.com', 'ben@example.com', null]);
  } finally {
    await current.destroy();
  }
}

describe('the migration that makes lender e-mail addresses unique', () => {
  it('on SQLite: fails listing the duplicates, changes nothing, and fills the key once they are fixed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dw-migrate-'));
    try {
      const options = dataSourceOptions({ database: { kind: 'sqlite', file: join(dir, 'db.sqlite') } });
      await reportsDuplicates(options, SQLITE_MIGRATIONS, (name) => `"${name}"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (process.env.DW_MARIADB === '1' ? it : it.skip)('on MariaDB: the same', async () => {
    const db = await createMariadbDatabase();
    try {
      const options = dataSourceOptions({ database: { kind: 'mariadb', url: db.url.replace(/^mariadb:/, 'mysql:') } });
      await reportsDuplicates(options, MYSQL_MIGRATIONS, (name) => `\`${name}\``);
    } finally {
      await db.drop();
    }
  });
});
