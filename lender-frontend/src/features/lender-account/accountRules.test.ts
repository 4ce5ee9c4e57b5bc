import { LENDER_MESSAGES } from '@dw/contracts';
import { EMPTY_ACCOUNT, toLenderAccountInput, validateAccount, type AccountFormValues } from './accountRules';

const valid: AccountFormValues = {
  fullName: 'Amelia Hart',
  email: 'amelia@example.co.uk',
  phone: '07123 456789',
  address: '12 Chelsea Manor Street, London SW3 5RP',
  bankAccountName: 'A Hart',
  sortCode: '08-99-99',
  accountNumber: '66374958',
  agreedToTerms: true,
};

describe('validateAccount', () => {
  it('accepts a complete, well-formed account', () => {
    expect(validateAccount(valid)).toEqual({});
  });

  it('gives every field its own message when the form is empty', () => {
    expect(validateAccount(EMPTY_ACCOUNT)).toEqual({
      fullName: LENDER_MESSAGES.fullName,
      email: LENDER_MESSAGES.email,
      phone: LENDER_MESSAGES.phone,
      address: LENDER_MESSAGES.address,
      bankAccountName: LENDER_MESSAGES.bankAccountName,
      sortCode: LENDER_MESSAGES.sortCode,
      accountNumber: LENDER_MESSAGES.accountNumber,
      agreedToTerms: LENDER_MESSAGES.agreedToTerms,
    });
  });

  it.each([
    ['fullName', ' A ', LENDER_MESSAGES.fullName],
    ['email', 'amelia@example', LENDER_MESSAGES.email],
    ['email', 'amelia example.com', LENDER_MESSAGES.email],
    ['email', 'amelia\u202e@example.com', LENDER_MESSAGES.email],
    ['phone', '071234567', LENDER_MESSAGES.phone],
    ['phone', 'call me maybe', LENDER_MESSAGES.phone],
    ['phone', '----------', LENDER_MESSAGES.phone],
    ['phone', '+44 (0)20 7946 0958 ext 12', LENDER_MESSAGES.phone],
    ['address', 'London', LENDER_MESSAGES.address],
    ['bankAccountName', 'A', LENDER_MESSAGES.bankAccountName],
    ['bankAccountName', 'A Hart\r\n"000000","99999999"', LENDER_MESSAGES.bankAccountName],
    ['bankAccountName', '\uff1dSUM(A1)', LENDER_MESSAGES.bankAccountName],
    ['bankAccountName', 'A\u0000Hart', LENDER_MESSAGES.bankAccountName],
    ['bankAccountName', 'Amelia Catherine Hart', LENDER_MESSAGES.bankAccountName],
    ['sortCode', '08-99-9', LENDER_MESSAGES.sortCode],
    ['sortCode', '08-99-9a', LENDER_MESSAGES.sortCode],
    ['accountNumber', '6637495', LENDER_MESSAGES.accountNumber],
  ] as const)('rejects %s = %j', (field, value, message) => {
    expect(validateAccount({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts a sort code with or without hyphens', () => {
    expect(validateAccount({ ...valid, sortCode: '089999' })).toEqual({});
    expect(validateAccount({ ...valid, sortCode: '08-99-99' })).toEqual({});
  });

  it('requires the terms to be agreed', () => {
    expect(validateAccount({ ...valid, agreedToTerms: false })).toEqual({ agreedToTerms: LENDER_MESSAGES.agreedToTerms });
  });
});

describe('toLenderAccountInput', () => {
  it('sends the sort code without hyphens, trims text and leaves the terms box out', () => {
    expect(toLenderAccountInput({ ...valid, fullName: '  Amelia Hart ' })).toEqual({
      fullName: 'Amelia Hart',
      email: 'amelia@example.co.uk',
      phone: '07123 456789',
      address: '12 Chelsea Manor Street, London SW3 5RP',
      bankAccountName: 'A Hart',
      sortCode: '089999',
      accountNumber: '66374958',
    });
  });
});
