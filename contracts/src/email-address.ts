/**
 * Characters no one types into an e-mail address on purpose and that hide what it is: control and
 * format characters (zero-width U+200B-U+200F, bidi embeddings and isolates U+202A-U+202E and
 * U+2066-U+2069, U+FEFF, the soft hyphen…), separators and other spaces, variation selectors and
 * the Hangul fillers that render as nothing. Such an address looks like another person's in the
 * admin's lists and in a reply.
 */
const INVISIBLE_OR_SPACE = /[\s\p{C}\p{Z}\p{Variation_Selector}\u3164\uFFA0]|\u034F|\u115F|\u1160|\u17B4|\u17B5/u;

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_OR_SPACE.test(value);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The forms' check of an e-mail address (trimmed): one @, a dot in the domain, nothing invisible.
 * The API checks the same characters and, with class-validator's isEmail, the finer syntax.
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return EMAIL_SHAPE.test(address) && !hasInvisibleCharacters(address);
}
