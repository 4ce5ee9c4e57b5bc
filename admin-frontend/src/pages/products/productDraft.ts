import { formatPence, MAX_PRICE_POUNDS, toPence, type ProductInput, type ProductView } from '@dw/contracts';

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
    // Older records carry a single imageUrl (spec §3).
    imageUrls: p.imageUrls.length > 0 ? [...p.imageUrls] : p.imageUrl ? [p.imageUrl] : [],
    availableSizes: [...p.availableSizes],
  };
}

function isPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_PRICE_POUNDS;
}

/** Spec §5: the fields without which a product cannot be saved. */
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

/** Money leaves as a two-decimal string worked out in pence, never a float. */
export function draftToInput(d: ProductDraft): ProductInput {
  if (!isPrice(d.basePrice) || !d.category) throw new RangeError('Draft is incomplete');
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
  };
}
