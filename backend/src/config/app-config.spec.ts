import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, mailConfigFrom, s3ConfigFrom } from './app-config';
import { hashPassword } from './password';
import { paymentsConfigFrom } from './payments-config';

/**
 * For the settings that are not about the password: ADMIN_PASSWORD alone is hashed at N = 2^17 by
 * every loadConfig (0.3 s on a free core, 58 s for this file in a busy CI run); a hash at 2^10 is not.
 */
const ADMIN = { ADMIN_PASSWORD_HASH: hashPassword('x', undefined, { N: 1024, r: 8, p: 1 }) };

describe('s3ConfigFrom', () => {
  const minio = {
    S3_BUCKET: 'dress-photos',
    S3_ENDPOINT: 'http://minio:9000',
    S3_ACCESS_KEY_ID: 'shop',
    S3_SECRET_ACCESS_KEY: 'a-long-secret',
  };

  it('is null when no S3_* variable is set, so uploads stay on local disk', () => {
    expect(s3ConfigFrom({})).toBeNull();
    expect(s3ConfigFrom({ S3_BUCKET: '  ', S3_REGION: '' })).toBeNull();
  });

  it('reads a MinIO set-up, defaulting the region and path-style addressing', () => {
    expect(s3ConfigFrom(minio)).toEqual({
      bucket: 'dress-photos',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      publicEndpoint: null,
      credentials: { accessKeyId: 'shop', secretAccessKey: 'a-long-secret' },
      forcePathStyle: true,
    });
    expect(s3ConfigFrom({ ...minio, S3_PUBLIC_ENDPOINT: 'https://media.example.co.uk/', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      publicEndpoint: 'https://media.example.co.uk',
      forcePathStyle: false,
    });
  });

  it('reads AWS itself: virtual-hosted buckets and the default credential chain', () => {
    expect(s3ConfigFrom({ S3_BUCKET: 'dress-photos', S3_REGION: 'eu-west-2' })).toEqual({
      bucket: 'dress-photos',
      region: 'eu-west-2',
      endpoint: null,
      publicEndpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [
      'no bucket',
      { S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'shop' },
      /S3_BUCKET must be set.*S3_ENDPOINT, S3_ACCESS_KEY_ID are set/,
    ],
    ['a key without its secret', { ...minio, S3_SECRET_ACCESS_KEY: '' }, /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    ['a secret without its key', { S3_BUCKET: 'dress-photos', S3_SECRET_ACCESS_KEY: 'x' }, /both S3_ACCESS_KEY_ID/],
    ['an endpoint that is not a URL', { ...minio, S3_ENDPOINT: 'minio:9000:x' }, /S3_ENDPOINT must be/],
    [
      'an endpoint with a path prefix',
      { ...minio, S3_PUBLIC_ENDPOINT: 'https://shop.example/storage' },
      /S3_PUBLIC_ENDPOINT must be an http\(s\) origin/,
    ],
    ['an ftp endpoint', { ...minio, S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT must be an http\(s\) origin/],
    ['a bad bucket name', { ...minio, S3_BUCKET: 'Dress_Photos' }, /valid bucket name/],
    ['a bad path-style flag', { ...minio, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
  ])('refuses %s with a ConfigError naming the variable', (_case, env, message) => {
    expect(() => s3ConfigFrom(env)).toThrow(ConfigError);
    expect(() => s3ConfigFrom(env)).toThrow(message);
  });
});

describe('PUBLIC_URL', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dw-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...ADMIN, ...env });

  it('defaults to the development origin and says it was not set', () => {
    expect(load({})).toMatchObject({ publicUrl: 'http://localhost:3000', publicUrlConfigured: false });
  });

  it('takes an http(s) origin, written without a trailing slash', () => {
    expect(load({ PUBLIC_URL: 'https://shop.example.co.uk/' })).toMatchObject({
      publicUrl: 'https://shop.example.co.uk',
      publicUrlConfigured: true,
    });
    expect(load({ PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080');
  });

  it.each([
    'shop.example.co.uk',
    'ftp://shop.example.co.uk',
    'https://shop.example.co.uk/shop',
    'https://a b',
    'https://user:pw@shop.example',
  ])('refuses %s with a ConfigError naming the variable', (value) => {
    expect(() => load({ PUBLIC_URL: value })).toThrow(ConfigError);
    expect(() => load({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be/);
  });
});

describe('SCHEDULED_JOBS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (value?: string) => loadConfig({ DATA_DIR: dataDir, ...ADMIN, ...(value === undefined ? {} : { SCHEDULED_JOBS: value }) });

  it('runs the timers unless switched off', () => {
    expect(load().scheduledJobs).toBe(true);
    expect(load('on').scheduledJobs).toBe(true);
    expect(load('off').scheduledJobs).toBe(false);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => load('no')).toThrow(/SCHEDULED_JOBS must be on or off/);
  });
});

describe('LATE_FEE_PENCE_PER_DAY', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (value?: string) =>
    loadConfig({ DATA_DIR: dataDir, ...ADMIN, ...(value === undefined ? {} : { LATE_FEE_PENCE_PER_DAY: value }) });

  it('is £15 a day unless set; 0 charges none', () => {
    expect(load().lateFees.dailyPence).toBe(1500);
    expect(load('2000').lateFees.dailyPence).toBe(2000);
    expect(load('0').lateFees.dailyPence).toBe(0);
  });

  it('refuses pounds, fractions and negatives, naming the variable', () => {
    for (const bad of ['15.00', '-1', 'fifteen', '1e3x'])
      expect(() => load(bad)).toThrow(/LATE_FEE_PENCE_PER_DAY must be a whole number of pence/);
  });
});

describe('ROLE', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dw-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...ADMIN, ...env });
  const background = (env: Record<string, string> = {}) => {
    const config = load(env);
    return { role: config.role, sender: config.mail.senderEnabled, jobs: config.scheduledJobs };
  };

  it('runs everything in one process by default (npm start) and in a worker; an api replica runs no background work', () => {
    expect(background()).toEqual({ role: 'all', sender: true, jobs: true });
    expect(background({ ROLE: 'worker' })).toEqual({ role: 'worker', sender: true, jobs: true });
    expect(background({ ROLE: 'api' })).toEqual({ role: 'api', sender: false, jobs: false });
    // Switching either off still wins in a worker.
    expect(background({ ROLE: 'worker', MAIL_SENDER: 'off', SCHEDULED_JOBS: 'off' })).toEqual({
      role: 'worker',
      sender: false,
      jobs: false,
    });
  });

  it('refuses an unknown role, naming the variable and the choices', () => {
    expect(() => load({ ROLE: 'web' })).toThrow(/ROLE must be all, api, worker/);
  });
});

describe('generated admin password', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dw-config-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const secrets = { DATA_ENCRYPTION_KEY: 'a'.repeat(64), SESSION_SECRET: 'b'.repeat(64), UPLOAD_SIGNING_KEY: 'c'.repeat(64) };

  it('is shown at the start that generated it, and never again', () => {
    const dir = dataDir();
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, ...secrets });
    expect(first.generatedAdminPassword).toBe(readFileSync(join(dir, 'admin-password.txt'), 'utf8').trim());
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, ...secrets });
    expect(second.generatedAdminPassword).toBeNull();
    expect(second.adminPasswordHash).toMatch(/^scrypt\$/);
  });

  it('is never shown in production, even when a password file is there', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'admin-password.txt'), 'kept-from-development\n');
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...secrets });
    expect(config.generatedAdminPassword).toBeNull();
  });
});

