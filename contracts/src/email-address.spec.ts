import { hasInvisibleCharacters, isEmailAddress } from './email-address';

describe('e-mail addresses', () => {
  it.each(['ann@example.co.uk', '  ann@example.co.uk ', 'ann.o+news@example.com', 'zoë@exämple.de'])('accepts %p', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['zero-width space', 'ann\u200b@example.com'],
    ['zero-width non-joiner', 'an\u200cn@example.com'],
    ['zero-width joiner', 'ann@exa\u200dmple.com'],
    ['left-to-right mark', 'ann\u200e@example.com'],
    ['right-to-left mark', 'ann@example.com\u200f.evil'],
    ['left-to-right embedding', 'ann\u202a@example.com'],
    ['right-to-left override', 'a\u202emoc.elpmaxe@nna'],
    ['pop directional formatting', 'ann\u202c@example.com'],
    ['left-to-right isolate', 'ann\u2066@example.com'],
    ['pop directional isolate', 'ann\u2069@example.com'],
    ['byte order mark inside', 'an\ufeffn@example.com'],
    ['soft hyphen', 'an\u00adn@example.com'],
    ['word joiner', 'ann\u2060@example.com'],
    ['no-break space', 'ann\u00a0@example.com'],
    ['Hangul filler', 'ann\u3164@example.com'],
    ['variation selector', 'ann\ufe0f@example.com'],
    ['a NUL', 'ann\u0000@example.com'],
  ])('refuses an address with a %s', (_label, address) => {
    expect(hasInvisibleCharacters(address)).toBe(true);
    expect(isEmailAddress(address)).toBe(false);
  });

  it.each(['ann.example.com', 'ann@', 'ann@example', 'a b@example.com', ''])('refuses the malformed %p', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
