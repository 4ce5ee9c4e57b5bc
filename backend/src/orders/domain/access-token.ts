import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The renter's order-page token: HMAC-SHA256 of the order id under a secret key, base64url (43
 * characters). Only its SHA-256 is stored, so a leaked database gives no working links, and any later
 * e-mail about the order can carry the link again from the key (orders/order-links.ts).
 */
export function orderPageToken(key: Buffer, orderId: string): { token: string; hash: string } {
  const token = createHmac('sha256', key).update(`order-page:${orderId.toLowerCase()}`, 'utf8').digest('base64url');
  return { token, hash: hashAccessToken(token) };
}

/** The review link's token: the same construction under its own label, so neither token opens the other's page. */
export function reviewLinkToken(key: Buffer, orderId: string): { token: string; hash: string } {
  const token = createHmac('sha256', key).update(`review-link:${orderId.toLowerCase()}`, 'utf8').digest('base64url');
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
