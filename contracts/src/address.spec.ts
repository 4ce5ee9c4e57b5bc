import { addressPartProblem, composeAddress, normalisePostcode, parseDeliveryAddress } from './address';
import { CHECKOUT_MESSAGES } from './messages';

describe('UK postcodes', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' SW1A  1AA ', 'SW1A 1AA'],
    ['w1s 3pr', 'W1S 3PR'],
    ['M11AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['cr2 6xh', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['gir 0aa', 'GIR 0AA'],
  ])('reads %p as %p', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['a town', 'Bath'],
    ['an outward code alone', 'W1'],
    ['digits', '12345'],
    ['a US ZIP code', '90210'],
    ['Q as first letter', 'QA1 1AA'],
    ['C in the unit', 'SW1A 1CA'],
    ['an extra character', 'SW1A 1AAA'],
  ])('refuses %s', (_what, input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});

describe('address parts', () => {
  it('accepts a real address', () => {
    expect(addressPartProblem('addressLine1', '12 Rosewood Lane')).toBeNull();
    expect(addressPartProblem('addressLine2', '')).toBeNull();
    expect(addressPartProblem('town', 'Bath')).toBeNull();
    expect(addressPartProblem('postcode', 'ba12ab')).toBeNull();
  });

  it('refuses a first line too short to find ("1 x") or without a street name', () => {
    expect(addressPartProblem('addressLine1', '1 x')).toBe(CHECKOUT_MESSAGES.addressLine1);
    expect(addressPartProblem('addressLine1', '12345')).toBe(CHECKOUT_MESSAGES.addressLine1);
  });

  it('refuses a town of one letter or of digits, and a postcode that is not one', () => {
    expect(addressPartProblem('town', 'B')).toBe(CHECKOUT_MESSAGES.town);
    expect(addressPartProblem('town', '42')).toBe(CHECKOUT_MESSAGES.town);
    expect(addressPartProblem('postcode', 'BA1')).toBe(CHECKOUT_MESSAGES.postcode);
  });

  it('composes one line with the postcode normalised and an empty line 2 left out', () => {
    expect(composeAddress({ addressLine1: ' 12 Rosewood Lane ', addressLine2: ' ', town: 'Bath', postcode: 'ba12ab' })).toBe(
      '12 Rosewood Lane, Bath BA1 2AB',
    );
    expect(composeAddress({ addressLine1: '12 Rosewood Lane', addressLine2: 'Flat 2', town: 'Bath', postcode: 'BA1 2AB' })).toBe(
      '12 Rosewood Lane, Flat 2, Bath BA1 2AB',
    );
  });
});

describe('the API’s single-text delivery address', () => {
  it.each([
    ['1 Savile Row, London W1S 3PR', '1 Savile Row, London W1S 3PR'],
    ['1 Savile Row, London, w1s3pr.', '1 Savile Row, London W1S 3PR'],
    ['12 Albemarle Street\nLondon W1S 4HW', '12 Albemarle Street\nLondon W1S 4HW'],
  ])('takes %p as %p', (input, expected) => {
    expect(parseDeliveryAddress(input)).toEqual({ address: expected });
  });

  it('asks for the postcode when the text does not end with one', () => {
    expect(parseDeliveryAddress('1 Savile Row, London')).toEqual({ problem: CHECKOUT_MESSAGES.addressWithoutPostcode });
    expect(parseDeliveryAddress('1 x')).toEqual({ problem: CHECKOUT_MESSAGES.addressWithoutPostcode });
  });

  it('asks for the street and town when little comes before the postcode', () => {
    expect(parseDeliveryAddress('1 x, Bath BA1 1AA')).toEqual({ problem: CHECKOUT_MESSAGES.addressTooShort });
    expect(parseDeliveryAddress('SW1A 1AA')).toEqual({ problem: CHECKOUT_MESSAGES.addressTooShort });
  });
});
