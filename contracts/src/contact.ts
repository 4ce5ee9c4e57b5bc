import { TEXT_LIMITS } from './limits';

/** Every real UK number has at least 10 digits (national format, with the leading 0). */
const PHONE_MIN_DIGITS = 10;

/**
 * The phone rule of the checkout and the lender form, in the browser and the API alike (and in the
 * OpenAPI document): digits with the spaces, brackets and hyphens people write, '+' only in front,
 * 10 to 20 characters (shoppers are asked for at least 10; the column holds 20), and at least 10 digits,
 * so '----------' is refused. Applied to the trimmed value.
 */
export const PHONE_PATTERN = new RegExp(
  `^(?=.{${TEXT_LIMITS.phone.min},${TEXT_LIMITS.phone.max}}$)(?=(?:\\D*\\d){${PHONE_MIN_DIGITS}})\\+?[0-9 ()-]+$`,
);

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
