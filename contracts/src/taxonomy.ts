/**
 * One taxonomy for every screen and for validation (docs/decisions/0008-taxonomy.md). A product has one garment
 * category and any number of occasions; catalogue filters match either.
 */
export interface Option<S extends string = string> {
  readonly slug: S;
  readonly label: string;
}

export const CATEGORIES = [
  { slug: 'evening-gown', label: 'Evening Gown' },
  { slug: 'cocktail-dress', label: 'Cocktail Dress' },
  { slug: 'party-dress', label: 'Party Dress' },
  { slug: 'wedding-guest-dress', label: 'Wedding Guest Dress' },
  { slug: 'formal-suit', label: 'Formal Suit' },
  { slug: 'midi-dress', label: 'Midi Dress' },
  { slug: 'maxi-dress', label: 'Maxi Dress' },
  { slug: 'little-black-dress', label: 'Little Black Dress' },
  { slug: 'prom-dress', label: 'Prom Dress' },
  { slug: 'bridal-dress', label: 'Bridal Dress' },
] as const satisfies readonly Option[];
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS: readonly CategorySlug[] = CATEGORIES.map((c) => c.slug);

/** The listing form offers the first eight; prom and bridal are back-office only. */
export const LISTING_CATEGORIES = CATEGORIES.slice(0, 8);

export const OCCASIONS = [
  { slug: 'wedding-guest', label: 'Wedding Guest' },
  { slug: 'formal-event', label: 'Formal Event' },
  { slug: 'cocktail-party', label: 'Cocktail Party' },
  { slug: 'gala-awards', label: 'Gala/Awards' },
  { slug: 'date-night', label: 'Date Night' },
  { slug: 'work-event', label: 'Work Event' },
  { slug: 'holiday-party', label: 'Holiday Party' },
  { slug: 'other-special-occasion', label: 'Other Special Occasion' },
  { slug: 'black-tie', label: 'Black Tie' },
  { slug: 'white-tie', label: 'White Tie' },
  { slug: 'mother-of-the-bride', label: 'Mother of the Bride' },
] as const satisfies readonly Option[];
export type OccasionSlug = (typeof OCCASIONS)[number]['slug'];
export const OCCASION_SLUGS: readonly OccasionSlug[] = OCCASIONS.map((o) => o.slug);

/** The listing form's 'Best For' list: the first eight occasions. */
export const LISTING_OCCASIONS = OCCASIONS.slice(0, 8);

export const CONDITIONS = [
  { slug: 'brand-new', label: 'Brand New (never worn)' },
  { slug: 'excellent', label: 'Excellent (worn once)' },
  { slug: 'very-good', label: 'Very Good (worn 2-3 times)' },
  { slug: 'good', label: 'Good (worn more than 3 times)' },
] as const satisfies readonly Option[];
export type ConditionSlug = (typeof CONDITIONS)[number]['slug'];
export const CONDITION_SLUGS: readonly ConditionSlug[] = CONDITIONS.map((c) => c.slug);

/** The catalogue's buttons: All plus seven categories and occasions. */
export const CATALOGUE_FILTERS = [
  { slug: 'all', label: 'All' },
  { slug: 'evening-gown', label: 'Evening Gown' },
  { slug: 'cocktail', label: 'Cocktail' },
  { slug: 'mother-of-the-bride', label: 'Mother of the Bride' },
  { slug: 'prom-dress', label: 'Prom Dresses' },
  { slug: 'black-tie', label: 'Black Tie' },
  { slug: 'white-tie', label: 'White Tie' },
  { slug: 'bridal-dress', label: 'Bridal Dresses' },
] as const satisfies readonly Option[];

/**
 * Link values the site uses (footer, home tiles) and the catalogue buttons, each mapped to the
 * categories and occasions it stands for.
 */
const FILTER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'evening-gown': ['evening-gown'],
  'wedding-guest': ['wedding-guest', 'wedding-guest-dress'],
  'mother-of-bride': ['mother-of-the-bride'],
  formal: ['formal-event', 'black-tie', 'white-tie', 'formal-suit', 'evening-gown'],
  wedding: ['wedding-guest', 'wedding-guest-dress', 'bridal-dress', 'mother-of-the-bride'],
  cocktail: ['cocktail-dress', 'cocktail-party'],
  party: ['party-dress', 'holiday-party', 'cocktail-party'],
  prom: ['prom-dress'],
  'prom-dresses': ['prom-dress'],
  bridal: ['bridal-dress'],
  'bridal-dresses': ['bridal-dress'],
};

/** 'Evening Gown', 'evening gown' and 'evening-gown' are the same filter. */
export function normaliseFilter(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The category and occasion slugs a filter value stands for; 'all' or blank means no filter. */
export function filterTerms(value: string | null | undefined): readonly string[] | null {
  if (!value) return null;
  const key = normaliseFilter(value);
  if (key === '' || key === 'all') return null;
  return FILTER_ALIASES[key] ?? [key];
}

export function matchesFilter(
  product: { category: string; occasions?: readonly string[] | null },
  value: string | null | undefined,
): boolean {
  const terms = filterTerms(value);
  if (!terms) return true;
  const own = [product.category, ...(product.occasions ?? [])].map(normaliseFilter);
  return own.some((slug) => terms.includes(slug));
}

export function labelOf(options: readonly Option[], slug: string | null | undefined): string {
  if (!slug) return '';
  return options.find((o) => o.slug === slug)?.label ?? slug;
}
