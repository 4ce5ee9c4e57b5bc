import { LISTING_MESSAGES } from '@dw/contracts';
import { EMPTY_LISTING, parsePounds, toListingInput, validateListing, type ListingFormValues } from './listingRules';

const valid: ListingFormValues = {
  name: 'Silk Column Gown',
  brand: 'Jenny Packham',
  description: 'Floor-length silk column gown with hand-beaded neckline.',
  category: 'evening-gown',
  condition: 'excellent',
  occasion: 'gala-awards',
  sizes: ['12', '10'],
  originalPrice: '£1,250',
  rentalPrice2Day: '95',
  rentalPrice4Day: '150.50',
  careInstructions: 'Dry clean only. Store hanging.',
  imageUrls: ['/objects/uploads/abc'],
};

describe('parsePounds', () => {
  it('reads pounds with a £ sign, thousands commas and up to two pence digits', () => {
    expect(parsePounds('£1,250')).toBe(1250);
    expect(parsePounds(' 95 ')).toBe(95);
    expect(parsePounds('150.50')).toBe(150.5);
  });

  it('refuses text that is not an amount', () => {
    expect(parsePounds('')).toBeNull();
    expect(parsePounds('ninety')).toBeNull();
    expect(parsePounds('-20')).toBeNull();
    expect(parsePounds('20.505')).toBeNull();
  });
});

describe('validateListing', () => {
  it('accepts a complete listing', () => {
    expect(validateListing(valid)).toEqual({});
  });

  it('gives every field its spec message when the form is empty', () => {
    expect(validateListing(EMPTY_LISTING)).toEqual({
      name: LISTING_MESSAGES.name,
      brand: LISTING_MESSAGES.brand,
      description: LISTING_MESSAGES.description,
      category: LISTING_MESSAGES.category,
      condition: LISTING_MESSAGES.condition,
      occasion: LISTING_MESSAGES.occasion,
      sizes: LISTING_MESSAGES.sizes,
      originalPrice: LISTING_MESSAGES.originalPrice,
      rentalPrice2Day: LISTING_MESSAGES.rentalPrice2Day,
      rentalPrice4Day: LISTING_MESSAGES.rentalPrice4Day,
      careInstructions: LISTING_MESSAGES.careInstructions,
      imageUrls: LISTING_MESSAGES.photos,
    });
  });

  it.each([
    ['name', 'Go', LISTING_MESSAGES.name],
    ['brand', 'J', LISTING_MESSAGES.brand],
    ['description', 'Short description', LISTING_MESSAGES.description],
    ['category', 'prom-dress', LISTING_MESSAGES.category],
    ['condition', 'worn-out', LISTING_MESSAGES.condition],
    ['occasion', 'black-tie', LISTING_MESSAGES.occasion],
    ['sizes', ['4'], LISTING_MESSAGES.sizes],
    ['originalPrice', '149.99', LISTING_MESSAGES.originalPrice],
    ['rentalPrice2Day', '19', LISTING_MESSAGES.rentalPrice2Day],
    ['rentalPrice4Day', '29.99', LISTING_MESSAGES.rentalPrice4Day],
    ['rentalPrice4Day', 'thirty', LISTING_MESSAGES.rentalPrice4Day],
    ['originalPrice', '100001', 'Original price must be at most £100,000.'],
    ['rentalPrice2Day', '100000.01', '2-day rental price must be at most £100,000.'],
    ['careInstructions', 'Dry clean', LISTING_MESSAGES.careInstructions],
    ['imageUrls', [], LISTING_MESSAGES.photos],
    ['imageUrls', ['1', '2', '3', '4', '5', '6'], LISTING_MESSAGES.tooManyPhotos],
  ] as const)('rejects %s = %j', (field, value, message) => {
    expect(validateListing({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts the minimum prices exactly', () => {
    expect(validateListing({ ...valid, originalPrice: '150', rentalPrice2Day: '20', rentalPrice4Day: '30' })).toEqual({});
  });
});

describe('toListingInput', () => {
  it('converts prices to numbers, orders sizes and names the lender account', () => {
    expect(toListingInput(valid, 'acc-1')).toEqual({
      lenderAccountId: 'acc-1',
      name: 'Silk Column Gown',
      brand: 'Jenny Packham',
      description: 'Floor-length silk column gown with hand-beaded neckline.',
      category: 'evening-gown',
      condition: 'excellent',
      occasion: 'gala-awards',
      sizes: ['10', '12'],
      originalPrice: 1250,
      rentalPrice2Day: 95,
      rentalPrice4Day: 150.5,
      careInstructions: 'Dry clean only. Store hanging.',
      imageUrls: ['/objects/uploads/abc'],
    });
  });
});
