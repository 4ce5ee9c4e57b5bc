import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LATE_FEE_DEFAULT_PENCE_PER_DAY } from '@dw/contracts';
import { ConfigError } from './config-error';
import { hashPassword, parseStoredHash } from './password';
import { PaymentsConfig, paymentsConfigFrom } from './payments-config';

/** Everything the app reads from the environment, read once at start (README lists each variable). */
export interface AppConfig {
  production: boolean;
  port: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'mysql' | 'mariadb'; url: string };
  /** scrypt hash of the admin password: `scrypt$N=<n>,r=<r>,p=<p>$<salt b64>$<hash b64>` (or the older `scrypt$<salt>$<hash>`). */
  adminPasswordHash: string;
  /** Stable across replicas and restarts for one admin password; sessions remember it (not the password). */
  adminPasswordIdentity: string;
  /** Set only by the (non-production) start that generated the password, which shows it once. */
  generatedAdminPassword: string | null;
  encryptionKey: Buffer;
  sessionSecret: string;
  /** Signs upload URLs for the local-disk adapter. */
  uploadSigningKey: Buffer;
  trustProxy: string | number | boolean;
  staticRoot: string | null;
  /** Optional external form service that new newsletter subscribers are passed on to. */
  newsletterForwardUrl: string | null;
  /** Uploads go to this S3/MinIO bucket when set (S3_*); local disk under DATA_DIR when null. */
  s3: S3Config | null;
  /** Shared rate-limit counts across replicas; in memory per process when unset. */
  redisUrl: string | null;
  /** RATE_LIMITS=off and the RATE_LIMIT_*_PER_MINUTE ceilings, read by the rate limiter. */
  rateLimitEnv: { RATE_LIMITS?: string; RATE_LIMIT_GLOBAL_PER_MINUTE?: string; RATE_LIMIT_PAGES_PER_MINUTE?: string };
  /** Prefix of every key this app writes to Redis, so several shops can share one server. */
  redisKeyPrefix: string;
  /**
   * The shop's public origin (PUBLIC_URL), for absolute links in pages such as og:url: never the
   * request's Host header, which any client can write.
   */
  publicUrl: string;
  /** False when PUBLIC_URL was not set and publicUrl is the development default. */
  publicUrlConfigured: boolean;
  /**
   * ROLE: what this process does. `all` (the default, `npm start`) answers requests and runs the
   * background work; `api` only answers requests; `worker` runs the e-mail sender and the scheduled
   * jobs (it still answers, for health probes, but no load balancer sends it shoppers).
   */
  role: ProcessRole;
  /** SCHEDULED_JOBS=off (or ROLE=api): no timers for scheduled jobs (tests and benches run them on demand). */
  scheduledJobs: boolean;
  /** JOB_CHECK_MS: how often each replica looks for a scheduled job's period that has not run (system tests shorten it). */
  jobCheckMs: number;
  mail: MailConfig;
  /** PAYMENT_PROVIDER and what it needs: bank-transfer details (manual) or the Stripe keys. */
  payments: PaymentsConfig;
  /** LATE_FEE_PENCE_PER_DAY: what each late day of a return adds (capped per rental). */
  lateFees: { dailyPence: number };
}