describe('mail settings', () => {
  it('writes to the outbox folder without SMTP_URL and sends as the shop by default', () => {
    const mail = mailConfigFrom({}, 'secret');
    expect(mail).toMatchObject({ smtpUrl: null, from: '"Designer Wardrobe" <hello@localhost>', adminEmail: null, senderEnabled: true });
  });

  it('reads SMTP_URL, MAIL_FROM, ADMIN_EMAIL and MAIL_SENDER=off', () => {
    const mail = mailConfigFrom(
      {
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'Shop <shop@example.com>',
        ADMIN_EMAIL: 'ops@example.com',
        MAIL_SENDER: 'off',
      },
      'secret',
    );
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'Shop <shop@example.com>',
      adminEmail: 'ops@example.com',
    });
    expect(mail.senderEnabled).toBe(false);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not an address' }],
    ['MAIL_SENDER', { MAIL_SENDER: 'sometimes' }],
    ['MAIL_POLL_MS', { MAIL_POLL_MS: '0' }],
    ['MAIL_FROM', { MAIL_FROM: 'Shop <a@b.c>\r\nBcc: x@y.z' }],
  ])('refuses a bad %s', (_name, env) => {
    expect(() => mailConfigFrom(env, 'secret')).toThrow(ConfigError);
  });

  it('derives the unsubscribe key from the session secret unless one is given', () => {
    expect(mailConfigFrom({}, 'a').unsubscribeKey.equals(mailConfigFrom({}, 'a').unsubscribeKey)).toBe(true);
    expect(mailConfigFrom({}, 'a').unsubscribeKey.equals(mailConfigFrom({}, 'b').unsubscribeKey)).toBe(false);
    expect(mailConfigFrom({ UNSUBSCRIBE_SIGNING_KEY: 'ab'.repeat(32) }, 'a').unsubscribeKey.toString('hex')).toBe('ab'.repeat(32));
  });
});

describe('payments configuration', () => {
  it('is the manual provider by default, with placeholder bank details', () => {
    expect(paymentsConfigFrom({})).toEqual({
      provider: 'manual',
      holdMinutes: 30,
      bankTransfer: { accountName: 'Designer Wardrobe Ltd', sortCode: '00-00-00', accountNumber: '00000000' },
      stripe: null,
    });
  });

  it('reads the Stripe keys and its API address as the SDK wants it', () => {
    const config = paymentsConfigFrom({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PAYMENT_HOLD_MINUTES: '45',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(config.holdMinutes).toBe(45);
    expect(paymentsConfigFrom({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w' }).stripe?.api).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be manual or stripe.'],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'k' }, 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.'],
    [{ PAYMENT_HOLD_MINUTES: '10' }, 'PAYMENT_HOLD_MINUTES must be a whole number of minutes from 30 to 1440.'],
    [{ BANK_TRANSFER_SORT_CODE: '12345' }, 'BANK_TRANSFER_SORT_CODE must be six digits, such as 12-34-56.'],
    [
      { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_URL: 'ftp://x' },
      'STRIPE_API_URL must be an http(s) origin with no path, such as https://api.stripe.com.',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => paymentsConfigFrom(env)).toThrow(message);
  });
});
