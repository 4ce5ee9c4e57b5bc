import { queryCatalogue } from './catalogue-query';

const p = (name: string, category: string, occasions: string[], sizes: string[], price: string, createdAt: string) => ({
  name,
  category,
  occasions,
  availableSizes: sizes,
  basePrice: price,
  createdAt,
});

describe('queryCatalogue', () => {
  const gown = p('gown', 'evening-gown', ['black-tie'], ['8', '10'], '89.00', '2027-01-03T00:00:00.000Z');
  const midi = p('midi', 'midi-dress', ['wedding-guest'], ['10', '14'], '45.00', '2027-01-01T00:00:00.000Z');
  const prom = p('prom', 'prom-dress', [], ['6'], '60.50', '2027-01-02T00:00:00.000Z');
  const all = [gown, midi, prom];

  it('keeps the given order without a sort', () => {
    expect(queryCatalogue(all, {}).map((x) => x.name)).toEqual(['gown', 'midi', 'prom']);
  });

  it('filters by category or occasion, aliases included', () => {
    expect(queryCatalogue(all, { category: 'Black Tie' }).map((x) => x.name)).toEqual(['gown']);
    expect(queryCatalogue(all, { category: 'wedding-guest' }).map((x) => x.name)).toEqual(['midi']);
    expect(queryCatalogue(all, { category: 'all' })).toHaveLength(3);
  });

  it('filters by size', () => {
    expect(queryCatalogue(all, { size: '10' }).map((x) => x.name)).toEqual(['gown', 'midi']);
    expect(queryCatalogue(all, { size: 'all' })).toHaveLength(3);
  });

  it('sorts by price both ways and by newest', () => {
    expect(queryCatalogue(all, { sort: 'price-asc' }).map((x) => x.name)).toEqual(['midi', 'prom', 'gown']);
    expect(queryCatalogue(all, { sort: 'price-desc' }).map((x) => x.name)).toEqual(['gown', 'prom', 'midi']);
    expect(queryCatalogue(all, { sort: 'newest' }).map((x) => x.name)).toEqual(['gown', 'prom', 'midi']);
  });

  it('does not reorder the caller’s array', () => {
    queryCatalogue(all, { sort: 'price-asc' });
    expect(all.map((x) => x.name)).toEqual(['gown', 'midi', 'prom']);
  });
});
