import {
  AVAILABILITY_MESSAGES,
  CATALOGUE_FILTERS,
  CATALOGUE_SIZE_FILTER,
  CATALOGUE_SORTS,
  CATEGORIES,
  OCCASIONS,
  type CatalogueSort,
  type DayRange,
  type RentalDuration,
  filterTerms,
  isIsoDate,
  matchesFilter,
  normaliseFilter,
  toPence,
} from '@dw/contracts';

export interface CatalogueProduct {
  name: string;
  category: string;
  occasions?: readonly string[] | null;
  basePrice: string;
  availableSizes: readonly string[];
  createdAt: string;
}

/** What the shopper chose; 'all' means no filter. Lives in the URL so links and Back keep it. */
export interface CatalogueQuery {
  category: string;
  size: string;
  sort: CatalogueSort;
  /** 'Available on': a rental start date, or null for any date. */
  availableOn: string | null;
}

export const ALL = 'all';

function isSort(value: string | null): value is CatalogueSort {
  return CATALOGUE_SORTS.some((s) => s.slug === value);
}

/** Reads ?category=&size=&availableOn=&sort=, ignoring values the catalogue does not offer. */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const category = params.get('category');
  const size = params.get('size');
  const sort = params.get('sort');
  const availableOn = params.get('availableOn');
  return {
    category: filterTerms(category) ? normaliseFilter(category as string) : ALL,
    size: size && (CATALOGUE_SIZE_FILTER as readonly string[]).includes(size) ? size : ALL,
    sort: isSort(sort) ? sort : 'featured',
    availableOn: availableOn && isIsoDate(availableOn) ? availableOn : null,
  };
}

/** The query string for a choice, leaving defaults out so URLs stay short. */
export function writeCatalogueQuery(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.category !== ALL) params.set('category', query.category);
  if (query.size !== ALL) params.set('size', query.size);
  if (query.availableOn) params.set('availableOn', query.availableOn);
  if (query.sort !== 'featured') params.set('sort', query.sort);
  return params.toString();
}

/** The catalogue's date filter is for the default rental: a dress free for 2 days from that date. */
export const AVAILABLE_ON_DURATION: RentalDuration = 2;

/** What GET /api/products?availableOn=… is asked: the chosen size too, so a dress free in another size is left out. */
export interface AvailableProductsArgs {
  availableOn: string;
  duration: RentalDuration;
  size?: string;
}

/** Why the chosen date cannot filter (before the earliest start or past the horizon), or null. */
export function availableOnProblem(availableOn: string | null, bookable: DayRange): string | null {
  if (availableOn === null) return null;
  if (availableOn < bookable.from) return AVAILABILITY_MESSAGES.tooSoon(bookable.from);
  if (availableOn > bookable.to) return AVAILABILITY_MESSAGES.tooFar(bookable.to);
  return null;
}

/** The availability request for a query, or null when the list is the whole catalogue. */
export function availableProductsArgs(query: CatalogueQuery, bookable: DayRange): AvailableProductsArgs | null {
  if (query.availableOn === null || availableOnProblem(query.availableOn, bookable)) return null;
  const args: AvailableProductsArgs = { availableOn: query.availableOn, duration: AVAILABLE_ON_DURATION };
  if (query.size !== ALL) args.size = query.size;
  return args;
}

export function filterProducts<P extends CatalogueProduct>(products: readonly P[], query: Pick<CatalogueQuery, 'category' | 'size'>): P[] {
  return products.filter((p) => matchesFilter(p, query.category) && (query.size === ALL || p.availableSizes.includes(query.size)));
}

const byPrice = (a: CatalogueProduct, b: CatalogueProduct) => toPence(a.basePrice) - toPence(b.basePrice);
const byNewest = (a: CatalogueProduct, b: CatalogueProduct) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Sorted copy; 'featured' keeps the server's order (its featured order). Ties keep that order too. */
export function sortProducts<P extends CatalogueProduct>(products: readonly P[], sort: CatalogueSort): P[] {
  const copy = [...products];
  switch (sort) {
    case 'price-asc':
      return copy.sort(byPrice);
    case 'price-desc':
      return copy.sort((a, b) => byPrice(b, a));
    case 'newest':
      return copy.sort(byNewest);
    default:
      return copy;
  }
}

export function applyCatalogueQuery<P extends CatalogueProduct>(products: readonly P[], query: CatalogueQuery): P[] {
  return sortProducts(filterProducts(products, query), query.sort);
}

/** The newest `count` products, for the home page grid. */
export function newestProducts<P extends CatalogueProduct>(products: readonly P[], count: number): P[] {
  return sortProducts(products, 'newest').slice(0, count);
}

/**
 * The button a category value lights up. Link values that are not buttons (?category=formal,
 * wedding-guest...) get a label of their own, so the shopper sees what the list is filtered by.
 */
export function categoryLabel(value: string): string {
  const known = [...CATALOGUE_FILTERS, ...OCCASIONS, ...CATEGORIES].find((o) => o.slug === value);
  if (known) return known.label;
  return value
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The category button a value is equivalent to ('mother-of-bride' → 'mother-of-the-bride'), or null. */
export function buttonFor(value: string): string | null {
  const terms = filterTerms(value);
  const key = terms ? [...terms].sort().join() : '';
  const match = CATALOGUE_FILTERS.find((f) => [...(filterTerms(f.slug) ?? [])].sort().join() === key);
  return match ? match.slug : null;
}
