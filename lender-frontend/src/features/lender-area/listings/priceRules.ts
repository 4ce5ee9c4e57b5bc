import {
  LENDER_SHARE_PERCENT,
  LISTING_MESSAGES,
  displayPounds,
  lenderSharePence,
  toPence,
  type LenderListing,
  type ListingPricesInput,
} from '@dw/contracts';
import { parsePounds, poundsText, priceProblem, priceTooHigh } from '../../listing/listingRules';

/** The two prices a lender may change on a live dress (the original price is the admin's to check). */
export const RENTAL_PRICE_FIELDS = ['rentalPrice2Day', 'rentalPrice4Day'] as const;
export type RentalPriceField = (typeof RENTAL_PRICE_FIELDS)[number];

/** The change-prices form as typed: pounds as text, like the listing form. */
export type PricesFormValues = Record<RentalPriceField, string>;
export type PricesErrors = Partial<Record<RentalPriceField, string>>;

/** The form opens on the dress's current prices. */
export function pricesFormValues(listing: Pick<LenderListing, RentalPriceField>): PricesFormValues {
  return { rentalPrice2Day: poundsText(listing.rentalPrice2Day), rentalPrice4Day: poundsText(listing.rentalPrice4Day) };
}

/** The listing form's own price rules and messages, for these two fields. */
export function validatePrices(values: PricesFormValues): PricesErrors {
  const errors: PricesErrors = {};
  for (const field of RENTAL_PRICE_FIELDS) {
    const problem = priceProblem(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The request body; call only on values that passed validatePrices. */
export function toPricesInput(values: PricesFormValues): ListingPricesInput {
  return { rentalPrice2Day: parsePounds(values.rentalPrice2Day) ?? 0, rentalPrice4Day: parsePounds(values.rentalPrice4Day) ?? 0 };
}

/** What she keeps of a rental at the price she is typing ('You keep £85.50 (90%)'), or null while it is not a price. */
export function lenderShareText(text: string): string | null {
  const pounds = parsePounds(text);
  if (pounds === null || pounds <= 0) return null;
  return `You keep ${displayPounds(lenderSharePence(Math.round(pounds * 100)))} (${LENDER_SHARE_PERCENT}%)`;
}

/**
 * Which field a 400 from the API is about. The API answers one sentence in the one error shape; for
 * these fields it is one of the listing form's own messages (contracts), so it can go beside its field.
 */
export function serverPriceField(message: string): RentalPriceField | null {
  return RENTAL_PRICE_FIELDS.find((field) => message === LISTING_MESSAGES[field] || message === priceTooHigh(field)) ?? null;
}

/** A listing's prices as her list shows them: '£95 for 2 days · £150.50 for 4 days'. */
export function pricesSummary(listing: Pick<LenderListing, RentalPriceField>): string {
  return `${displayPounds(toPence(listing.rentalPrice2Day))} for 2 days · ${displayPounds(toPence(listing.rentalPrice4Day))} for 4 days`;
}
