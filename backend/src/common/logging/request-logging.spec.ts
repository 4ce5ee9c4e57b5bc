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
    expect(withoutSecrets('/api/newsletter/unsubscribe?a=1&TOKEN=abc')).toBe('/api/newsletter/unsubscribe?a=1&token=[redacted]');
    expect(withoutSecrets('/unsubscribe?tokenish=1')).toBe('/unsubscribe?tokenish=1');
    expect(withoutSecrets('/lender/sign-in/confirm?token=Zm9vYmFy_-')).toBe('/lender/sign-in/confirm?token=[redacted]');
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
