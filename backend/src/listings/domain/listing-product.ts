import { PRODUCT_IMAGES, sortSizes } from '@dw/contracts';

/** The listing fields a catalogue product is made from. */
export interface PublishableListing {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  occasion: string;
  sizes: readonly string[];
  originalPrice: string;
  rentalPrice2Day: string;
  rentalPrice4Day: string;
  imageUrls: readonly string[];
}

/** The product columns a live listing fills (slug is chosen by the caller against the taken ones). */
export interface ProductFromListing {
  slug: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  occasions: string[];
  basePrice: string;
  rentalPrice4Day: string;
  retailPrice: string;
  imageUrls: string[];
  imageUrl: null;
  availableSizes: string[];
  listingId: string;
}

/** The product's prices from the lender's: the 2-day price is the base, her 4-day price replaces the ×1.7 rule. */
export function productPrices(prices: Pick<PublishableListing, 'rentalPrice2Day' | 'rentalPrice4Day'>): {
  basePrice: string;
  rentalPrice4Day: string;
} {
  return { basePrice: prices.rentalPrice2Day, rentalPrice4Day: prices.rentalPrice4Day };
}

/**
 * Making a listing live publishes it as a product: the 2-day price is the base price,
 * the lender's own 4-day price replaces the ×1.7 rule, and the original price is the retail price.
 * A product shows at most PRODUCT_IMAGES.max photos, so the first ones are kept.
 */
export function productFromListing(listing: PublishableListing, slug: string): ProductFromListing {
  return {
    slug,
    name: listing.name,
    description: listing.description,
    brand: listing.brand,
    category: listing.category,
    occasions: [listing.occasion],
    ...productPrices(listing),
    retailPrice: listing.originalPrice,
    imageUrls: listing.imageUrls.slice(0, PRODUCT_IMAGES.max),
    imageUrl: null,
    availableSizes: sortSizes(listing.sizes),
    listingId: listing.id,
  };
}

/** Why a listing may not go live yet, or null: its lender must be approved and not erased. */
export function goLiveBlocker(lender: { status: string; erasedAt: Date | null }): string | null {
  if (lender.erasedAt) return "This lender's personal data was erased, so their dress cannot go live.";
  if (lender.status !== 'approved') return "The lender's account must be approved before their dress can go live.";
  return null;
}
