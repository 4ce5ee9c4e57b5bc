import { isPhoneNumber } from './customer-contact';

describe('isPhoneNumber', () => {
  it('accepts UK numbers as people write them', () => {
    for (const phone of ['07700 900123', '+44 7700 900123', '(020) 7946-0958', '02079460958']) {
      expect(isPhoneNumber(phone)).toBe(true);
    }
  });

  it('refuses letters, too few digits and more than 20 characters', () => {
    for (const phone of ['0770O 900123', '(((((((((((', '12345 6789', '+44 (0) 7700 900 123 45', '']) {
      expect(isPhoneNumber(phone)).toBe(false);
    }
  });
});
