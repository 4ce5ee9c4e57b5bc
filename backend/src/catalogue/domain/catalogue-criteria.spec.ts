import { SEARCH_OPERATOR_MESSAGE } from '@dw/contracts';
import { catalogueCriteria } from './catalogue-criteria';

const TODAY = '2030-01-10';

describe('catalogueCriteria', () => {
  it('fills the defaults: page 1 of 24, featured, no filter', () => {
    expect(catalogueCriteria({}, TODAY)).toEqual({
      criteria: {
        page: 1,
        pageSize: 24,
        sort: 'featured',
        size: null,
        categoryTerms: null,
        occasion: null,
        brand: null,
        minPence: null,
        maxPence: null,
        words: null,
        window: null,
      },
    });
  });

  it('expands a link alias into its categories and occasions', () => {
    const result = catalogueCriteria({ category: 'cocktail' }, TODAY);
    expect('criteria' in result && result.criteria.categoryTerms).toEqual(['cocktail-dress', 'cocktail-party']);
  });

  it('refuses a minimum price above the maximum, naming minPrice', () => {
    expect(catalogueCriteria({ minPrice: '80', maxPrice: '79.99' }, TODAY)).toEqual({
      problem: 'minPrice must not be more than maxPrice.',
    });
    expect(catalogueCriteria({ minPrice: '80', maxPrice: '80.00' }, TODAY)).toHaveProperty('criteria.minPence', 8000);
  });

  it('turns a bookable start date into the hold window of its rental', () => {
    const result = catalogueCriteria({ availableOn: '2030-01-20', duration: '4' }, TODAY);
    expect(result).toHaveProperty('criteria.window', { from: '2030-01-18', to: '2030-01-26' });
  });

  it('refuses a start date in the past, too soon, too far or not on the calendar', () => {
    for (const availableOn of ['2030-01-09', '2030-01-11', '2031-01-11', '2030-02-30']) {
      const result = catalogueCriteria({ availableOn }, TODAY);
      expect('problem' in result && result.problem).toMatch(/^availableOn must be/);
    }
    expect(catalogueCriteria({ availableOn: '2030-01-12' }, TODAY)).toHaveProperty('criteria');
  });

  it('refuses a q written with search operators, naming q; keeps the words of a plain one', () => {
    for (const q of ['"silk" -gown*', '*"-', 'silk OR satin']) {
      expect(catalogueCriteria({ q }, TODAY)).toEqual({ problem: SEARCH_OPERATOR_MESSAGE });
    }
    expect(catalogueCriteria({ q: 'Off-the-shoulder silk' }, TODAY)).toHaveProperty('criteria.words', ['off', 'the', 'shoulder', 'silk']);
    expect(catalogueCriteria({ q: "'" }, TODAY)).toHaveProperty('criteria.words', []);
  });
});
