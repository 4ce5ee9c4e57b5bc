import { ACCOUNT_NUMBER_DIGITS, SORT_CODE_DIGITS } from '@dw/contracts';

/** The sort code's digits, whatever separators were typed or pasted, capped at six. */
export function sortCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, SORT_CODE_DIGITS);
}

/** What the sort-code box shows: '089999' → '08-99-99', '0899' → '08-99'. */
export function formatSortCode(value: string): string {
  return (
    sortCodeDigits(value)
      .match(/\d{1,2}/g)
      ?.join('-') ?? ''
  );
}

/** Account numbers are digits only, capped at eight. */
export function accountNumberDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_DIGITS);
}
