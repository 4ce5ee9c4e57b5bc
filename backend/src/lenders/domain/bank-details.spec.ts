import { isAccountNumber, maskAccountNumber, maskSortCode, normaliseSortCode } from './bank-details';

describe('sort code normalisation', () => {
  it.each([
    ['12-34-56', '123456'],
    ['123456', '123456'],
    ['12-3456', '123456'],
    ['  08-99-99 ', '089999'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseSortCode(input)).toBe(expected);
  });

  it.each(['12345', '1234567', '12 34 56', '12--34-56', '12-34-5a', '-123456', '123456-', ''])('refuses %p', (input) => {
    expect(normaliseSortCode(input)).toBeNull();
  });
});

describe('account numbers', () => {
  it('are exactly 8 digits', () => {
    expect(isAccountNumber('12345678')).toBe(true);
    expect(isAccountNumber('1234567')).toBe(false);
    expect(isAccountNumber('123456789')).toBe(false);
    expect(isAccountNumber('1234567a')).toBe(false);
  });
});

describe('masking', () => {
  it('shows only the last two sort code digits', () => {
    expect(maskSortCode('123456')).toBe('••-••-56');
  });

  it('shows only the last four account digits', () => {
    expect(maskAccountNumber('12345678')).toBe('••••5678');
  });

  it('never contains the hidden digits', () => {
    expect(maskSortCode('123456')).not.toMatch(/[1-4]/);
    expect(maskAccountNumber('12345678')).not.toMatch(/[1-4]/);
  });

  it('keeps erased (blank) values blank', () => {
    expect(maskSortCode('')).toBe('');
    expect(maskAccountNumber('')).toBe('');
  });
});
