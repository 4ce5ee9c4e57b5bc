import { TEXT_LIMITS } from './limits';

/** Digits with the spaces, brackets, hyphens and leading + people write phone numbers with. */
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
/** Every real UK number has at least 10 digits (national format, with the leading 0). */
const PHONE_MIN_DIGITS = 10;

/**
 * The lender form's phone rule, in the browser and the API alike. Spec §5 asks for at least 10
 * characters; only phone characters ('+' only in front), at most the 20 the column holds, and 10
 * digits, so '----------' is refused.
 */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  if (text.length < TEXT_LIMITS.phone.min || text.length > TEXT_LIMITS.phone.max) return false;
  if (!PHONE_CHARACTERS.test(text)) return false;
  return text.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}
