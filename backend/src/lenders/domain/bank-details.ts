import { ACCOUNT_NUMBER_DIGITS, SORT_CODE_DIGITS } from '@dw/contracts';

const SORT_CODE_INPUT = /^\d{2}-?\d{2}-?\d{2}$/;
const ACCOUNT_NUMBER = new RegExp(`^\\d{${ACCOUNT_NUMBER_DIGITS}}$`);

/** '12-34-56', '123456' or '12-3456' → '123456'; anything else → null (the form shows XX-XX-XX; hyphens are optional). */
export function normaliseSortCode(value: string): string | null {
  const text = value.trim();
  if (!SORT_CODE_INPUT.test(text)) return null;
  const digits = text.replace(/-/g, '');
  return digits.length === SORT_CODE_DIGITS ? digits : null;
}

export function isAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER.test(value);
}

/** Admin screens show only the last two sort code digits: '123456' → '••-••-56'. Blank stays blank (erased). */
export function maskSortCode(sortCode: string): string {
  if (sortCode === '') return '';
  return `••-••-${sortCode.slice(-2)}`;
}

/** ... and the last four account digits: '12345678' → '••••5678'. */
export function maskAccountNumber(accountNumber: string): string {
  if (accountNumber === '') return '';
  return `••••${accountNumber.slice(-4)}`;
}
