import { isSessionId } from './session-id';

describe('isSessionId', () => {
  it('accepts what crypto.randomUUID() makes and other URL-safe ids', () => {
    expect(isSessionId('0b6c1f9e-4d7a-4c1e-9a53-2f7d1c8e9b10')).toBe(true);
    expect(isSessionId('abc_DEF-12')).toBe(true);
    expect(isSessionId('a'.repeat(128))).toBe(true);
  });

  it('refuses ids that are too short, too long or carry other characters', () => {
    expect(isSessionId('short')).toBe(false);
    expect(isSessionId('a'.repeat(129))).toBe(false);
    expect(isSessionId('has space in it')).toBe(false);
    expect(isSessionId('../../etc/passwd')).toBe(false);
    expect(isSessionId('abcdefgh\n')).toBe(false);
    expect(isSessionId(12345678)).toBe(false);
    expect(isSessionId(undefined)).toBe(false);
  });
});
