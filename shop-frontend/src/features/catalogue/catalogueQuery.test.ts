import { AVAILABILITY_MESSAGES, CATALOGUE_FILTERS } from '@dw/contracts';
import {
  availableOnProblem,
  buttonFor,
  categoryLabel,
  newestProducts,
  parsePriceValue,
  priceLabel,
  priceValue,
  sortProducts,
} from './catalogueQuery';

const product = (name: string, basePrice: string, createdAt: string) => ({
  name,
  category: 'evening-gown',
  occasions: [],
  basePrice,
  availableSizes: ['10'],
  createdAt,
});

const gown = product('Midnight Gown', '89.00', '2026-01-05T10:00:00Z');
const cocktail = product('Rose Cocktail', '45.00', '2026-03-01T10:00:00Z');
const guest = product('Sage Midi', '55.50', '2026-02-10T10:00:00Z');
const all = [gown, cocktail, guest];
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('catalogue labels', () => {
  it('gives every catalogue button a readable label', () => {
    expect(CATALOGUE_FILTERS.map((f) => categoryLabel(f.slug))).toEqual(CATALOGUE_FILTERS.map((f) => f.label));
    expect(categoryLabel('wedding-guest')).toBe('Wedding Guest');
    expect(categoryLabel('formal')).toBe('Formal');
  });

  it('lights the button a link value stands for, or none', () => {
    expect(buttonFor('all')).toBe('all');
    expect(buttonFor('mother-of-bride')).toBe('mother-of-the-bride');
    expect(buttonFor('evening-gown')).toBe('evening-gown');
    expect(buttonFor('wedding-guest')).toBeNull();
  });
});

describe('catalogue price filter', () => {
  it('names the bands and any range a link carries, and reads a choice back', () => {
    expect(priceLabel(null, 50)).toBe('Under £50');
    expect(priceLabel(40, 60)).toBe('£40 to £60');
    expect(priceLabel(300, null)).toBe('£300 and over');
    expect(priceValue(null, null)).toBe('all');
    expect(parsePriceValue(priceValue(100, 200))).toEqual({ minPrice: 100, maxPrice: 200 });
    expect(parsePriceValue(priceValue(200, null))).toEqual({ minPrice: 200, maxPrice: null });
    expect(parsePriceValue('all')).toEqual({ minPrice: null, maxPrice: null });
  });
});

describe('newest dresses', () => {
  it('puts the newest first and keeps the given order for featured', () => {
    expect(names(newestProducts(all, 2))).toEqual(['Rose Cocktail', 'Sage Midi']);
    expect(names(sortProducts(all, 'featured'))).toEqual(names(all));
  });
});

describe('catalogue date filter', () => {
  const bookable = { from: '2026-11-30', to: '2027-11-28' };

  it('does not filter by a date nobody can book, and says why', () => {
    expect(availableOnProblem('2026-11-29', bookable)).toBe(AVAILABILITY_MESSAGES.tooSoon('2026-11-30'));
    expect(availableOnProblem('2027-11-29', bookable)).toBe(AVAILABILITY_MESSAGES.tooFar('2027-11-28'));
    expect(availableOnProblem('2026-11-30', bookable)).toBeNull();
    expect(availableOnProblem(null, bookable)).toBeNull();
  });
});
