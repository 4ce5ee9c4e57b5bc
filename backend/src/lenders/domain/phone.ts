import { TEXT_LIMITS } from '@dw/contracts';

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
/** Every real UK number has at least 10 digits (national format, with the leading 0). */
const MIN_DIGITS = 10;

/**
 * Spec §5: at least 10 characters. We also require only the characters people type in phone
 * numbers ('+' only in front), at most the column's 20, and 10 digits, so '----------' is refused.
 */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (text.length < TEXT_LIMITS.phone.min || text.length > TEXT_LIMITS.phone.max) return false;
  if (!PHONE_CHARACTERS.test(text)) return false;
  return text.replace(/\D/g, '').length >= MIN_DIGITS;
}
