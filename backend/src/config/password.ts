import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** New hashes: N = 2^17, r = 8, p = 1 (128 MiB, about 0.3 s on one core of the 2-core machine). */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** `scrypt$<salt>$<hash>` without parameters was made with Node's defaults. */
const LEGACY_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
/** A stored hash asking for more than 1 GiB is refused rather than allowed to exhaust the pod. */
const MAX_MEMORY = 2 ** 30;

export interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** scrypt needs 128 * N * r bytes; Node refuses anything over `maxmem` (32 MiB by default). */
const maxmem = ({ N, r, p }: ScryptParams): number => 128 * N * r + 128 * r * p + 1024 * 1024;

/**
 * Reads `scrypt$N=<n>,r=<r>,p=<p>$<salt b64>$<hash b64>` or the older `scrypt$<salt b64>$<hash b64>`;
 * null when it is neither or its parameters are unsafe to run.
 */
export function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  let params = LEGACY_PARAMS;
  if (parts.length === 4) {
    const m = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1]);
    if (!m) return null;
    params = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
    parts.splice(1, 1);
  }
  const [scheme, salt, hash] = parts;
  if (parts.length !== 3 || scheme !== 'scrypt' || !B64.test(salt) || !B64.test(hash)) return null;
  const { N, r, p } = params;
  if (N < 2 || (N & (N - 1)) !== 0 || r < 1 || p < 1 || 128 * N * r > MAX_MEMORY || p > 16) return null;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length < 16) return null;
  return { params, salt: Buffer.from(salt, 'base64'), hash: expected };
}

export function hashPassword(password: string, salt = randomBytes(16), params: ScryptParams = SCRYPT_PARAMS): string {
  const hash = scryptSync(password, salt, 32, { ...params, maxmem: maxmem(params) });
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Checks a password against a stored hash in constant time, off the event loop (a check at N = 2^17
 * would otherwise stall every other request for its 0.3 s).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const { params, salt, hash } = parsed;
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, hash.length, { ...params, maxmem: maxmem(params) }, (err, key) => (err ? reject(err) : resolve(key))),
  );
  return actual.length === hash.length && timingSafeEqual(actual, hash);
}
