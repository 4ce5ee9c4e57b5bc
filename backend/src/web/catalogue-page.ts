import {
  CATEGORIES,
  type CatalogueRequest,
  type CatalogueResponse,
  type FacetCount,
  OCCASIONS,
  type ProductCardView,
  type ProductView,
  UK_SIZES,
  matchesFilter,
  sizeLabel,
  toPence,
} from '@dw/contracts';
import { queryCatalogue } from '../catalog/products.service';

/** The catalogue's URLs: their first screen is the first page of GET /api/catalogue for the URL's filters. */
export const CATALOGUE_PAGES: ReadonlySet<string> = new Set(['/all-dresses', '/catalog']);

type Facet = 'size' | 'category' | 'occasion';

function card({ description: _description, stock: _stock, ...rest }: ProductView): ProductCardView {
  return rest;
}

/**
 * STAND-IN until the catalog module's GET /api/catalogue service is merged (branch scale-api): the
 * same answer computed over the cached full list, without bookings (a request with `availableOn`
 * gives null, and the page fetches that answer itself). WebService.cataloguePage() switches to the
 * catalog service in one line; this file then goes.
 */
export function catalogueFromList(products: readonly ProductView[], request: CatalogueRequest): CatalogueResponse | null {
  if (request.availableOn) return null;
  const page = Number(request.page ?? '1');
  const pageSize = Number(request.pageSize ?? '24');
  const words = (request.q ?? '').toLowerCase().split(' ').filter(Boolean);
  const keep = (p: ProductView, ignore?: Facet) =>
    (ignore === 'size' || !request.size || p.availableSizes.includes(request.size)) &&
    (ignore === 'category' || matchesFilter(p, request.category)) &&
    (ignore === 'occasion' || !request.occasion || p.occasions.includes(request.occasion)) &&
    (!request.brand || (p.brand ?? '').toLowerCase() === request.brand.toLowerCase()) &&
    (!request.minPrice || toPence(p.basePrice) >= Number(request.minPrice) * 100) &&
    (!request.maxPrice || toPence(p.basePrice) <= Number(request.maxPrice) * 100) &&
    words.every((w) => `${p.name} ${p.brand ?? ''} ${p.description}`.toLowerCase().includes(w));
  const sort = request.sort === 'price-asc' || request.sort === 'price-desc' || request.sort === 'newest' ? request.sort : undefined;
  const matching = queryCatalogue(
    products.filter((p) => keep(p)),
    { sort },
  );
  const counts = (ignore: Facet, options: readonly { value: string; label: string }[], has: (p: ProductView, value: string) => boolean) => {
    const pool = products.filter((p) => keep(p, ignore));
    return options.map((o): FacetCount => ({ ...o, count: pool.filter((p) => has(p, o.value)).length }));
  };
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize).map(card),
    total: matching.length,
    page,
    pageSize,
    facets: {
      sizes: counts(
        'size',
        UK_SIZES.map((s) => ({ value: s, label: sizeLabel(s) })),
        (p, v) => p.availableSizes.includes(v),
      ),
      categories: counts(
        'category',
        CATEGORIES.map((c) => ({ value: c.slug, label: c.label })),
        (p, v) => p.category === v,
      ),
      occasions: counts(
        'occasion',
        OCCASIONS.map((o) => ({ value: o.slug, label: o.label })),
        (p, v) => p.occasions.includes(v),
      ),
    },
  };
}
