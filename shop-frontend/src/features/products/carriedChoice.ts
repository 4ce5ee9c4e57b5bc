import { DEFAULT_DURATION, type RentalDuration, isIsoDate } from '@dw/contracts';

/** What the renter chose in the catalogue, carried to a dress's page so she need not choose it again. */
export interface CarriedChoice {
  size: string | null;
  startDate: string | null;
  duration: RentalDuration;
}

/** '/product/silk-gown?size=10&date=2026-12-19&days=4': only what was chosen; the bare path without a choice. */
export function productHref(slug: string, choice?: CarriedChoice): string {
  const params = new URLSearchParams();
  if (choice?.size) params.set('size', choice.size);
  if (choice?.startDate) {
    params.set('date', choice.startDate);
    if (choice.duration !== DEFAULT_DURATION) params.set('days', String(choice.duration));
  }
  const search = params.toString();
  return `/product/${encodeURIComponent(slug)}${search ? `?${search}` : ''}`;
}

/**
 * The choice a product page's URL carries, for the sizes it offers: a size it does not have, or a
 * value that is not a date, is dropped. Whether the date can still be booked is the page's to check.
 */
export function readCarriedChoice(search: string, sizes: readonly string[]): CarriedChoice {
  const params = new URLSearchParams(search);
  const size = params.get('size');
  const date = params.get('date');
  return {
    size: size && sizes.includes(size) ? size : null,
    startDate: date && isIsoDate(date) ? date : null,
    duration: params.get('days') === '4' ? 4 : DEFAULT_DURATION,
  };
}