export interface MailConfig {
  /** smtp:// or smtps:// URL; null writes each message to DATA_DIR/outbox/ as an .eml file. */
  smtpUrl: string | null;
  from: string;
  /** Receives "waiting for review" notices when set. */
  adminEmail: string | null;
  /** MAIL_SENDER=off (or ROLE=api): no background timer (tests drain the outbox themselves). */
  senderEnabled: boolean;
  /** How often each replica looks for due messages. */
  pollMs: number;
  /** How long a claimed message is left to its sender before another replica may take it over. */
  leaseMs: number;
  /** How long the sender waits for an SMTP server to connect, greet or answer before it retries later. */
  smtpTimeoutMs: number;
  /** Signs newsletter unsubscribe links. */
  unsubscribeKey: Buffer;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

function parseRole(value: string | undefined): ProcessRole {
  const text = value?.trim().toLowerCase() || 'all';
  const role = PROCESS_ROLES.find((r) => r === text);
  if (!role) throw new ConfigError(`ROLE must be ${PROCESS_ROLES.join(', ')} or unset (all).`);
  return role;
}

/**
 * How often each replica looks for a scheduled job's period it has not seen run (JOB_CHECK_MS). A
 * job runs within this long of its period starting, so it is well under the shortest period (five
 * minutes: the payments sweep); a check that finds the lease taken costs one failed INSERT.
 */
export const CHECK_EVERY_MS = 60 * 1000;

export { ConfigError };

/** A plain password named by its SHA-256: never stored, only HMAC-ed again into each session. */
function plainPasswordIdentity(password: string): string {
  return `sha256:${createHash('sha256').update(password).digest('base64url')}`;
}

const DEFAULT_MAIL_FROM = '"Designer Wardrobe" <hello@localhost>';

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a whole number above 0.`);
  return n;
}

/** 0 switches late fees off (the renter is still told and the admin still sees the order late). */
function nonNegativeInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  // Digits only: '15.00' (pounds) must not quietly become 15 pence.
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) throw new ConfigError(`${name} must be a whole number of pence, 0 or more.`);
  return n;
}

/** SMTP_URL, MAIL_FROM, ADMIN_EMAIL, MAIL_SENDER, MAIL_POLL_MS, MAIL_LEASE_MS, MAIL_SMTP_TIMEOUT_MS. */
export function mailConfigFrom(env: NodeJS.ProcessEnv, sessionSecret: string): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465.');
  }
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (/[\r\n]/.test(from)) throw new ConfigError('MAIL_FROM must be one line.');
  const adminEmail = env.ADMIN_EMAIL?.trim() || null;
  if (adminEmail && !/^[^\s@<>]+@[^\s@<>]+$/.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL must be an e-mail address.');
  const sender = env.MAIL_SENDER?.trim() || 'on';
  if (!['on', 'off'].includes(sender)) throw new ConfigError('MAIL_SENDER must be on or off.');
  return {
    smtpUrl,
    from,
    adminEmail,
    senderEnabled: sender === 'on',
    pollMs: positiveInt(env.MAIL_POLL_MS, 'MAIL_POLL_MS', 5000),
    leaseMs: positiveInt(env.MAIL_LEASE_MS, 'MAIL_LEASE_MS', 5 * 60_000),
    smtpTimeoutMs: positiveInt(env.MAIL_SMTP_TIMEOUT_MS, 'MAIL_SMTP_TIMEOUT_MS', 15_000),
    // Derived from the session secret, so no new secret has to be provisioned; set it to rotate alone.
    unsubscribeKey: env.UNSUBSCRIBE_SIGNING_KEY
      ? parseKey(env.UNSUBSCRIBE_SIGNING_KEY, 'UNSUBSCRIBE_SIGNING_KEY')
      : createHmac('sha256', sessionSecret).update('newsletter-unsubscribe').digest(),
  };
}

export interface S3Config {
  bucket: string;
  region: string;
  /** The S3 API this server talks to (e.g. http://minio:9000); AWS itself when null. */
  endpoint: string | null;
  /** Where browsers reach the same S3 API when it differs (presigned URLs are signed for it). */
  publicEndpoint: string | null;
  /** Both null: the AWS default credential chain (environment, instance or pod role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_PUBLIC_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

/** An http(s) origin, written without a trailing slash; a ConfigError naming `name` otherwise. */
export function httpOrigin(value: string, name: string, example: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${example}.`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new ConfigError(`${name} must be an http(s) origin with no path, credentials or query, such as ${example}.`);
  }
  return url.origin;
}

/** An http(s) origin: signatures cover the host and path, so a path prefix would break them. */
function s3Endpoint(value: string | undefined, name: string): string | null {
  return value ? httpOrigin(value, name, 'http://minio:9000') : null;
}

/** The S3_* block; null when none is set, a ConfigError when it is half there. */
export function s3ConfigFrom(env: NodeJS.ProcessEnv): S3Config | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const given = S3_VARIABLES.filter((name) => value(name) !== undefined);
  if (given.length === 0) return null;
  const bucket = value('S3_BUCKET');
  if (!bucket)
    throw new ConfigError(`S3_BUCKET must be set to use S3 storage (${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set).`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET must be a valid bucket name (3-63 lower-case letters, digits, dots and hyphens).');
  const region = value('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError('S3_REGION must look like eu-west-2.');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS default credentials.');
  }
  const endpoint = s3Endpoint(value('S3_ENDPOINT'), 'S3_ENDPOINT');
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && !['true', 'false'].includes(pathStyle))
    throw new ConfigError('S3_FORCE_PATH_STYLE must be true or false.');
  return {
    bucket,
    region,
    endpoint,
    publicEndpoint: s3Endpoint(value('S3_PUBLIC_ENDPOINT'), 'S3_PUBLIC_ENDPOINT'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    // MinIO and most S3-compatible servers address buckets by path, not by sub-domain.
    forcePathStyle: pathStyle === undefined ? endpoint !== null : pathStyle === 'true',
  };
}

/**
 * Reads a secret from the environment or, outside production, from a file under DATA_DIR,
 * generating it on first start so a fresh checkout runs with no set-up.
 */
function persistedSecret(
  dataDir: string,
  file: string,
  production: boolean,
  envName: string,
  make: () => string,
): { value: string; created: boolean } {
  const path = join(dataDir, file);
  if (existsSync(path)) return { value: readFileSync(path, 'utf8').trim(), created: false };
  if (production) throw new ConfigError(`${envName} must be set in production.`);
  const value = make();
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  return { value, created: true };
}

function parseKey(value: string, name: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new ConfigError(`${name} must be 32 bytes, as 64 hex characters or base64.`);
  return key;
}

