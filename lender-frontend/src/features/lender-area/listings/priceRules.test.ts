import { LISTING_MESSAGES } from '@dw/contracts';
import { lenderShareText, pricesFormValues, pricesSummary, serverPriceField, toPricesInput, validatePrices } from './priceRules';

describe('the change-prices rules', () => {
  it('opens on the current prices as the lender would type them', () => {
    expect(pricesFormValues({ rentalPrice2Day: '95.00', rentalPrice4Day: '150.50' })).toEqual({
      rentalPrice2Day: '95',
      rentalPrice4Day: '150.50',
    });
  });

  it("applies the listing form's minimums, upper bound and messages to each price", () => {
    expect(validatePrices({ rentalPrice2Day: '20', rentalPrice4Day: '£1,000.50' })).toEqual({});
    expect(validatePrices({ rentalPrice2Day: '19.99', rentalPrice4Day: '29' })).toEqual({
      rentalPrice2Day: LISTING_MESSAGES.rentalPrice2Day,
      rentalPrice4Day: LISTING_MESSAGES.rentalPrice4Day,
    });
    expect(validatePrices({ rentalPrice2Day: 'ninety', rentalPrice4Day: '100001' })).toEqual({
      rentalPrice2Day: LISTING_MESSAGES.rentalPrice2Day,
      rentalPrice4Day: '4-day rental price must be at most £100,000.',
    });
  });

  it('sends pounds as numbers', () => {
    expect(toPricesInput({ rentalPrice2Day: '£95.50', rentalPrice4Day: '1,150' })).toEqual({
      rentalPrice2Day: 95.5,
      rentalPrice4Day: 1150,
    });
  });

  it('shows her 90% share of a price as she types it, rounded down to the penny, and nothing for what is not a price', () => {
    expect(lenderShareText('95')).toBe('You keep £85.50 (90%)');
    expect(lenderShareText('150.55')).toBe('You keep £135.49 (90%)');
    expect(lenderShareText('100')).toBe('You keep £90 (90%)');
    for (const text of ['', '0', 'abc', '12.345']) expect(lenderShareText(text)).toBeNull();
  });

  it("puts the API's price messages beside their field, and nothing else", () => {
    expect(serverPriceField(LISTING_MESSAGES.rentalPrice2Day)).toBe('rentalPrice2Day');
    expect(serverPriceField('4-day rental price must be at most £100,000.')).toBe('rentalPrice4Day');
    expect(serverPriceField("Unknown field 'name' - it is not part of this request.")).toBeNull();
  });

  it('writes the prices for her list', () => {
    expect(pricesSummary({ rentalPrice2Day: '95.00', rentalPrice4Day: '150.50' })).toBe('£95 for 2 days · £150.50 for 4 days');
  });
});
