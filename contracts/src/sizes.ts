/** UK dress sizes, the only sizes anywhere in the product (docs/decisions/0009-uk-sizes-and-pounds.md: no XS–XL). */
export const UK_SIZES = ['4', '6', '8', '10', '12', '14', '16', '18', '20', '22'] as const;
export type UkSize = (typeof UK_SIZES)[number];

/** The listing form's checkboxes. */
export const LISTING_SIZES: readonly UkSize[] = ['6', '8', '10', '12', '14', '16', '18', '20'];

/** The catalogue's size filter, after 'All'. */
export const CATALOGUE_SIZE_FILTER: readonly UkSize[] = ['6', '8', '10', '12', '14', '16'];

export function sizeLabel(size: string): string {
  return `${size} UK`;
}

/** Sizes in the order a shopper reads them, whatever order they were saved in. */
export function sortSizes(sizes: readonly string[]): string[] {
  return [...sizes].sort((a, b) => Number(a) - Number(b));
}
