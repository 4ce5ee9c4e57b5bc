import { CATALOGUE_FILTERS, CATEGORY_SLUGS, OCCASION_SLUGS, filterTerms, matchesFilter } from './taxonomy';

describe('taxonomy', () => {
  const gown = { category: 'evening-gown', occasions: ['black-tie', 'formal-event'] };
  const guest = { category: 'midi-dress', occasions: ['wedding-guest', 'mother-of-the-bride'] };

  it('matches a filter against the category or any occasion, ignoring case and spaces', () => {
    expect(matchesFilter(gown, 'Evening Gown')).toBe(true);
    expect(matchesFilter(gown, 'BLACK-TIE')).toBe(true);
    expect(matchesFilter(guest, 'evening-gown')).toBe(false);
    expect(matchesFilter(guest, 'mother of the bride')).toBe(true);
  });

  it("understands the spec's link values as aliases", () => {
    expect(matchesFilter(guest, 'mother-of-bride')).toBe(true);
    expect(matchesFilter(guest, 'wedding')).toBe(true);
    expect(matchesFilter(gown, 'formal')).toBe(true);
    expect(matchesFilter({ category: 'cocktail-dress', occasions: [] }, 'cocktail')).toBe(true);
    expect(matchesFilter({ category: 'party-dress', occasions: [] }, 'party')).toBe(true);
  });

  it('treats all, blank and missing as no filter', () => {
    expect(filterTerms('all')).toBeNull();
    expect(filterTerms('')).toBeNull();
    expect(filterTerms(undefined)).toBeNull();
    expect(matchesFilter(gown, 'All')).toBe(true);
  });

  it('offers catalogue buttons that each name a category or occasion', () => {
    const known = new Set<string>([...CATEGORY_SLUGS, ...OCCASION_SLUGS]);
    for (const button of CATALOGUE_FILTERS.filter((f) => f.slug !== 'all')) {
      const terms = filterTerms(button.slug) ?? [];
      expect(terms.length).toBeGreaterThan(0);
      for (const t of terms) expect(known.has(t)).toBe(true);
    }
  });
});
