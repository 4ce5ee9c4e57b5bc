/**
 * The delivery address of an order, asked the way UK shops ask it: address line 1, an optional line 2,
 * town or city and postcode. The checkout sends the parts; the API composes them into the order's one
 * `deliveryAddress` text, and still takes that text alone from API clients (the original API's body), provided it
 * ends with a real postcode. Checked alike in the browser and the API.
 */
import { CHECKOUT_MESSAGES } from './messages';
import { TEXT_LIMITS } from './limits';

/**
 * A UK postcode without its space, upper case: the outward code (area letters, district) and the
 * inward code (sector digit, two unit letters, never C, I, K, M, O or V), e.g. SW1A1AA, W1S3PR,
 * M11AE, DN551PT; plus GIR0AA. The letters each position may hold follow Royal Mail's rules.
 */
const COMPACT_POSTCODE =
  /^(?:GIR0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y])[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** A postcode as written by anyone: any case, with or without its space. */
export const UK_POSTCODE_HINT = 'A UK postcode in any case, with or without its space (e.g. sw1a1aa); stored as SW1A 1AA';

/** 'sw1a1aa' or ' SW1A  1AA ' → 'SW1A 1AA'; null when it is not a UK postcode. */
export function normalisePostcode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (!COMPACT_POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export interface AddressParts {
  addressLine1: string;
  /** Optional: a flat, building or area. */
  addressLine2?: string;
  town: string;
  postcode: string;
}

export type AddressField = keyof AddressParts;

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** Why one part of the address cannot be used, or null; a blank required part is the caller's "missing". */
export function addressPartProblem(field: AddressField, value: string): string | null {
  const text = value.trim();
  switch (field) {
    case 'addressLine1':
      return text.length >= TEXT_LIMITS.addressLine1.min && text.length <= TEXT_LIMITS.addressLine1.max && hasLetter(text)
        ? null
        : CHECKOUT_MESSAGES.addressLine1;
    case 'addressLine2':
      return text.length <= TEXT_LIMITS.addressLine2.max
        ? null
        : `Address line 2 must be at most ${TEXT_LIMITS.addressLine2.max} characters.`;
    case 'town':
      return text.length >= TEXT_LIMITS.town.min && text.length <= TEXT_LIMITS.town.max && hasLetter(text) ? null : CHECKOUT_MESSAGES.town;
    case 'postcode':
      return normalisePostcode(text) === null ? CHECKOUT_MESSAGES.postcode : null;
  }
}

/** The order's one-line address: '12 Rosewood Lane, Flat 2, Bath BA1 2AB' (parts trimmed, postcode normalised). */
export function composeAddress(parts: AddressParts): string {
  const postcode = normalisePostcode(parts.postcode) ?? parts.postcode.trim();
  return [parts.addressLine1.trim(), parts.addressLine2?.trim(), `${parts.town.trim()} ${postcode}`].filter(Boolean).join(', ');
}

/** A postcode-shaped ending: 2-4 characters, an optional space, a digit and two letters. */
const TRAILING_POSTCODE = /(?:^|[\s,])([A-Za-z0-9]{2,4}\s*[0-9][A-Za-z]{2})[\s.,]*$/;

/**
 * The API's single-text address checked: it must end with a UK postcode, after at least
 * TEXT_LIMITS.address.min characters of street and town. The postcode comes back normalised
 * ('1 Savile Row, London w1s3pr' → '1 Savile Row, London W1S 3PR'); the rest is kept as written.
 */
export function parseDeliveryAddress(text: string): { address: string } | { problem: string } {
  const trimmed = text.trim();
  const found = TRAILING_POSTCODE.exec(trimmed);
  const postcode = found ? normalisePostcode(found[1]) : null;
  if (!found || !postcode) return { problem: CHECKOUT_MESSAGES.addressWithoutPostcode };
  const rest = trimmed
    .slice(0, found.index)
    .replace(/[\s,]+$/, '')
    .trim();
  if (rest.length < TEXT_LIMITS.address.min || !hasLetter(rest)) return { problem: CHECKOUT_MESSAGES.addressTooShort };
  return { address: `${rest} ${postcode}` };
}
