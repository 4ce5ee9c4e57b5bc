import { displayPounds, retailFallbackPence, toPence } from '@dw/contracts';

export interface CardPrices {
  /** '£45': the 2-day price a card leads with. */
  rentFrom: string;
  /** The original retail price: the product's own, else basePrice × 3.5 rounded (contracts/src/pricing.ts). */
  retail: string;
}

export function cardPrices(product: { basePrice: string; retailPrice?: string | null }): CardPrices {
  const base = toPence(product.basePrice);
  const retail = product.retailPrice ? toPence(product.retailPrice) : retailFallbackPence(base);
  return { rentFrom: displayPounds(base), retail: displayPounds(retail) };
}
