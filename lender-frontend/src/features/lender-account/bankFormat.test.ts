import { accountNumberDigits, formatSortCode, sortCodeDigits } from './bankFormat';

describe('sort code input', () => {
  it('shows the digits as XX-XX-XX while they are typed', () => {
    expect(formatSortCode('0')).toBe('0');
    expect(formatSortCode('08')).toBe('08');
    expect(formatSortCode('089')).toBe('08-9');
    expect(formatSortCode('0899')).toBe('08-99');
    expect(formatSortCode('089999')).toBe('08-99-99');
  });

  it('accepts hyphens the lender types and keeps one between each pair', () => {
    expect(formatSortCode('08-99-99')).toBe('08-99-99');
    expect(formatSortCode('08--9999')).toBe('08-99-99');
  });

  it('caps the sort code at six digits and drops anything that is not a digit', () => {
    expect(formatSortCode('08999912')).toBe('08-99-99');
    expect(formatSortCode('08 a99b99')).toBe('08-99-99');
    expect(sortCodeDigits('08-99-99-12')).toBe('089999');
  });

  it('is empty for empty input', () => {
    expect(formatSortCode('')).toBe('');
  });
});

describe('account number input', () => {
  it('keeps digits only and caps them at eight', () => {
    expect(accountNumberDigits('6637 4958')).toBe('66374958');
    expect(accountNumberDigits('66-37a4958')).toBe('66374958');
    expect(accountNumberDigits('6637495899')).toBe('66374958');
  });
});
