/**
 * The carriers a dispatched order goes out with, and the reference each gives a parcel. The admin
 * picks one when marking an order dispatched; the renter's e-mail and order page link to the
 * carrier's own public tracking page (README.md, Dispatch tracking).
 */
export const CARRIER_IDS = ['royal-mail', 'parcelforce', 'dpd', 'evri'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

export interface Carrier {
  name: string;
  /** The carrier's public tracking page for a normalised reference. */
  trackingUrl: (reference: string) => string;
}

const ref = encodeURIComponent;

export const CARRIERS: Readonly<Record<CarrierId, Carrier>> = {
  'royal-mail': { name: 'Royal Mail', trackingUrl: (r) => `https://www.royalmail.com/track-your-item#/tracking-results/${ref(r)}` },
  parcelforce: { name: 'Parcelforce', trackingUrl: (r) => `https://www.parcelforce.com/track-trace?trackNumber=${ref(r)}` },
  dpd: { name: 'DPD', trackingUrl: (r) => `https://www.dpd.co.uk/apps/tracking/?reference=${ref(r)}` },
  evri: { name: 'Evri', trackingUrl: (r) => `https://www.evri.com/track/parcel/${ref(r)}/details` },
};

/** Most dresses go by Royal Mail Tracked: a reference without a carrier is theirs. */
export const DEFAULT_CARRIER: CarrierId = 'royal-mail';

export const TRACKING_REFERENCE_LIMITS = { min: 8, max: 30 } as const;

export const TRACKING_MESSAGES = {
  carrier: `Carrier must be one of ${CARRIER_IDS.join(', ')}.`,
  reference: `Tracking reference must be ${TRACKING_REFERENCE_LIMITS.min}-${TRACKING_REFERENCE_LIMITS.max} letters and digits.`,
  onlyWhenDispatched: 'A carrier or tracking reference can only be given when marking an order dispatched (status processing).',
} as const;

/** A normalised reference: what normaliseTrackingReference keeps. */
export const TRACKING_REFERENCE_PATTERN = new RegExp(`^[A-Z0-9]{${TRACKING_REFERENCE_LIMITS.min},${TRACKING_REFERENCE_LIMITS.max}}$`);

export function isCarrierId(value: unknown): value is CarrierId {
  return typeof value === 'string' && (CARRIER_IDS as readonly string[]).includes(value);
}

/**
 * A reference as typed or pasted from a label ("ab 1234 5678 9gb ") in the one form carriers search
 * by: trimmed, spaces removed, upper case. Null when what is left is not 8-30 of A-Z and 0-9.
 */
export function normaliseTrackingReference(value: string): string | null {
  const reference = value.trim().replace(/\s+/g, '').toUpperCase();
  return TRACKING_REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** What the renter and the admin are shown of a parcel: who carries it, its reference, where to follow it. */
export interface ShipmentView {
  carrier: CarrierId;
  carrierName: string;
  reference: string;
  trackingUrl: string;
}

/** The shipment of an order as stored (either column may be null on orders dispatched without one). */
export function shipmentOf(carrier: string | null | undefined, reference: string | null | undefined): ShipmentView | null {
  if (!reference) return null;
  const id = isCarrierId(carrier) ? carrier : DEFAULT_CARRIER;
  return { carrier: id, carrierName: CARRIERS[id].name, reference, trackingUrl: CARRIERS[id].trackingUrl(reference) };
}
