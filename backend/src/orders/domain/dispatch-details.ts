import { CarrierId, DEFAULT_CARRIER, OrderStatus, TRACKING_MESSAGES } from '@dw/contracts';

/** What the admin may send with a status move (already normalised and checked by the DTO). */
export interface ShipmentInput {
  carrier?: CarrierId | null;
  trackingReference?: string | null;
}

/** What is written on the order with its dispatch. */
export interface DispatchDetails {
  carrier: CarrierId | null;
  trackingReference: string | null;
}

/**
 * The carrier and reference a move writes, or a refusal for the admin: only a dispatch
 * (`processing`) carries them, so no later move can rewrite what the renter was e-mailed. A
 * reference without a carrier goes by Royal Mail; a move without either writes nothing (undefined).
 */
export function dispatchDetails(to: OrderStatus, input: ShipmentInput): { refusal: string } | DispatchDetails | undefined {
  const carrier = input.carrier ?? null;
  const trackingReference = input.trackingReference ?? null;
  if (carrier === null && trackingReference === null) return undefined;
  if (to !== 'processing') return { refusal: TRACKING_MESSAGES.onlyWhenDispatched };
  return { carrier: carrier ?? DEFAULT_CARRIER, trackingReference };
}
