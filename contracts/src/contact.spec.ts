import { isPhoneNumber } from './contact';

describe('phone numbers', () => {
  it('accepts a number with spaces around it (forms trim it)', () => {
    expect(isPhoneNumber('  07700 900123 ')).toBe(true);
  });

  it.each(['07700 900123', '+44 7700 900123', '(020) 7946 0000', '020-7946-0000', '0770090012'])('accepts %p', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each([
    ['too short', '0770 9001'],
    ['letters', '07700 9001ab'],
    ['no digits', '----------'],
    ['plus inside', '07700+900123'],
    ['longer than the 20-character column', '+44 (0) 7700 900 123 45'],
    ['fewer than 10 digits', '+44 770 0900'],
    ['brackets only', '(((((((((((('],
    ['a tab or line break inside', '07700\t900123'],
    ['a letter O for a zero', '0770O 900123'],
    ['nothing', ''],
  ])('refuses %s', (_why, phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});
