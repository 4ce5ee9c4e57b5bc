import { headerText } from './header-text';

describe('headerText', () => {
  it('turns CR and LF into spaces so no header can be added', () => {
    expect(headerText('Ada\r\nBcc: victim@example.com', 100)).toBe('Ada Bcc: victim@example.com');
  });

  it('removes every control character and collapses white space', () => {
    expect(headerText('  a\u0000\tb\u2028c  ', 100)).toBe('a b c');
  });

  it('cuts long text to the limit with an ellipsis', () => {
    const out = headerText('x'.repeat(5000), 120);
    expect([...out]).toHaveLength(120);
    expect(out.endsWith('…')).toBe(true);
  });

  it('leaves short text alone', () => {
    expect(headerText('Ada Lovelace', 120)).toBe('Ada Lovelace');
  });
});
