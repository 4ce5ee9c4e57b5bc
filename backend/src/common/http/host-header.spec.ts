import { hasValidHost } from './host-header';

const request = (host: string | undefined, httpVersion = '1.1') => ({ headers: host === undefined ? {} : { host }, httpVersion });

describe('hasValidHost', () => {
  it.each(['localhost', 'localhost:3000', 'shop.example.co.uk', 'shop.example.co.uk.', '127.0.0.1:8080', '[::1]:3000', 'backend_1:3000'])(
    'accepts %s',
    (host) => expect(hasValidHost(request(host))).toBe(true),
  );

  it.each([
    'a b',
    '',
    ' ',
    'a\tb',
    'x/y',
    'user@host',
    'host:',
    'host:port',
    'host:70000',
    'a..b',
    '.host',
    'evil.com\'"<',
    'a'.repeat(300),
  ])('refuses %j', (host) => expect(hasValidHost(request(host))).toBe(false));

  it('lets an HTTP/1.0 request leave it out, but not an HTTP/1.1 one', () => {
    expect(hasValidHost(request(undefined, '1.0'))).toBe(true);
    expect(hasValidHost(request(undefined, '1.1'))).toBe(false);
  });
});
