import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the subscriber's id and an HMAC of it. Only the shop can make one,
 * and it names exactly one subscription, so it cannot unsubscribe anyone else.
 */
const PURPOSE = 'newsletter-unsubscribe:v1:';

function mac(subscriberId: string, key: Buffer): Buffer {
  return createHmac('sha256', key)
    .update(PURPOSE + subscriberId.toLowerCase())
    .digest();
}

export function unsubscribeToken(subscriberId: string, key: Buffer): string {
  return `${subscriberId.toLowerCase()}.${mac(subscriberId, key).toString('base64url')}`;
}

const SHAPE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The subscriber id a token was made for, or null for anything tampered, truncated or malformed. */
export function subscriberIdFrom(token: unknown, key: Buffer): string | null {
  if (typeof token !== 'string') return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(match[1], key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
}
