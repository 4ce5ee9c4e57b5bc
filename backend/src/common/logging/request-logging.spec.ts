import { requestId } from './request-logging';

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
