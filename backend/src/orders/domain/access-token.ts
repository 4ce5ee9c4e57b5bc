import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The renter's order-page token: 32 random bytes, base64url. Only its SHA-256 is stored, so a
 * leaked database gives no working links; the token itself travels only in the confirmation e-mail.
 */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const SHAPE = /^[A-Za-z0-9_-]{43}$/;
const NO_HASH = '0'.repeat(64);

/**
 * Whether `token` opens the order whose stored hash is `storedHash`. Every case (no hash, wrong
 * shape, wrong token) does the same work, so timing tells nothing.
 */
export function accessTokenMatches(storedHash: string | null, token: unknown): boolean {
  const given = typeof token === 'string' ? token : '';
  const candidate = Buffer.from(hashAccessToken(given), 'hex');
  const stored = Buffer.from(storedHash && /^[0-9a-f]{64}$/.test(storedHash) ? storedHash : NO_HASH, 'hex');
  const equal = timingSafeEqual(candidate, stored);
  return equal && storedHash !== null && SHAPE.test(given);
}
