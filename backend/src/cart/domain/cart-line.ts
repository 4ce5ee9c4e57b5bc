import { CART_QUANTITY, RentalDuration } from '@dw/contracts';

export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${CART_QUANTITY.min} to ${CART_QUANTITY.max}.`;
export const DURATION_MESSAGE = 'Rental duration must be 2 or 4 days.';

/**
 * Adding a line the cart already holds (same dress, size and duration) adds to its quantity; past
 * the per-line cap the add is refused rather than silently clipped, so the shopper knows.
 */
export function mergeProblem(current: number, added: number, size: string, duration: RentalDuration): string | null {
  if (current + added <= CART_QUANTITY.max) return null;
  return (
    `Your cart already holds ${current} of this dress in size ${size} for ${duration} days; ` +
    `a line can hold at most ${CART_QUANTITY.max}.`
  );
}
