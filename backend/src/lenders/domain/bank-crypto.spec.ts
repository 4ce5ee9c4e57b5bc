import { randomBytes } from 'node:crypto';
import { decryptBankField, encryptBankField } from './bank-crypto';

const key = randomBytes(32);

/** Flips one bit of the decoded part at `index` (1 = IV, 2 = tag, 3 = ciphertext). */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[index], 'base64');
  bytes[0] ^= 0x01;
  parts[index] = bytes.toString('base64');
  return parts.join(':');
}

describe('bank field encryption', () => {
  it('round-trips a value', () => {
    const sealed = encryptBankField('66374958', 'accountNumber', key);
    expect(decryptBankField(sealed, 'accountNumber', key)).toBe('66374958');
  });

  it('uses the documented format and never contains the clear value', () => {
    const sealed = encryptBankField('089999', 'sortCode', key);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]{16}:[A-Za-z0-9+/=]{24}:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('089999');
    expect(sealed.length).toBeLessThanOrEqual(255);
  });

  it('gives a different ciphertext each time (random IV)', () => {
    const a = encryptBankField('089999', 'sortCode', key);
    const b = encryptBankField('089999', 'sortCode', key);
    expect(a).not.toBe(b);
    expect(a.split(':')[1]).not.toBe(b.split(':')[1]);
  });

  it.each([
    ['IV', 1],
    ['tag', 2],
    ['ciphertext', 3],
  ])('detects a flipped bit in the %s', (_part, index) => {
    const sealed = encryptBankField('66374958', 'accountNumber', key);
    expect(() => decryptBankField(tamper(sealed, index), 'accountNumber', key)).toThrow();
  });

  it('refuses the wrong key', () => {
    const sealed = encryptBankField('66374958', 'accountNumber', key);
    expect(() => decryptBankField(sealed, 'accountNumber', randomBytes(32))).toThrow();
  });

  it('refuses a ciphertext moved to the other field', () => {
    const sealed = encryptBankField('089999', 'sortCode', key);
    expect(() => decryptBankField(sealed, 'accountNumber', key)).toThrow();
  });

  it('refuses values that are not in the format, and keys that are not 32 bytes', () => {
    expect(() => decryptBankField('089999', 'sortCode', key)).toThrow(/Not an encrypted/);
    expect(() => decryptBankField('v2:a:b:c', 'sortCode', key)).toThrow(/Not an encrypted/);
    expect(() => encryptBankField('089999', 'sortCode', randomBytes(16))).toThrow(/32 bytes/);
  });
});
