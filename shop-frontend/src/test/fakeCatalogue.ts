import {
  type CataloguePage,
  type FacetCount,
  OCCASIONS,
  CATALOGUE_FILTERS,
  CATEGORIES,
  type ProductView,
  UK_SIZES,
  matchesFilter,
  toPence,
} from '@dw/contracts';
import type { RecordedRequest } from './fakeApi';

/**
 * GET /api/catalogue over a list of products, by brute force: the filters, sorts, pages and facet
 * counts the API answers with, so page tests can check what a shopper sees for a request.
 */
export function fakeCatalogue(products: readonly ProductView[]) {
  return ({ query }: RecordedRequest): { body: CataloguePage } => {
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.pageSize ?? '24');
    const q = query.q?.toLowerCase();
    const keep = (p: ProductView, ignore?: 'size' | 'category' | 'occasion') =>
      (ignore === 'size' || !query.size || p.availableSizes.includes(query.size)) &&
      (ignore === 'category' || matchesFilter(p, query.category)) &&
      (ignore === 'occasion' || !query.occasion || p.occasions.includes(query.occasion)) &&
      (!q || `${p.name} ${p.brand ?? ''} ${p.description}`.toLowerCase().includes(q)) &&
      (!query.minPrice || toPence(p.basePrice) >= Number(query.minPrice) * 100) &&
      (!query.maxPrice || toPence(p.basePrice) <= Number(query.maxPrice) * 100);
    const matching = products.filter((p) => keep(p));
    if (query.sort === 'price-asc') matching.sort((a, b) => toPence(a.basePrice) - toPence(b.basePrice));
    if (query.sort === 'price-desc') matching.sort((a, b) => toPence(b.basePrice) - toPence(a.basePrice));
    if (query.sort === 'newest') matching.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const count =
      (ignore: 'size' | 'category' | 'occasion', has: (p: ProductView, value: string) => boolean) =>
      (options: readonly { value: string; label: string }[]): FacetCount[] =>
        options.map((o) => ({ ...o, count: products.filter((p) => keep(p, ignore) && has(p, o.value)).length }));
    const items = matching
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ description: _d, stock: _s, rentalPrices: _r, ...card }) => card);
    return {
      body: {
        items,
        total: matching.length,
        page,
        pageSize,
        facets: {
          sizes: count('size', (p, v) => p.availableSizes.includes(v))(UK_SIZES.map((s) => ({ value: s, label: `${s} UK` }))),
          categories: count('category', (p, v) => p.category === v)(CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))),
          occasions: count('occasion', (p, v) => p.occasions.includes(v))(OCCASIONS.map((o) => ({ value: o.slug, label: o.label }))),
          filters: count('category', (p, v) => matchesFilter(p, v))(CATALOGUE_FILTERS.map((f) => ({ value: f.slug, label: f.label }))),
        },
      },
    };
  };
}

/** The answer fakeCatalogue gives to one request, e.g. to write into a page's data. */
export function catalogueAnswer(products: readonly ProductView[], query: Record<string, string>): CataloguePage {
  return fakeCatalogue(products)({ method: 'GET', path: '/api/catalogue', params: {}, query, headers: {}, body: undefined }).body;
}
