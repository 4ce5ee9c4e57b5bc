import { ERASED_LENDER_NAME, erasedLenderFields } from './erasure';

describe('lender erasure', () => {
  const now = new Date('2030-01-02T03:04:05Z');
  const fields = erasedLenderFields(now, 'ab'.repeat(28));

  it('blanks every personal and bank field', () => {
    expect(fields).toMatchObject({
      fullName: ERASED_LENDER_NAME,
      email: '',
      phone: '',
      address: '',
      bankAccountName: '',
      sortCodeEncrypted: '',
      accountNumberEncrypted: '',
      erasedAt: now,
    });
  });

  it('replaces the token hash with a value no SHA-256 digest can equal, within the column size', () => {
    expect(fields.tokenHash).not.toMatch(/^[0-9a-f]{64}$/);
    expect(fields.tokenHash.length).toBeLessThanOrEqual(64);
    expect(fields.tokenHash.startsWith('erased:')).toBe(true);
  });
});
