// Control characters (and the Unicode line separators) are exactly what headerText removes.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * Text that ends up in a header (a subject, a display name) or a short line: control characters
 * (CR and LF above all) become spaces, runs of white space collapse, and it is cut to `max`
 * characters with an ellipsis, so nothing a person typed can add a header or flood a subject.
 */
export function headerText(value: string, max: number): string {
  const flat = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** Longest name quoted in a subject line. */
export const SUBJECT_NAME_MAX = 120;
/** Longest subject stored or sent. */
export const SUBJECT_MAX = 250;
/** Longest user-supplied text drawn in a message body (names, addresses). */
export const BODY_TEXT_MAX = 500;
/** Longest delivery failure kept for the admin. */
export const LAST_ERROR_MAX = 1000;
