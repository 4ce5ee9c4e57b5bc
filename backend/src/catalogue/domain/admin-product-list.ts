import { CATEGORIES, ProductListSort, ProductView, toPence } from '@dw/contracts';

/** What the back office's product list filters by (the admin lists' common window). */
export interface AdminProductFilter {
  /** Inclusive. */
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  /** Trimmed and lower-cased. */
  search?: string;
}

/** Lower case with accents dropped: "Crêpe" is found by "crepe", as MariaDB's collation finds it. */
export const folded = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The catalogue in the order of `sort`, ties broken by the id in the same direction (so pages never
 * overlap or skip). Names compare folded, so letter case and accents do not decide the order.
 */
export function sortedForAdmin(products: readonly ProductView[], sort: ProductListSort): ProductView[] {
  const id = (a: ProductView, b: ProductView) => byText(a.id, b.id);
  const compare: Record<ProductListSort, (a: ProductView, b: ProductView) => number> = {
    'createdAt-desc': (a, b) => byText(b.createdAt, a.createdAt) || id(b, a),
    'createdAt-asc': (a, b) => byText(a.createdAt, b.createdAt) || id(a, b),
    'name-asc': (a, b) => byText(folded(a.name), folded(b.name)) || id(a, b),
    'price-asc': (a, b) => toPence(a.basePrice) - toPence(b.basePrice) || id(a, b),
    'price-desc': (a, b) => toPence(b.basePrice) - toPence(a.basePrice) || id(b, a),
  };
  return [...products].sort(compare[sort]);
}

/**
 * One page of `sorted` (sortedForAdmin) and how many match: a search finds its text anywhere in the
 * name or the brand, or a category whose slug or label holds it ('evening gown').
 */
export function adminProductPage(
  sorted: readonly ProductView[],
  filter: AdminProductFilter,
  offset: number,
  pageSize: number,
): { items: ProductView[]; total: number } {
  const from = filter.createdFrom?.getTime();
  const before = filter.createdBefore?.getTime();
  const search = filter.search ? folded(filter.search) : null;
  const categories = search
    ? new Set<string>(CATEGORIES.filter((c) => c.slug.includes(search) || folded(c.label).includes(search)).map((c) => c.slug))
    : null;
  const items: ProductView[] = [];
  let total = 0;
  for (const p of sorted) {
    if (from !== undefined || before !== undefined) {
      const at = Date.parse(p.createdAt);
      if ((from !== undefined && at < from) || (before !== undefined && at >= before)) continue;
    }
    if (search !== null && !folded(p.name).includes(search) && !folded(p.brand ?? '').includes(search) && !categories?.has(p.category)) {
      continue;
    }
    if (total >= offset && items.length < pageSize) items.push(p);
    total++;
  }
  return { items, total };
}
