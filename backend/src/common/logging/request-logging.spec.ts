import { logLevelOf, requestId, withoutSecrets } from './request-logging';

describe('requestId', () => {
  it('keeps a well-formed incoming id', () => {
    expect(requestId('abc-123-DEF_456')).toBe('abc-123-DEF_456');
    expect(requestId(['proxy-id-0001', 'other'])).toBe('proxy-id-0001');
  });

  it('replaces missing or suspicious ids with a fresh UUID', () => {
    for (const bad of [undefined, '', 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65)]) {
      expect(requestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('withoutSecrets', () => {
  it('drops the signature of upload URLs and keeps other URLs whole', () => {
    expect(withoutSecrets('/objects/uploads/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b?purpose=listing&expires=1&signature=abc')).toBe(
      '/objects/uploads/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(withoutSecrets('/api/products?category=formal')).toBe('/api/products?category=formal');
  });

  it("hides the token that opens a renter's order page or a subscription, keeping the rest", () => {
    const id = '0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(withoutSecrets(`/orders/${id}?token=s3cr3t-t0ken`)).toBe(`/orders/${id}?token=[redacted]`);
    expect(withoutSecrets(`/api/orders/${id}?token=s3cr3t&x=1`)).toBe(`/api/orders/${id}?token=[redacted]&x=1`);
    expect(withoutSecrets('/api/newsletter/unsubscribe?a=1&TOKEN=abc')).toBe('/api/newsletter/unsubscribe?a=1&TOKEN=[redacted]');
    expect(withoutSecrets('/unsubscribe?tokenish=1')).toBe('/unsubscribe?tokenish=1');
    expect(withoutSecrets('/lender/sign-in/confirm?token=Zm9vYmFy_-')).toBe('/lender/sign-in/confirm?token=[redacted]');
  });

  it.each([
    ['a percent-encoded name', '?%74oken=s3cr3t', '?%74oken=[redacted]'],
    ['a fully encoded name in capitals', '?%54%4F%4B%45%4E=s3cr3t&x=1', '?%54%4F%4B%45%4E=[redacted]&x=1'],
    ['an array name', '?token[]=s3cr3t', '?token[]=[redacted]'],
    ['an encoded array name', '?token%5B%5D=s3cr3t', '?token%5B%5D=[redacted]'],
    ['an indexed name', '?token[0]=s3cr3t', '?token[0]=[redacted]'],
    ['a nested name', '?a[token]=s3cr3t', '?a[token]=[redacted]'],
    ['a name with a + for a space', '?token+=s3cr3t', '?token+=[redacted]'],
    ['a malformed escape next to it', '?%E0%A4%A=1&token=s3cr3t', '?%E0%A4%A=1&token=[redacted]'],
    ['a signature anywhere', '?Signature=abc', '?Signature=[redacted]'],
  ])('hides a token sent under %s', (_label, query, logged) => {
    expect(withoutSecrets(`/api/orders/1${query}`)).toBe(`/api/orders/1${logged}`);
    expect(withoutSecrets(`/api/orders/1${query}`)).not.toContain('s3cr3t');
  });
});

describe('logLevelOf', () => {
  it('raises server errors, client errors and abandoned responses above plain successes', () => {
    expect(logLevelOf(200, true)).toBe('info');
    expect(logLevelOf(304, true)).toBe('info');
    expect(logLevelOf(404, true)).toBe('warn');
    expect(logLevelOf(200, false)).toBe('warn');
    expect(logLevelOf(503, true)).toBe('error');
    expect(logLevelOf(500, false)).toBe('error');
  });
});
