import { isUuid } from './uuid';

describe('isUuid', () => {
  it('tells ids from slugs', () => {
    expect(isUuid('0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isUuid('aurora-sequin-gown')).toBe(false);
  });
});
