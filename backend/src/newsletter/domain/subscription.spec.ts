import { DEFAULT_SUBJECT, forwardedSubscription, normaliseEmail, parseForwardUrl } from './subscription';

describe('newsletter subscription rules', () => {
  it('stores addresses trimmed and lower-cased', () => {
    expect(normaliseEmail('  Ann.Smith@Example.CO.UK ')).toBe('ann.smith@example.co.uk');
  });

  it('forwards the subject and message the form sent', () => {
    expect(forwardedSubscription('a@b.co', 'Hello', 'Sign me up')).toEqual({ email: 'a@b.co', _subject: 'Hello', message: 'Sign me up' });
  });

  it('fills in a subject and message when the form sent none', () => {
    expect(forwardedSubscription('a@b.co')).toEqual({
      email: 'a@b.co',
      _subject: DEFAULT_SUBJECT,
      message: 'a@b.co subscribed to the newsletter.',
    });
  });

  it('accepts only http(s) forward URLs without credentials', () => {
    expect(parseForwardUrl('https://forms.example.com/f/abc')?.href).toBe('https://forms.example.com/f/abc');
    expect(parseForwardUrl('http://127.0.0.1:8080/hook')?.port).toBe('8080');
    expect(parseForwardUrl(undefined)).toBeNull();
    expect(parseForwardUrl('  ')).toBeNull();
    expect(parseForwardUrl('ftp://example.com')).toBeNull();
    expect(parseForwardUrl('https://user:pw@example.com')).toBeNull();
    expect(parseForwardUrl('not a url')).toBeNull();
  });
});
