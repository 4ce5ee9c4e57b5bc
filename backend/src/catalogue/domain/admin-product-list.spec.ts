import type { ProductView } from '@dw/contracts';
import { adminProductPage, sortedForAdmin } from './admin-product-list';

const product = (id: string, over: Partial<ProductView> = {}): ProductView =>
  ({
    id,
    slug: id,
    name: `Dress ${id}`,
    brand: 'Rixo',
    category: 'party-dress',
    basePrice: '50.00',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...over,
  }) as ProductView;

const products = [
  product('a', { name: 'zinnia Gown', basePrice: '80.00', createdAt: '2026-03-03T10:00:00.000Z' }),
  product('b', { name: 'Aster Dress', brand: 'Ganni', category: 'cocktail-dress', createdAt: '2026-03-01T23:30:00.000Z' }),
  product('c', { name: 'Émeraude Crêpe Midi', category: 'evening-gown', basePrice: '80.00', createdAt: '2026-03-02T10:00:00.000Z' }),
  product('d', { name: 'Bluebell Maxi', brand: null, basePrice: '45.00', createdAt: '2026-03-02T10:00:00.000Z' }),
];
const ids = (list: readonly ProductView[]) => list.map((p) => p.id);

describe('sortedForAdmin', () => {
  it('sorts each way with the id breaking ties in the same direction, names by letters not case or accents', () => {
    expect(ids(sortedForAdmin(products, 'createdAt-desc'))).toEqual(['a', 'd', 'c', 'b']);
    expect(ids(sortedForAdmin(products, 'createdAt-asc'))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(sortedForAdmin(products, 'name-asc'))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(sortedForAdmin(products, 'price-asc'))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(sortedForAdmin(products, 'price-desc'))).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('adminProductPage', () => {
  const sorted = sortedForAdmin(products, 'name-asc');

  it('pages the matches and counts them all', () => {
    expect(adminProductPage(sorted, {}, 0, 3)).toEqual({ items: sorted.slice(0, 3), total: 4 });
    expect(ids(adminProductPage(sorted, {}, 3, 3).items)).toEqual(['a']);
    expect(adminProductPage(sorted, {}, 8, 3)).toEqual({ items: [], total: 4 });
  });

  it('finds a search in the name or brand anywhere, any case or accent, or a category by slug or label', () => {
    expect(ids(adminProductPage(sorted, { search: 'crepe' }, 0, 10).items)).toEqual(['c']);
    expect(ids(adminProductPage(sorted, { search: 'gann' }, 0, 10).items)).toEqual(['b']);
    expect(ids(adminProductPage(sorted, { search: 'evening gown' }, 0, 10).items)).toEqual(['c']);
    expect(ids(adminProductPage(sorted, { search: 'cocktail-' }, 0, 10).items)).toEqual(['b']);
    expect(adminProductPage(sorted, { search: 'velvet' }, 0, 10)).toEqual({ items: [], total: 0 });
  });

  it('keeps the products created from one instant up to (not including) another', () => {
    const day = { createdFrom: new Date('2026-03-02T00:00:00.000Z'), createdBefore: new Date('2026-03-03T00:00:00.000Z') };
    expect(ids(adminProductPage(sorted, day, 0, 10).items)).toEqual(['d', 'c']);
  });
});
