import { NOTICES } from '@dw/contracts';
import { product } from '../../test/fixtures';
import { badStockSizes, draftFromProduct, draftToInput, emptyDraft, missingFields, ruleProblems, type ProductDraft } from './productDraft';

const complete = (): ProductDraft => ({
  ...emptyDraft(),
  name: 'Ruby Velvet Gown',
  description: 'Floor-length velvet.',
  category: 'evening-gown',
  basePrice: 59.99,
  imageUrls: ['/objects/uploads/x'],
  availableSizes: ['10'],
});

describe('product form rules', () => {
  it('the shared message is the contracts text', () => {
    expect(`${NOTICES.productMissing.title} - ${NOTICES.productMissing.description}`).toBe(
      'Missing Information - Please fill in all fields and upload at least one image.',
    );
  });

  it('a complete draft has nothing missing; brand, occasions and retail price are optional', () => {
    expect(missingFields(complete())).toEqual([]);
  });

  it('reports each required field that is empty', () => {
    expect(missingFields(emptyDraft())).toEqual(['name', 'description', 'imageUrls', 'basePrice', 'category', 'availableSizes']);
    expect(missingFields({ ...complete(), name: '   ' })).toEqual(['name']);
    expect(missingFields({ ...complete(), imageUrls: [] })).toEqual(['imageUrls']);
    expect(missingFields({ ...complete(), availableSizes: [] })).toEqual(['availableSizes']);
    expect(missingFields({ ...complete(), basePrice: 0 })).toEqual(['basePrice']);
    expect(missingFields({ ...complete(), basePrice: null })).toEqual(['basePrice']);
  });
});

describe('draft ↔ API', () => {
  it('sends prices as two-decimal strings computed in pence, trims text, blanks become null', () => {
    const input = draftToInput({ ...complete(), name: '  Ruby Velvet Gown ', brand: ' ', basePrice: 0.1 + 0.2, retailPrice: 420 });
    expect(input).toEqual({
      name: 'Ruby Velvet Gown',
      brand: null,
      description: 'Floor-length velvet.',
      category: 'evening-gown',
      occasions: [],
      basePrice: '0.30',
      retailPrice: '420.00',
      imageUrls: ['/objects/uploads/x'],
      availableSizes: ['10'],
      stock: { '10': 1 },
      minNoticeDays: null,
      availableFrom: null,
      availableUntil: null,
      // The shop's own dress is accepted at once unless the admin asks to approve each booking.
      requiresApproval: false,
    });
  });

  it('sends the booking rules, empty boxes as no limit, and refuses rules the API would refuse', () => {
    expect(draftToInput({ ...complete(), minNoticeDays: 7, availableFrom: '', availableUntil: ' 2027-04-30 ' })).toMatchObject({
      minNoticeDays: 7,
      availableFrom: null,
      availableUntil: '2027-04-30',
    });
    const inverted = { ...complete(), availableFrom: '2027-05-01', availableUntil: '2027-04-30' };
    expect(ruleProblems(inverted)).toEqual({ availableUntil: 'The last date must be on or after the first date.' });
    expect(() => draftToInput(inverted)).toThrow(RangeError);
  });

  it('sends units for every ticked size and only those, a size never set counting as one', () => {
    const draft = { ...complete(), availableSizes: ['12', '8', '10'], stock: { '8': 3, '12': 1, '14': 6 } };
    expect(draftToInput(draft).stock).toEqual({ '8': 3, '10': 1, '12': 1 });
  });

  it('finds ticked sizes whose units are cleared, fractional or out of range', () => {
    const draft = (stock: ProductDraft['stock']) => ({ ...complete(), availableSizes: ['8', '10', '12', '14'], stock });
    expect(badStockSizes(draft({ '8': 1, '10': 50 }))).toEqual([]);
    expect(badStockSizes(draft({ '8': null, '10': 0, '12': 51, '14': 2.5 }))).toEqual(['8', '10', '12', '14']);
    // An unticked size with a bad value does not matter: it is not sent.
    expect(badStockSizes({ ...draft({ '16': null }), availableSizes: ['8'] })).toEqual([]);
    expect(() => draftToInput(draft({ '8': null }))).toThrow(RangeError);
  });

  it('loads a product for editing with its stock, falling back to the old single imageUrl', () => {
    const draft = draftFromProduct(
      product({
        basePrice: '65.50',
        retailPrice: null,
        imageUrls: [],
        imageUrl: 'https://img.example/a.jpg',
        availableSizes: ['8', '10'],
        stock: { '8': 4, '10': 1 },
      }),
    );
    expect(draft.stock).toEqual({ '8': 4, '10': 1 });
    expect(draft.basePrice).toBe(65.5);
    expect(draft.retailPrice).toBeNull();
    expect(draft.imageUrls).toEqual(['https://img.example/a.jpg']);
  });
});
