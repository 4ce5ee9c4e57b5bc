import {
  AVAILABILITY_MESSAGES,
  CATALOGUE_FILTERS,
  CATEGORIES,
  OCCASIONS,
  type CatalogueSort,
  type CatalogueUrlState,
  type DayRange,
  filterTerms,
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

/** What the shopper chose; it lives in the URL (contracts' catalogue-url.ts) so links and Back keep it. */
export type CatalogueQuery = CatalogueUrlState;

/** The value of a select's "no filter" option. */
export const ALL = 'all';

/** Why the chosen date cannot filter (before the earliest start or past the horizon), or null. */
export function availableOnProblem(availableOn: string | null, bookable: DayRange): string | null {
  if (availableOn === null) return null;
  if (availableOn < bookable.from) return AVAILABILITY_MESSAGES.tooSoon(bookable.from);
  if (availableOn > bookable.to) return AVAILABILITY_MESSAGES.tooFar(bookable.to);
  return null;
}

/** The price bands the Price filter offers, in whole pounds. */
export const PRICE_BANDS = [
  { label: 'Under £50', min: null, max: 50 },
  { label: '£50 to £100', min: 50, max: 100 },
  { label: '£100 to £200', min: 100, max: 200 },
  { label: '£200 and over', min: 200, max: null },
] as const;

/** The Price select's value for a range: 'min-max', either side empty. */
export function priceValue(min: number | null, max: number | null): string {
  return min === null && max === null ? ALL : `${min ?? ''}-${max ?? ''}`;
}

export function priceLabel(min: number | null, max: number | null): string {
  const band = PRICE_BANDS.find((b) => b.min === min && b.max === max);
  if (band) return band.label;
  if (min !== null && max !== null) return `£${min} to £${max}`;
  return min !== null ? `£${min} and over` : `Up to £${max}`;
}

export function parsePriceValue(value: string): { minPrice: number | null; maxPrice: number | null } {
  const [min = '', max = ''] = value === ALL ? [] : value.split('-');
  return { minPrice: min === '' ? null : Number(min), maxPrice: max === '' ? null : Number(max) };
}

/** True when any filter narrows the list (the sort and page do not). */
export function isFiltered(query: CatalogueQuery): boolean {
  return Boolean(
    query.category ||
    query.size ||
    query.occasion ||
    query.brand ||
    query.q ||
    query.availableOn ||
    query.minPrice !== null ||
    query.maxPrice !== null,
  );
}

const byPrice = (a: CatalogueProduct, b: CatalogueProduct) => toPence(a.basePrice) - toPence(b.basePrice);
const byNewest = (a: CatalogueProduct, b: CatalogueProduct) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Sorted copy; 'featured' keeps the server's order. Ties keep that order too. */
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

/** Every filter off (sort kept): what "Clear filters" chooses. */
export const EMPTY_FILTERS: Partial<CatalogueQuery> = {
  category: null,
  size: null,
  occasion: null,
  brand: null,
  q: null,
  minPrice: null,
  maxPrice: null,
  availableOn: null,
  duration: 2,
};
