import { AVAILABILITY_MESSAGES, CATALOGUE_FILTERS } from '@dw/contracts';
import {
  applyCatalogueQuery,
  availableOnProblem,
  availableProductsArgs,
  buttonFor,
  categoryLabel,
  filterProducts,
  newestProducts,
  readCatalogueQuery,
  sortProducts,
  writeCatalogueQuery,
} from './catalogueQuery';

const product = (name: string, category: string, occasions: string[], basePrice: string, sizes: string[], createdAt: string) => ({
  name,
  category,
  occasions,
  basePrice,
  availableSizes: sizes,
  createdAt,
});

const gown = product('Midnight Gown', 'evening-gown', ['black-tie', 'formal-event'], '89.00', ['8', '10', '12'], '2026-01-05T10:00:00Z');
const cocktail = product('Rose Cocktail', 'cocktail-dress', ['cocktail-party'], '45.00', ['6', '8'], '2026-03-01T10:00:00Z');
const guest = product(
  'Sage Midi',
  'midi-dress',
  ['wedding-guest', 'mother-of-the-bride'],
  '55.50',
  ['12', '14', '16'],
  '2026-02-10T10:00:00Z',
);
const prom = product('Starlight Prom', 'prom-dress', [], '65.00', ['6', '10'], '2025-12-24T10:00:00Z');
const all = [gown, cocktail, guest, prom];

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('catalogue filters', () => {
  it('shows everything for All', () => {
    expect(filterProducts(all, { category: 'all', size: 'all' })).toHaveLength(4);
  });

  it('matches a category button against the category or the occasions', () => {
    expect(names(filterProducts(all, { category: 'evening-gown', size: 'all' }))).toEqual(['Midnight Gown']);
    expect(names(filterProducts(all, { category: 'black-tie', size: 'all' }))).toEqual(['Midnight Gown']);
    expect(names(filterProducts(all, { category: 'mother-of-the-bride', size: 'all' }))).toEqual(['Sage Midi']);
    expect(names(filterProducts(all, { category: 'prom-dress', size: 'all' }))).toEqual(['Starlight Prom']);
  });

  it('understands the link aliases of the footer and the home tiles', () => {
    const by = (category: string) => names(filterProducts(all, { category, size: 'all' }));
    expect(by('mother-of-bride')).toEqual(['Sage Midi']);
    expect(by('wedding-guest')).toEqual(['Sage Midi']);
    expect(by('wedding')).toEqual(['Sage Midi']);
    expect(by('formal')).toEqual(['Midnight Gown']);
    expect(by('cocktail')).toEqual(['Rose Cocktail']);
    expect(by('party')).toEqual(['Rose Cocktail']);
  });

  it('keeps only dresses offered in the chosen size, together with the category', () => {
    expect(names(filterProducts(all, { category: 'all', size: '6' }))).toEqual(['Rose Cocktail', 'Starlight Prom']);
    expect(names(filterProducts(all, { category: 'all', size: '14' }))).toEqual(['Sage Midi']);
    expect(filterProducts(all, { category: 'evening-gown', size: '6' })).toEqual([]);
  });

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
    expect(buttonFor('formal')).toBeNull();
  });
});

describe('catalogue sorts', () => {
  it('keeps the server order by default', () => {
    expect(names(sortProducts(all, 'featured'))).toEqual(names(all));
  });

  it('sorts by price in pence, both ways', () => {
    expect(names(sortProducts(all, 'price-asc'))).toEqual(['Rose Cocktail', 'Sage Midi', 'Starlight Prom', 'Midnight Gown']);
    expect(names(sortProducts(all, 'price-desc'))).toEqual(['Midnight Gown', 'Starlight Prom', 'Sage Midi', 'Rose Cocktail']);
  });

  it('puts the newest first', () => {
    expect(names(sortProducts(all, 'newest'))).toEqual(['Rose Cocktail', 'Sage Midi', 'Midnight Gown', 'Starlight Prom']);
    expect(names(newestProducts(all, 2))).toEqual(['Rose Cocktail', 'Sage Midi']);
  });

  it('filters then sorts without touching the input', () => {
    const before = names(all);
    expect(names(applyCatalogueQuery(all, { category: 'all', size: '10', sort: 'price-desc', availableOn: null }))).toEqual([
      'Midnight Gown',
      'Starlight Prom',
    ]);
    expect(names(all)).toEqual(before);
  });
});

describe('catalogue URL', () => {
  it('reads the choice from the query string and ignores what it does not offer', () => {
    expect(readCatalogueQuery(new URLSearchParams('category=Evening%20Gown&size=10&sort=newest&availableOn=2026-12-05'))).toEqual({
      category: 'evening-gown',
      size: '10',
      sort: 'newest',
      availableOn: '2026-12-05',
    });
    expect(readCatalogueQuery(new URLSearchParams('category=all&size=3&sort=cheapest&availableOn=2026-02-30'))).toEqual({
      category: 'all',
      size: 'all',
      sort: 'featured',
      availableOn: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCatalogueQuery({ category: 'all', size: 'all', sort: 'featured', availableOn: null })).toBe('');
    expect(writeCatalogueQuery({ category: 'black-tie', size: '8', sort: 'price-asc', availableOn: '2026-12-05' })).toBe(
      'category=black-tie&size=8&availableOn=2026-12-05&sort=price-asc',
    );
  });
});

describe('catalogue date filter', () => {
  const bookable = { from: '2026-11-30', to: '2027-11-28' };
  const query = { category: 'all', size: 'all', sort: 'featured' as const, availableOn: '2026-12-05' };

  it('asks the server for 2-day rentals from the date, with the size only when one is chosen', () => {
    expect(availableProductsArgs(query, bookable)).toEqual({ availableOn: '2026-12-05', duration: 2 });
    expect(availableProductsArgs({ ...query, size: '10' }, bookable)).toEqual({ availableOn: '2026-12-05', duration: 2, size: '10' });
    expect(availableProductsArgs({ ...query, availableOn: null }, bookable)).toBeNull();
  });

  it('does not filter by a date nobody can book, and says why', () => {
    expect(availableOnProblem('2026-11-29', bookable)).toBe(AVAILABILITY_MESSAGES.tooSoon('2026-11-30'));
    expect(availableOnProblem('2027-11-29', bookable)).toBe(AVAILABILITY_MESSAGES.tooFar('2027-11-28'));
    expect(availableOnProblem('2026-11-30', bookable)).toBeNull();
    expect(availableOnProblem(null, bookable)).toBeNull();
    expect(availableProductsArgs({ ...query, availableOn: '2026-11-29' }, bookable)).toBeNull();
  });
});
