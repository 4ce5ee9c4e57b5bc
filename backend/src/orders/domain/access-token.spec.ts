import { accessTokenMatches, hashAccessToken, newAccessToken } from './access-token';

describe('order access token', () => {
  it('is 32 random bytes in base64url, stored as its SHA-256', () => {
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
