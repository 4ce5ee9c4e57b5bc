/**
 * A phone number as people type it: digits, spaces, '+', brackets and hyphens, 10 to 20 characters
 * (the column holds 20). At least 10 digits, so '((((((((((' is not a phone number.
 */
export const PHONE_PATTERN = /^(?=(?:\D*\d){10})[0-9 +()-]{10,20}$/;

export function isPhoneNumber(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}
