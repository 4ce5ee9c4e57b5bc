import { AVAILABILITY_MESSAGES, BookingRules, STOCK_UNITS } from '@dw/contracts';

export interface Stocked {
  availableSizes: readonly string[];
  stock: Readonly<Record<string, number>> | null;
  /** The dress's own start-date limits, where the caller has them (a ProductView does). */
  bookingRules?: BookingRules | null;
}

/** A size the dress is not offered in; null when the size is fine. Shared by the cart, checkout and the calendar. */
export function sizeProblem(availableSizes: readonly string[], size: string): string | null {
  return availableSizes.includes(size) ? null : `Size ${size} is not available for this dress.`;
}

/** Units of `size`: what the admin set, else one (lender pieces are one of a kind). */
export function unitsOf(product: Stocked, size: string): number {
  return product.stock?.[size] ?? STOCK_UNITS.default;
}

/** Every available size with its units, in the product's size order. */
export function stockBySize(product: Stocked): Record<string, number> {
  return Object.fromEntries(product.availableSizes.map((size) => [size, unitsOf(product, size)]));
}

/** What is wrong with a stock map sent by the admin, or null. Sizes it leaves out get one unit. */
export function stockProblem(stock: unknown, sizes: readonly string[]): string | null {
  if (stock === undefined || stock === null) return null;
  if (typeof stock !== 'object' || Array.isArray(stock)) return AVAILABILITY_MESSAGES.stock;
  for (const [size, units] of Object.entries(stock)) {
    if (!sizes.includes(size)) return `Stock names size ${size.slice(0, 4)}, which is not one of the dress's sizes.`;
    if (!Number.isInteger(units) || (units as number) < STOCK_UNITS.min || (units as number) > STOCK_UNITS.max) {
      return `Stock for size ${size} must be a whole number from ${STOCK_UNITS.min} to ${STOCK_UNITS.max}.`;
    }
  }
  return null;
}

/** The stored form: only sizes still offered, only counts other than the default. */
export function storedStock(
  stock: Readonly<Record<string, number>> | null | undefined,
  sizes: readonly string[],
): Record<string, number> | null {
  if (!stock) return null;
  const kept = Object.entries(stock).filter(([size, units]) => sizes.includes(size) && units !== STOCK_UNITS.default);
  return kept.length ? Object.fromEntries(kept) : null;
}