export function databaseFrom(url: string | undefined, dataDir: string): AppConfig['database'] {
  if (!url) return { kind: 'sqlite', file: join(dataDir, 'marketplace.sqlite') };
  if (url.startsWith('mariadb://')) return { kind: 'mariadb', url: url.replace(/^mariadb:/, 'mysql:') };
  if (url.startsWith('mysql://')) return { kind: 'mysql', url };
  if (url.startsWith('sqlite:')) return { kind: 'sqlite', file: resolve(url.slice('sqlite:'.length)) };
  throw new ConfigError('DATABASE_URL must start with mysql://, mariadb:// or sqlite:');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  mkdirSync(dataDir, { recursive: true });

  let generatedAdminPassword: string | null = null;
  let adminPasswordHash: string;
  // What names this password the same way on every replica and after a restart: a plain password is
  // hashed with a fresh salt at each start, so its hash cannot (sessions end when this changes).
  let adminPasswordIdentity: string;
  if (env.ADMIN_PASSWORD_HASH) adminPasswordIdentity = adminPasswordHash = env.ADMIN_PASSWORD_HASH;
  else if (env.ADMIN_PASSWORD) {
    adminPasswordHash = hashPassword(env.ADMIN_PASSWORD);
    adminPasswordIdentity = plainPasswordIdentity(env.ADMIN_PASSWORD);
  } else {
    const secret = persistedSecret(dataDir, 'admin-password.txt', production, 'ADMIN_PASSWORD or ADMIN_PASSWORD_HASH', () =>
      randomBytes(12).toString('base64url'),
    );
    adminPasswordHash = hashPassword(secret.value);
    adminPasswordIdentity = plainPasswordIdentity(secret.value);
    // Shown once, by the start that made it; logs are kept and shipped, so never again, never in production.
    if (secret.created && !production) generatedAdminPassword = secret.value;
  }
  if (!parseStoredHash(adminPasswordHash)) {
    throw new ConfigError('ADMIN_PASSWORD_HASH must look like scrypt$N=131072,r=8,p=1$<salt>$<hash> (see README).');
  }

  const key = (envName: string, file: string) =>
    parseKey(env[envName] ?? persistedSecret(dataDir, file, production, envName, () => randomBytes(32).toString('hex')).value, envName);

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('PORT must be a port number.');

  const sessionSecret = env.SESSION_SECRET ?? key('SESSION_SECRET', 'session-secret.key').toString('hex');
  const role = parseRole(env.ROLE);
  // Background work runs in `worker` and `all` processes; an `api` replica spends its loop on requests.
  const background = role !== 'api';
  const mail = mailConfigFrom(env, sessionSecret);
  return {
    production,
    port,
    dataDir,
    database: databaseFrom(env.DATABASE_URL, dataDir),
    adminPasswordHash,
    adminPasswordIdentity,
    generatedAdminPassword,
    encryptionKey: key('DATA_ENCRYPTION_KEY', 'data-encryption.key'),
    sessionSecret,
    uploadSigningKey: key('UPLOAD_SIGNING_KEY', 'upload-signing.key'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    newsletterForwardUrl: env.NEWSLETTER_FORWARD_URL?.trim() || null,
    s3: s3ConfigFrom(env),
    redisUrl: env.REDIS_URL?.trim() || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'dw:',
    rateLimitEnv: {
      RATE_LIMITS: env.RATE_LIMITS,
      RATE_LIMIT_GLOBAL_PER_MINUTE: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
      RATE_LIMIT_PAGES_PER_MINUTE: env.RATE_LIMIT_PAGES_PER_MINUTE,
    },
    publicUrl: httpOrigin(env.PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL, 'PUBLIC_URL', 'https://shop.example.co.uk'),
    publicUrlConfigured: Boolean(env.PUBLIC_URL?.trim()),
    role,
    scheduledJobs: parseOnOff(env.SCHEDULED_JOBS, 'SCHEDULED_JOBS') && background,
    jobCheckMs: positiveInt(env.JOB_CHECK_MS, 'JOB_CHECK_MS', CHECK_EVERY_MS),
    mail: { ...mail, senderEnabled: mail.senderEnabled && background },
    payments: paymentsConfigFrom(env),
    lateFees: { dailyPence: nonNegativeInt(env.LATE_FEE_PENCE_PER_DAY, 'LATE_FEE_PENCE_PER_DAY', LATE_FEE_DEFAULT_PENCE_PER_DAY) },
    staticRoot: env.STATIC_ROOT === '' ? null : resolve(env.STATIC_ROOT ?? join(__dirname, '..', '..', '..')),
  };
}

/** `on` (the default) or `off`. */
function parseOnOff(value: string | undefined, name: string): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new ConfigError(`${name} must be on or off.`);
}

/** 'loopback' by default: only a proxy on this machine may set X-Forwarded-For. */
function parseTrustProxy(value: string | undefined): string | number | boolean {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
