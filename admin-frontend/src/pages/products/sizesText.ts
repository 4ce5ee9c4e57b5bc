import { sortSizes, STOCK_UNITS, type ProductView } from '@dw/contracts';

/** The table's sizes, with the units where a size has more than the default: '8, 10 ×3, 12'. */
export function sizesText(p: Pick<ProductView, 'availableSizes' | 'stock'>): string {
  return sortSizes(p.availableSizes)
    .map((size) => {
      const units = p.stock?.[size] ?? STOCK_UNITS.default;
      return units === STOCK_UNITS.default ? size : `${size} ×${units}`;
    })
    .join(', ');
}
