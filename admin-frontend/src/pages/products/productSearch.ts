import { CATEGORIES, labelOf, toPence, type ProductView } from '@dw/contracts';

/** The table's search box matches name, brand or category (slug or label), ignoring case. */
export function matchesSearch(product: ProductView, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [product.name, product.brand ?? '', product.category, labelOf(CATEGORIES, product.category)].some((text) =>
    text.toLowerCase().includes(q),
  );
}

export const byName = (a: ProductView, b: ProductView) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });
export const byPrice = (a: ProductView, b: ProductView) => toPence(a.basePrice) - toPence(b.basePrice);
export const byCreated = (a: ProductView, b: ProductView) => Date.parse(a.createdAt) - Date.parse(b.createdAt);
