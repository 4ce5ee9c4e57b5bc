import { bacsAccountName, isBacsAccountName } from './bank-account-name';

describe('the account holder name (Bacs)', () => {
  it.each(['A Hart', 'amelia hart', 'HART & CO LTD', 'J.P. SMITH-JONES', 'A/C 12', '  A Hart  ', 'ABCDEFGHIJKLMNOPQR'])(
    'accepts %p',
    (name) => {
      expect(isBacsAccountName(name)).toBe(true);
    },
  );

  it.each([
    ['one letter', 'A'],
    ['19 characters', 'ABCDEFGHIJKLMNOPQRS'],
    ['a line break (an injected bank-file row)', 'A Hart\r\n"000000","00000000"'],
    ['a line feed', 'A\nHart'],
    ['a NUL', 'A\u0000Hart'],
    ['a control character', 'A\u001bHart'],
    ['a tab', 'A\tHart'],
    ['full-width equals', '\uff1dSUM(A1)'],
    ['full-width plus, minus and at', '\uff0b1 \uff0d2 \uff20x'],
    ['a formula', '=HYPERLINK(1)'],
    ['a quote', 'A "Bee" Hart'],
    ['an apostrophe', "O'Brien"],
    ['an accent', 'Zoë Hart'],
    ['a zero-width space', 'A\u200bHart'],
  ])('refuses %s', (_label, name) => {
    expect(isBacsAccountName(name)).toBe(false);
  });

  it('writes any stored name in the Bacs set, upper-cased, at most 18 characters', () => {
    expect(bacsAccountName('Amelia Hart')).toBe('AMELIA HART');
    expect(bacsAccountName('A Hart\r\n"000000","00000000","Evil","999.00"')).toBe('A HART 000000 0000');
    expect(bacsAccountName('\uff1d\uff2a\uff4f')).toBe('JO');
    expect(bacsAccountName('Zoë O\u2019Brien\u0000')).toBe('ZOE O BRIEN');
    expect(bacsAccountName('Lady Amelia Catherine Hart')).toBe('LADY AMELIA CATHER');
    expect(bacsAccountName('x'.repeat(17) + ' y')).toBe('X'.repeat(17));
  });
});
