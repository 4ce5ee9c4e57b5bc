/** Limits shared by the forms and the API that checks them again. */
export const MB = 1024 * 1024;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Upload purposes: listing photos are capped lower than product images. */
export const UPLOAD_PURPOSES = ['product', 'listing', 'review'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const MAX_UPLOAD_BYTES: Readonly<Record<UploadPurpose, number>> = {
  product: 10 * MB,
  listing: 5 * MB,
  review: 5 * MB,
};
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
export const UPLOADS_PATH_PREFIX = '/objects/uploads/';

export const PRODUCT_IMAGES = { min: 1, max: 3 } as const;
export const LISTING_PHOTOS = { min: 1, max: 5 } as const;

export const LISTING_MINIMUMS = { originalPrice: 150, rentalPrice2Day: 20, rentalPrice4Day: 30 } as const;
/** Upper bound on any price field, so nonsense like 1e30 is refused rather than overflowing. */
export const MAX_PRICE_POUNDS = 100_000;

export const CART_QUANTITY = { min: 1, max: 10 } as const;

/**
 * Dresses one client (the same address, email or phone) may hold at once in orders we have not
 * confirmed yet. A pending order keeps its units from everyone else until an admin acts, so without
 * a bound one visitor could book out the catalogue. Six covers what a real renter asks for in one go
 * (a few looks for one event in two sizes each, or a small bridal party); a larger order is a phone
 * call. Orders move out of the count once confirmed, completed or cancelled.
 */
export const PENDING_HOLD_LIMIT = 6;

/** At most this many orders in one bulk cancel by the admin. */
export const BULK_CANCEL_MAX = 100;

export const TEXT_LIMITS = {
  name: { min: 2, max: 120 },
  email: { max: 254 },
  phone: { min: 10, max: 20 },
  address: { min: 10, max: 500 },
  /** The checkout's delivery address, asked the way UK shops ask it (contracts/src/address.ts). */
  addressLine1: { min: 5, max: 120 },
  addressLine2: { max: 120 },
  town: { min: 2, max: 60 },
  /** 'SW1A 1AA' with its one space; longer input is refused before the pattern is tried. */
  postcode: { max: 8 },
  /** Bacs carries 18 characters of the payee's name (contracts/src/bank-account-name.ts). */
  bankAccountName: { min: 2, max: 18 },
  productName: { max: 160 },
  productDescription: { max: 5000 },
  listingName: { min: 3, max: 160 },
  brand: { min: 2, max: 80 },
  listingDescription: { min: 20, max: 5000 },
  careInstructions: { min: 10, max: 1000 },
  imageUrl: { max: 2048 },
  sessionId: { min: 8, max: 128 },
  password: { max: 200 },
  newsletterMessage: { max: 2000 },
} as const;

export const SORT_CODE_DIGITS = 6;
export const ACCOUNT_NUMBER_DIGITS = 8;

/** Home grid size and catalogue sorts. */
export const HOME_NEWEST_COUNT = 8;
export const CATALOGUE_SORTS = [
  { slug: 'featured', label: 'Featured' },
  { slug: 'price-asc', label: 'Price: Low to High' },
  { slug: 'price-desc', label: 'Price: High to Low' },
  { slug: 'newest', label: 'Newest First' },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]['slug'];

/** Longest search text the catalogue accepts, and how many of its words count. */
export const CATALOGUE_SEARCH = { maxLength: 100, maxWords: 8 } as const;

/** Toasts: one at a time, shown for 5 s. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;

/** Where the browser keeps the anonymous cart session id. */
export const CART_SESSION_STORAGE_KEY = 'dw.cartSessionId';

/**
 * The attribute the cart page's inline script sets on <html> before the first paint when the
 * browser holds a cart session (backend/src/web/cart-session-hint.ts): the server cannot read the
 * browser's storage, so its drawing of the cart carries both first states and CSS shows the right one.
 */
export const CART_SESSION_ATTRIBUTE = 'data-cart-session';

/**
 * The global where the cart page's inline script leaves the API answers it asked for before any of
 * the page's JavaScript arrived (the stored cart's lines and quote), keyed by path under /api. Each is
 * used once, by the first GET of that path (web-kit's apiBaseQuery); every later one asks the API.
 */
export const EARLY_API_RESPONSES_GLOBAL = '__dwEarlyApi';

/** One of those answers, read whole as it arrived (an unread body would hold the request open). */
export interface EarlyApiAnswer {
  status: number;
  body: string;
}
