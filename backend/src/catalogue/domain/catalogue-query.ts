import { CatalogueSort, matchesFilter, toPence } from '@dw/contracts';

export interface Listable {
  category: string;
  occasions: readonly string[];
  availableSizes: readonly string[];
  basePrice: string;
  createdAt: string;
}

export interface CatalogueQuery {
  category?: string;
  size?: string;
  /** 'default' is the old name of 'featured'. */
  sort?: CatalogueSort | 'default';
}

/** The catalogue's filter and sort (docs/decisions/0008-taxonomy.md), the same rules the storefront applies. */
export function queryCatalogue<T extends Listable>(products: readonly T[], query: CatalogueQuery): T[] {
  const filtered = products.filter(
    (p) => matchesFilter(p, query.category) && (!query.size || query.size === 'all' || p.availableSizes.includes(query.size)),
  );
  switch (query.sort) {
    case 'price-asc':
      return filtered.sort((a, b) => toPence(a.basePrice) - toPence(b.basePrice));
    case 'price-desc':
      return filtered.sort((a, b) => toPence(b.basePrice) - toPence(a.basePrice));
    case 'newest':
      return filtered.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    default:
      return filtered;
  }
}
