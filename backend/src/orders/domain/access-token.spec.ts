import { randomBytes, randomUUID } from 'node:crypto';
import { accessTokenMatches, hashAccessToken, orderPageToken } from './access-token';

const newAccessToken = () => orderPageToken(randomBytes(32), randomUUID());

describe('order access token', () => {
  it('is derived from the order id under the key: the same link every time, another for any other order or key', () => {
    const key = randomBytes(32);
    const id = randomUUID();
    expect(orderPageToken(key, id)).toEqual(orderPageToken(key, id));
    expect(orderPageToken(key, id.toUpperCase())).toEqual(orderPageToken(key, id));
    expect(orderPageToken(key, randomUUID()).token).not.toBe(orderPageToken(key, id).token);
    expect(orderPageToken(randomBytes(32), id).token).not.toBe(orderPageToken(key, id).token);
  });

  it('is 32 bytes in base64url, stored as its SHA-256', () => {
    const { token, hash } = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashAccessToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newAccessToken().token).not.toBe(token);
  });

  it('opens the order only with the very token', () => {
    const { token, hash } = newAccessToken();
    expect(accessTokenMatches(hash, token)).toBe(true);
    expect(accessTokenMatches(hash, newAccessToken().token)).toBe(false);
    expect(accessTokenMatches(hash, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not text', ['a']],
    ['too long', 'a'.repeat(44)],
  ])('refuses a %s token', (_name, given) => {
    const { hash } = newAccessToken();
    expect(accessTokenMatches(hash, given)).toBe(false);
  });

  it('refuses everything for an order without a stored hash', () => {
    expect(accessTokenMatches(null, newAccessToken().token)).toBe(false);
    expect(accessTokenMatches(null, '')).toBe(false);
  });
});
