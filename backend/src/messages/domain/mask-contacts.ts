import { MESSAGE_MASK } from '@dw/contracts';

/**
 * Top-level domains a bare domain must end in to count as a link: a list, not any letters after a dot,
 * so "e.g.", "i.e.", "Mrs.Smith" or "size.10" are never taken for one.
 */
// English words ("it", "me", "to", "be", "in", "is") are left out: "love it.Me too" is no link.
const TLDS = [
  'com',
  'co',
  'uk',
  'org',
  'net',
  'io',
  'info',
  'biz',
  'app',
  'shop',
  'store',
  'online',
  'site',
  'website',
  'page',
  'link',
  'ly',
  'gl',
  'gd',
  'tv',
  'ie',
  'eu',
  'fr',
  'nl',
  'us',
  'ca',
  'au',
  'nz',
  'xyz',
  'club',
  'dev',
  'fashion',
  'boutique',
  'london',
  'wales',
  'scot',
  'ai',
  'gg',
  'je',
].join('|');

const DOT = String.raw`(?:\.|\s*[[(]\s*dot\s*[\])]\s*|\s+dot\s+)`;
const AT = String.raw`(?:@|\s*[[(]\s*at\s*[\])]\s*|\s+at\s+)`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;

/** name@host.tld, on any top-level domain. */
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b/gi;
/** Spelt out: "name (at) host (dot) com", "name [at] host [dot] co [dot] uk", "name at host dot com". */
const SPELT_EMAIL = new RegExp(String.raw`[a-z0-9._%+-]+${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}(?:${TLDS})\b`, 'gi');
/** Any http(s):// or www. link, to the next space. */
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** A bare domain such as foo.com or shop.co.uk/dress, on a known TLD. */
const DOMAIN = new RegExp(String.raw`\b${LABEL}(?:\.${LABEL})*\.(?:${TLDS})\b(?![.-]?[a-z0-9])(?:/[^\s<>"']*)?`, 'gi');

/** Phone numbers: +44…, 0044…, 07…, 020…, (01632)…, in digits with spaces, dots, dashes or brackets between them. */
const PHONE = /(?:\+|\b00|\(0|\b0)[\d\s().-]{7,}\d/g;
/** A UK mobile written without its 0: 7700 900123, 7700-900-123. */
const MOBILE_WITHOUT_ZERO = /\b7\d{3}[ .-]?(?:\d{6}|\d{3}[ .-]?\d{3})\b/g;

/** Figures that look like digits-with-separators but are not numbers to call: dates, times, prices. */
const NOT_A_PHONE = [
  /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g,
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}[:.]\d{2}\s?(?:am|pm)?\b/gi,
  /[£$€]\s?\d[\d,]*(?:\.\d{1,2})?/g,
];

const PRIVATE_USE = 0xe000;

function digits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** A run that really is a number to call: international from 8 digits, a UK number 10 or 11 (with its 0). */
function isPhone(run: string): boolean {
  const n = digits(run);
  const international = run.startsWith('+') || run.startsWith('00');
  if (international) return n >= 8 && n <= 15;
  return n >= 10 && n <= 11;
}

export interface MaskedText {
  text: string;
  /** True when anything was hidden. */
  masked: boolean;
}

/**
 * Hides e-mail addresses, phone numbers (UK and international) and links in a message written before
 * the lender accepted the booking, so renter and lender cannot take it off the platform early. Dates,
 * times and prices are set aside first, so "12.06.2026" or "£45.00" are never read as a phone number.
 */
export function maskContacts(input: string): MaskedText {
  let masked = false;
  const hide = () => {
    masked = true;
    return MESSAGE_MASK;
  };
  // Emails before links (an address contains a domain), links before bare domains.
  // A sentence's closing punctuation after a link is not part of it.
  const hideLink = (link: string) => hide() + (/[.,;:!?)\]]+$/.exec(link)?.[0] ?? '');
  let text = input.replace(EMAIL, hide).replace(SPELT_EMAIL, hide).replace(URL, hideLink).replace(DOMAIN, hideLink);

  // Set aside as one private-use character each (never a digit, so no phone run can reach into it).
  const kept: string[] = [];
  const keep = (value: string) => String.fromCharCode(PRIVATE_USE + kept.push(value) - 1);
  for (const pattern of NOT_A_PHONE) text = text.replace(pattern, keep);
  text = text.replace(PHONE, (run) => {
    const trimmed = run.replace(/[\s().-]+$/, '');
    return isPhone(trimmed) ? hide() + run.slice(trimmed.length) : run;
  });
  text = text.replace(MOBILE_WITHOUT_ZERO, hide);
  text = text.replace(/[\uE000-\uF8FF]/g, (c) => {
    const value = kept[c.charCodeAt(0) - PRIVATE_USE];
    return value ?? c;
  });
  return { text, masked };
}
