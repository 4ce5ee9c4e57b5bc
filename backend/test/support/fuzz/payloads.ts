/**
 * The hostile values the fuzz suites send. Kept as plain data so a failing case names exactly what
 * was sent.
 */

/** A value written into the JSON text verbatim (numbers JSON.stringify cannot produce, bad escapes). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * An object key written verbatim, e.g. `__proto__`, which an object literal would turn into a
 * prototype instead of a key (see toJsonText).
 */
export const rawKey = (key: string) => `@@rawkey:${key}@@`;

/** JSON text for a value that may hold RawJson values and rawKey keys. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@raw:${raws.length - 1}@@`;
    }
    return v;
  });
  if (text === undefined) return '';
  return text
    .replace(/"@@raw:(\d+)@@"/g, (_m, i: string) => raws[Number(i)])
    .replace(/"@@rawkey:(.*?)@@"/g, (_m, key: string) => JSON.stringify(key));
}

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '; DROP TABLE orders',
  '" OR ""="',
  "1' UNION SELECT password FROM sessions --",
  "admin'/*",
  "%' AND SLEEP(5) AND '%'='",
  '\\x27 OR 1=1',
] as const;

export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** Right-to-left override, emoji (astral), NUL and control bytes, zero-width and combining characters. */
export const UNICODE_PAYLOADS = [
  'Gown \u202Eevil\u202C dress',
  '\u0627\u0644\u0639\u0631\u0628\u064A\u0629 \u05E2\u05D1\u05E8\u05D9\u05EA',
  '👗✨💃🏽👰‍♀️',
  'nul\u0000byte',
  '\u0000\u0001\u0002\u001b[31m',
  'zero\u200Bwidth\uFEFF',
  'Z\u0351\u0364\u036B\u0307a\u0352\u0346l\u0305g\u0344o',
  'İstanbul ß ﬁ Ǆ',
] as const;

/** Lone surrogates cannot be sent as UTF-8: they travel as JSON escapes. */
export const LONE_SURROGATES = [new RawJson('"\\ud800"'), new RawJson('"abc\\udfffdef"'), new RawJson('"\\udbff\\u0000"')] as const;

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', 'undefined', 'null', '-0', '0x10', '1e3', '1,000', '£45', '45.999', ''] as const;

/** Numbers no field accepts: huge, negative, fractional where whole, beyond double precision. */
export const BAD_NUMBERS = [
  -1,
  -99999999,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  0.001,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
] as const;

/** Path segments (already URL-encoded) that try to climb out, confuse decoding or are just junk. */
export const PATH_JUNK = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..%2f..%2fadmin-password.txt',
  '%2e%2e%2f%2e%2e%2fsession-secret.key',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%252e%252e%252f',
  'a%00b',
  '%00',
  '%C0%AE%C0%AE%2F',
  '%E0%80%AE%E0%80%AE',
  '%ZZ',
  '%E0%A4%A',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('👗\u202Egown'),
  encodeURIComponent('\u0627\u0644\u0639\u0631\u0628\u064A\u0629'),
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'null',
  'undefined',
  '-1',
  '1e400',
  '__proto__',
  'constructor',
  'x'.repeat(4096),
  encodeURIComponent('é'.repeat(1500)),
] as const;

/** Bodies that are not JSON although they say they are. */
export const MALFORMED_JSON = [
  '{"name": ',
  '{"a":1,}',
  "{'a': 1}",
  '{"a":1}{"b":2}',
  '{"a": NaN}',
  '{"a": undefined}',
  '{"a": 0x10}',
  '{"a": 1} // comment',
  '{"a":"\\u12"}',
  'null',
  'true',
  '"just a string"',
  '12345',
  '',
  '{',
  ']',
  '{"a":"unterminated',
] as const;

/** Content types a JSON endpoint must refuse (what a cross-site form can send, and other lies). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'text/html',
  'application/json-patch+json',
  'application/javascript',
  'image/png',
] as const;

/** Header values (latin-1 only: Node refuses to send anything else in a header). */
export const HEADER_JUNK = [
  '',
  ' ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'x'.repeat(8000),
  'a,b,c',
  '\u00e9\u00ff\u00c0',
  'null',
  '-1',
] as const;

/** Every hostile string above: stored by one request, it may be echoed by a later one's response. */
export const ALL_PAYLOAD_STRINGS: readonly string[] = [
  ...SQL_PAYLOADS,
  ...HTML_PAYLOADS,
  ...UNICODE_PAYLOADS,
  ...PATH_JUNK,
  ...HEADER_JUNK,
  ...NAN_LIKE,
];

/** A string of about `bytes` ASCII characters (a recognisable pattern, not just one letter). */
export function longString(bytes: number): string {
  const unit = 'overflow-';
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}
