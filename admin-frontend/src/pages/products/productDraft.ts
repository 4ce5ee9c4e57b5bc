import {
  bookingRulesProblems,
  formatPence,
  MAX_PRICE_POUNDS,
  sortSizes,
  STOCK_UNITS,
  toPence,
  type BookingRulesProblems,
  type ProductInput,
  type ProductView,
} from '@dw/contracts';

/** What the product form holds while the admin edits it; prices are pounds as typed. */
export interface ProductDraft {
  name: string;
  brand: string;
  description: string;
  category: string | undefined;
  occasions: string[];
  basePrice: number | null;
  retailPrice: number | null;
  imageUrls: string[];
  availableSizes: string[];
  /** Units per size as typed (null when the field was cleared); may hold sizes since unticked. */
  stock: Record<string, number | null | undefined>;
  /** Booking rules: days of notice (null: the standard), first and last start date ('' for none). */
  minNoticeDays: number | null;
  availableFrom: string;
  availableUntil: string;
  /** The shop's own dress waits for the admin's answer to each booking. */
  requiresApproval: boolean;
}

export type RequiredField = 'name' | 'description' | 'imageUrls' | 'basePrice' | 'category' | 'availableSizes';

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    brand: '',
    description: '',
    category: undefined,
    occasions: [],
    basePrice: null,
    retailPrice: null,
    imageUrls: [],
    availableSizes: [],
    stock: {},
    minNoticeDays: null,
    availableFrom: '',
    availableUntil: '',
    requiresApproval: false,
  };
}

function pounds(amount: string | null): number | null {
  return amount === null ? null : toPence(amount) / 100;
}

export function draftFromProduct(p: ProductView): ProductDraft {
  return {
    name: p.name,
    brand: p.brand ?? '',
    description: p.description,
    category: p.category,
    occasions: [...p.occasions],
    basePrice: pounds(p.basePrice),
    retailPrice: pounds(p.retailPrice),
    // Older records carry a single imageUrl.
    imageUrls: p.imageUrls.length > 0 ? [...p.imageUrls] : p.imageUrl ? [p.imageUrl] : [],
    availableSizes: [...p.availableSizes],
    stock: { ...p.stock },
    minNoticeDays: p.bookingRules.minNoticeDays,
    availableFrom: p.bookingRules.availableFrom ?? '',
    availableUntil: p.bookingRules.availableUntil ?? '',
    requiresApproval: p.requiresApproval,
  };
}

function isPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_PRICE_POUNDS;
}

/** The fields without which a product cannot be saved. */
export function missingFields(d: ProductDraft): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!d.name.trim()) missing.push('name');
  if (!d.description.trim()) missing.push('description');
  if (d.imageUrls.length === 0) missing.push('imageUrls');
  if (!isPrice(d.basePrice)) missing.push('basePrice');
  if (!d.category) missing.push('category');
  if (d.availableSizes.length === 0) missing.push('availableSizes');
  return missing;
}

function isStockUnits(value: number | null | undefined): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= STOCK_UNITS.min && value <= STOCK_UNITS.max;
}

/** A size the admin never set has the default stock, as the API assumes (STOCK_UNITS.default in contracts). */
function unitsOf(d: ProductDraft, size: string): number | null | undefined {
  return size in d.stock && d.stock[size] !== undefined ? d.stock[size] : STOCK_UNITS.default;
}

/** Ticked sizes whose units are not a whole number within STOCK_UNITS (a cleared field, say). */
export function badStockSizes(d: ProductDraft): string[] {
  return sortSizes(d.availableSizes).filter((size) => !isStockUnits(unitsOf(d, size)));
}

/** The draft's booking rules as the API takes them: empty boxes are no limit. */
function draftRules(d: ProductDraft) {
  return {
    minNoticeDays: d.minNoticeDays ?? null,
    availableFrom: d.availableFrom?.trim() || null,
    availableUntil: d.availableUntil?.trim() || null,
  };
}

/** What is wrong with the draft's booking rules, by field (the API's own rule and words). */
export const ruleProblems = (d: ProductDraft): BookingRulesProblems => bookingRulesProblems(draftRules(d));

/** Money leaves as a two-decimal string worked out in pence, never a float. */
export function draftToInput(d: ProductDraft): ProductInput {
  if (!isPrice(d.basePrice) || !d.category || badStockSizes(d).length > 0 || Object.keys(ruleProblems(d)).length > 0) {
    throw new RangeError('Draft is incomplete');
  }
  return {
    name: d.name.trim(),
    brand: d.brand.trim() || null,
    description: d.description.trim(),
    category: d.category,
    occasions: d.occasions,
    basePrice: formatPence(toPence(d.basePrice)),
    retailPrice: isPrice(d.retailPrice) ? formatPence(toPence(d.retailPrice)) : null,
    imageUrls: d.imageUrls,
    availableSizes: d.availableSizes,
    // Every ticked size and only those: the API refuses keys outside availableSizes.
    stock: Object.fromEntries(d.availableSizes.map((size) => [size, unitsOf(d, size) as number])),
    ...draftRules(d),
    requiresApproval: d.requiresApproval ?? false,
  };
}
