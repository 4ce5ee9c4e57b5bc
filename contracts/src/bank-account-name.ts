import { TEXT_LIMITS } from './limits';

/**
 * The account holder name as a UK bank takes it in a Bacs payment: letters, digits, spaces and
 * & - . / (the Bacs character set; banks upper-case it), at most 18 characters. Checked on the
 * trimmed value by the lender forms and the API alike; anything else (line breaks, control or
 * full-width characters, accents) is refused rather than guessed at.
 */
export const BACS_ACCOUNT_NAME_PATTERN = new RegExp(
  `^(?=.{${TEXT_LIMITS.bankAccountName.min},${TEXT_LIMITS.bankAccountName.max}}$)[A-Za-z0-9 &./-]+$`,
);

export function isBacsAccountName(value: string): boolean {
  return BACS_ACCOUNT_NAME_PATTERN.test(value.trim());
}

/**
 * The name as the bank file writes it, for any stored name (older accounts were allowed more):
 * compatibility-normalised (NFKC, so full-width letters become plain ones), accents dropped, every
 * character outside the Bacs set turned into a space, spaces collapsed, upper-cased, cut to 18.
 */
export function bacsAccountName(stored: string): string {
  return stored
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9 &./-]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, TEXT_LIMITS.bankAccountName.max)
    .trim();
}
