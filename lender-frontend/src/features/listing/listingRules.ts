import {
  CONDITIONS,
  LISTING_CATEGORIES,
  LISTING_MESSAGES,
  LISTING_MINIMUMS,
  LISTING_OCCASIONS,
  LISTING_PHOTOS,
  LISTING_SIZES,
  MAX_PRICE_POUNDS,
  TEXT_LIMITS,
  sortSizes,
  type ListingInput,
} from '@dw/contracts';

/** The step-2 form as typed: prices stay text until they are sent. */
export interface ListingFormValues {
  name: string;
  brand: string;
  description: string;
  category: string;
  condition: string;
  occasion: string;
  sizes: string[];
  originalPrice: string;
  rentalPrice2Day: string;
  rentalPrice4Day: string;
  careInstructions: string;
  /** Uploaded image paths ('/objects/uploads/{id}'), in the order they were added. */
  imageUrls: string[];
}

export type ListingField = keyof ListingFormValues;
export type ListingErrors = Partial<Record<ListingField, string>>;

export const EMPTY_LISTING: ListingFormValues = {
  name: '',
  brand: '',
  description: '',
  category: '',
  condition: '',
  occasion: '',
  sizes: [],
  originalPrice: '',
  rentalPrice2Day: '',
  rentalPrice4Day: '',
  careInstructions: '',
  imageUrls: [],
};

export type PriceField = 'originalPrice' | 'rentalPrice2Day' | 'rentalPrice4Day';
const PRICE_FIELDS: readonly PriceField[] = ['originalPrice', 'rentalPrice2Day', 'rentalPrice4Day'];

const PRICE_NAMES: Readonly<Record<PriceField, string>> = {
  originalPrice: 'Original price',
  rentalPrice2Day: '2-day rental price',
  rentalPrice4Day: '4-day rental price',
};

/** The API's sentence for a price over MAX_PRICE_POUNDS (the form itself names no upper bound). */
export function priceTooHigh(field: PriceField): string {
  return `${PRICE_NAMES[field]} must be at most £${MAX_PRICE_POUNDS.toLocaleString('en-GB')}.`;
}

/** '£1,250.50' → 1250.5; anything that is not pounds and at most two pence digits → null. */
export function parsePounds(text: string): number | null {
  const clean = text.replace(/[£,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : null;
}

/** A price field's message for what the lender typed, or null when it is a price the API takes. */
export function priceProblem(field: PriceField, text: string): string | null {
  const pounds = parsePounds(text);
  if (pounds === null || pounds < LISTING_MINIMUMS[field]) return LISTING_MESSAGES[field];
  return pounds > MAX_PRICE_POUNDS ? priceTooHigh(field) : null;
}

/** An API amount as the form shows it: '95.00' → '95', '150.50' stays. */
export function poundsText(amount: string): string {
  return amount.endsWith('.00') ? amount.slice(0, -3) : amount;
}

const isOneOf = (options: readonly { slug: string }[], value: string) => options.some((o) => o.slug === value);

/** The listing form's rules with the messages the API also uses. */
export function validateListing(v: ListingFormValues): ListingErrors {
  const errors: ListingErrors = {};
  if (v.name.trim().length < TEXT_LIMITS.listingName.min) errors.name = LISTING_MESSAGES.name;
  if (v.brand.trim().length < TEXT_LIMITS.brand.min) errors.brand = LISTING_MESSAGES.brand;
  if (v.description.trim().length < TEXT_LIMITS.listingDescription.min) errors.description = LISTING_MESSAGES.description;
  if (!isOneOf(LISTING_CATEGORIES, v.category)) errors.category = LISTING_MESSAGES.category;
  if (!isOneOf(CONDITIONS, v.condition)) errors.condition = LISTING_MESSAGES.condition;
  if (!isOneOf(LISTING_OCCASIONS, v.occasion)) errors.occasion = LISTING_MESSAGES.occasion;
  if (!v.sizes.some((s) => (LISTING_SIZES as readonly string[]).includes(s))) errors.sizes = LISTING_MESSAGES.sizes;
  for (const field of PRICE_FIELDS) {
    const problem = priceProblem(field, v[field]);
    if (problem) errors[field] = problem;
  }
  if (v.careInstructions.trim().length < TEXT_LIMITS.careInstructions.min) {
    errors.careInstructions = LISTING_MESSAGES.careInstructions;
  }
  if (v.imageUrls.length < LISTING_PHOTOS.min) errors.imageUrls = LISTING_MESSAGES.photos;
  else if (v.imageUrls.length > LISTING_PHOTOS.max) errors.imageUrls = LISTING_MESSAGES.tooManyPhotos;
  return errors;
}

/** The request body; call only on values that passed validateListing. */
export function toListingInput(v: ListingFormValues, lenderAccountId: string): ListingInput {
  return {
    lenderAccountId,
    name: v.name.trim(),
    brand: v.brand.trim(),
    description: v.description.trim(),
    category: v.category,
    condition: v.condition,
    occasion: v.occasion,
    sizes: sortSizes(v.sizes),
    originalPrice: parsePounds(v.originalPrice) ?? 0,
    rentalPrice2Day: parsePounds(v.rentalPrice2Day) ?? 0,
    rentalPrice4Day: parsePounds(v.rentalPrice4Day) ?? 0,
    careInstructions: v.careInstructions.trim(),
    imageUrls: [...v.imageUrls],
  };
}
