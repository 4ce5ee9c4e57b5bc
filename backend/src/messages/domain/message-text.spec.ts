import { MESSAGE_TEXTS, MESSAGE_TEXT_MAX } from '@dw/contracts';
import { messageText } from './message-text';

describe('messageText', () => {
  it('trims and keeps line breaks', () => {
    expect(messageText('  Hello\r\nthere  ')).toEqual({ ok: true, text: 'Hello\nthere' });
  });

  it('strips control characters, bidirectional overrides and private-use characters', () => {
    expect(messageText('a\u0000b\u0007c\u001bd\u202Ee\u2066f\uE000g\u0085h')).toEqual({ ok: true, text: 'abcdefgh' });
  });

  it('turns tabs into spaces and long runs of blank lines into one', () => {
    expect(messageText('a\tb\n\n\n\n\nc')).toEqual({ ok: true, text: 'a b\n\nc' });
  });

  it('refuses an empty message, and one of spaces or control characters only', () => {
    for (const input of ['', '   ', '\n\t\n', '\u0000\u0001']) {
      expect(messageText(input)).toEqual({ ok: false, reason: 'empty', message: MESSAGE_TEXTS.empty });
    }
  });

  it(`accepts ${MESSAGE_TEXT_MAX} characters after trimming and refuses one more`, () => {
    expect(messageText(`  ${'a'.repeat(MESSAGE_TEXT_MAX)}  `)).toMatchObject({ ok: true });
    expect(messageText('a'.repeat(MESSAGE_TEXT_MAX + 1))).toEqual({ ok: false, reason: 'too-long', message: MESSAGE_TEXTS.tooLong });
  });

  it('counts an emoji as one character', () => {
    expect(messageText('👗'.repeat(MESSAGE_TEXT_MAX))).toMatchObject({ ok: true });
  });

  it('keeps markup as the text it is (rendered as text, never HTML)', () => {
    expect(messageText('<b>hi</b> <script>x</script>')).toEqual({ ok: true, text: '<b>hi</b> <script>x</script>' });
  });
});
