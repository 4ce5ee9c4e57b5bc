import { LISTING_PHOTOS } from '@dw/contracts';
import { EMPTY_LISTING, type ListingFormValues } from './listingRules';

/**
 * The listing being written, kept for the browser tab (sessionStorage, like the lender session), so
 * a reload keeps what she typed and the photos she already uploaded. One draft per lender account.
 */
const keyOf = (lenderId: string) => `dw.listingDraft.${lenderId}`;

const TEXT_FIELDS = (Object.keys(EMPTY_LISTING) as (keyof ListingFormValues)[]).filter((k) => typeof EMPTY_LISTING[k] === 'string');

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The saved draft, cleaned of anything a listing could not hold; null when there is none. */
export function readListingDraft(lenderId: string): ListingFormValues | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(lenderId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: ListingFormValues = { ...EMPTY_LISTING, sizes: strings(parsed.sizes) };
    for (const field of TEXT_FIELDS) {
      const value = parsed[field];
      if (typeof value === 'string') (draft as unknown as Record<string, string>)[field] = value;
    }
    // Only our own uploads, never more than a listing takes.
    draft.imageUrls = strings(parsed.imageUrls)
      .filter((path) => path.startsWith('/objects/uploads/'))
      .slice(0, LISTING_PHOTOS.max);
    return draft;
  } catch {
    return null;
  }
}

export function saveListingDraft(lenderId: string, values: ListingFormValues): void {
  try {
    window.sessionStorage.setItem(keyOf(lenderId), JSON.stringify(values));
  } catch {
    // storage full or disabled: the draft lives in memory for this visit
  }
}

export function clearListingDraft(lenderId: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(lenderId));
  } catch {
    // nothing stored
  }
}
