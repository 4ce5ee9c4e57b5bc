import { scryptSync } from 'node:crypto';
import { SCRYPT_PARAMS, hashPassword, parseStoredHash, verifyPassword } from './password';

describe('admin password', () => {
  // Cheap parameters keep the unit tests quick; the production default is checked on its own below.
  const fast = { N: 1024, r: 8, p: 1 };
  const stored = hashPassword('correct horse', undefined, fast);

  it('accepts the password it was made from', async () => {
    expect(await verifyPassword('correct horse', stored)).toBe(true);
  });

  it('refuses any other password and malformed hashes', async () => {
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain$text')).toBe(false);
    expect(await verifyPassword('correct horse', stored.replace('N=1024', 'N=1000'))).toBe(false);
    expect(await verifyPassword('correct horse', stored.replace('N=1024', 'N=1073741824'))).toBe(false);
  });

  it('salts each hash', () => {
    expect(hashPassword('same', undefined, fast)).not.toBe(hashPassword('same', undefined, fast));
  });

  it('hashes with N = 2^17 by default and records the parameters in the stored form', async () => {
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    const strong = hashPassword('correct horse');
    expect(strong).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(parseStoredHash(strong)?.params).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword('correct horse', strong)).toBe(true);
  });

  it('still verifies hashes in the older scrypt$salt$hash form (Node defaults, N = 2^14)', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync('old password', salt, 32).toString('base64')}`;
    expect(parseStoredHash(legacy)?.params).toEqual({ N: 16384, r: 8, p: 1 });
    expect(await verifyPassword('old password', legacy)).toBe(true);
    expect(await verifyPassword('new password', legacy)).toBe(false);
  });
});
