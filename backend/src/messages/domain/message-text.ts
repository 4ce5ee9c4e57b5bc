import { MESSAGE_TEXTS, MESSAGE_TEXT_MAX } from '@dw/contracts';

/**
 * Control characters other than the line break (NUL, escape, backspace…), C1 controls, and the
 * bidirectional overrides that make text read differently from how it is stored, and private-use
 * characters (no font agrees on them; the masking sets text aside as them).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\uE000-\uF8FF]/g;

export type MessageTextCheck = { ok: true; text: string } | { ok: false; reason: 'empty' | 'too-long'; message: string };

/**
 * A message as it is stored: plain text, line breaks as \n (at most two in a row), tabs as spaces,
 * control characters removed, trimmed; 1 to MESSAGE_TEXT_MAX characters (counted as the renter sees them).
 */
export function messageText(input: string): MessageTextCheck {
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length === 0) return { ok: false, reason: 'empty', message: MESSAGE_TEXTS.empty };
  if ([...text].length > MESSAGE_TEXT_MAX) return { ok: false, reason: 'too-long', message: MESSAGE_TEXTS.tooLong };
  return { ok: true, text };
}
