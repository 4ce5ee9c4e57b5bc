import { maskEmail } from './mask-email';
import { subscriberIdFrom, unsubscribeToken } from './unsubscribe-token';

const KEY = Buffer.alloc(32, 7);
const ID = '0d6f3c1e-8a4b-4c2d-9e1f-1234567890ab';
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-0fedcba98765';

describe('unsubscribe token', () => {
  it('names the subscriber it was made for', () => {
    expect(subscriberIdFrom(unsubscribeToken(ID, KEY), KEY)).toBe(ID);
  });

  it("cannot be turned into someone else's by swapping the id", () => {
    const [, signature] = unsubscribeToken(ID, KEY).split('.');
    expect(subscriberIdFrom(`${OTHER}.${signature}`, KEY)).toBeNull();
  });

  it('is refused when tampered, truncated, signed with another key or not text', () => {
    const token = unsubscribeToken(ID, KEY);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(subscriberIdFrom(flipped, KEY)).toBeNull();
    expect(subscriberIdFrom(token.slice(0, -2), KEY)).toBeNull();
    expect(subscriberIdFrom(token, Buffer.alloc(32, 8))).toBeNull();
    expect(subscriberIdFrom(undefined, KEY)).toBeNull();
    expect(subscriberIdFrom([token], KEY)).toBeNull();
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
  });
});
