import { CATALOGUE_FILTERS, CATEGORIES, FacetCount, OCCASIONS, Option, UK_SIZES, sizeLabel } from '@dw/contracts';

/** A count per value as the database grouped it (values with no dress are absent). */
export type GroupedCounts = ReadonlyMap<string, number>;

function facet(options: readonly Option[], counts: GroupedCounts): FacetCount[] {
  return options.map((o) => ({ value: o.slug, label: o.label, count: counts.get(o.slug) ?? 0 }));
}

/**
 * The catalogue's facets: every UK size, garment category and occasion of the taxonomy, in its
 * order, with how many dresses picking it would give (zero included, so the filters never jump).
 */
export function catalogueFacets(counts: {
  sizes: GroupedCounts;
  categories: GroupedCounts;
  occasions: GroupedCounts;
  filters: GroupedCounts;
}): {
  sizes: FacetCount[];
  categories: FacetCount[];
  occasions: FacetCount[];
  filters: FacetCount[];
} {
  return {
    sizes: facet(
      UK_SIZES.map((s) => ({ slug: s, label: sizeLabel(s) })),
      counts.sizes,
    ),
    categories: facet(CATEGORIES, counts.categories),
    occasions: facet(OCCASIONS, counts.occasions),
    filters: facet(CATALOGUE_FILTERS, counts.filters),
  };
}

/** The most units of one size a set of holds takes on any day, per product and size. */
export interface PeakHold {
  productId: string;
  size: string;
  peak: number;
}

/**
 * For each size, the products with no unit of it free for the whole window: the holds' peak
 * leaves none of the product's units (`unitsOf`) for one more rental.
 */
export function fullProductsBySize(
  peaks: readonly PeakHold[],
  unitsOf: (productId: string, size: string) => number,
): Map<string, string[]> {
  const full = new Map<string, string[]>();
  for (const { productId, size, peak } of peaks) {
    if (peak + 1 <= unitsOf(productId, size)) continue;
    const ids = full.get(size);
    if (ids) ids.push(productId);
    else full.set(size, [productId]);
  }
  return full;
}
