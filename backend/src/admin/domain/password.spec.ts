import { hashPassword } from '../../config/app-config';
import { verifyPassword } from './password';

describe('admin password', () => {
  const stored = hashPassword('correct horse');

  it('accepts the password it was made from', () => {
    expect(verifyPassword('correct horse', stored)).toBe(true);
  });

  it('refuses any other password and malformed hashes', () => {
    expect(verifyPassword('correct horse ', stored)).toBe(false);
    expect(verifyPassword('', stored)).toBe(false);
    expect(verifyPassword('correct horse', 'plain$text')).toBe(false);
  });

  it('salts each hash', () => {
    expect(hashPassword('same')).not.toBe(hashPassword('same'));
  });
});
