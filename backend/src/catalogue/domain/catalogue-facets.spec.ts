import { CATALOGUE_FILTERS, CATEGORIES, OCCASIONS, UK_SIZES } from '@dw/contracts';
import { catalogueFacets, fullProductsBySize } from './catalogue-facets';

describe('catalogueFacets', () => {
  it('lists every size, category and occasion in taxonomy order, zero where none', () => {
    const facets = catalogueFacets({
      sizes: new Map([['10', 3]]),
      categories: new Map([['midi-dress', 2]]),
      occasions: new Map([['black-tie', 1]]),
      filters: new Map([
        ['all', 4],
        ['black-tie', 1],
      ]),
    });
    expect(facets.sizes.map((f) => f.value)).toEqual([...UK_SIZES]);
    expect(facets.sizes.find((f) => f.value === '10')).toEqual({ value: '10', label: '10 UK', count: 3 });
    expect(facets.sizes.find((f) => f.value === '12')?.count).toBe(0);
    expect(facets.categories).toHaveLength(CATEGORIES.length);
    expect(facets.categories.find((f) => f.value === 'midi-dress')).toEqual({ value: 'midi-dress', label: 'Midi Dress', count: 2 });
    expect(facets.occasions).toHaveLength(OCCASIONS.length);
    expect(facets.occasions.find((f) => f.value === 'black-tie')?.count).toBe(1);
    expect(facets.filters.map((f) => [f.value, f.count])).toEqual(
      CATALOGUE_FILTERS.map((f) => [f.slug, { all: 4, 'black-tie': 1 }[f.slug as 'all'] ?? 0]),
    );
  });

  it('ignores grouped values outside the taxonomy', () => {
    expect(
      catalogueFacets({ sizes: new Map([['99', 4]]), categories: new Map(), occasions: new Map(), filters: new Map() }).sizes.every(
        (f) => f.count === 0,
      ),
    ).toBe(true);
  });
});

describe('fullProductsBySize', () => {
  it('marks a size full when the peak leaves no unit for one more rental', () => {
    const units = (id: string) => (id === 'house' ? 3 : 1);
    const full = fullProductsBySize(
      [
        { productId: 'lender', size: '10', peak: 1 },
        { productId: 'house', size: '10', peak: 2 },
        { productId: 'house', size: '12', peak: 3 },
      ],
      units,
    );
    expect(Object.fromEntries(full)).toEqual({ '10': ['lender'], '12': ['house'] });
  });
});
