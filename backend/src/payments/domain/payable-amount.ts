/** One order line as the payable amount reads it. */
export interface PayableLine {
  /** Unit price × quantity, in pence (0 for a backup size). */
  feePence: number;
  /** False once the line is declined or expired: the renter does not pay for it. */
  kept: boolean;
}

export interface PayableOrder {
  lines: readonly PayableLine[];
  cleaningPence: number;
  insurancePence: number;
  discountPence: number;
}

/**
 * What the renter pays for an order of which some lines may have been declined or expired
 * (docs/decisions/0034-bookings-as-requests.md): the kept lines' fees, the order's cleaning fee and
 * insurance whole while any line is kept (they are charged once per parcel, not per dress), less the
 * promo discount capped to the kept fees (it is off rental fees only). Nothing when no line is kept.
 */
export function payablePence(order: PayableOrder): number {
  const kept = order.lines.filter((line) => line.kept);
  if (kept.length === 0) return 0;
  const fees = kept.reduce((sum, line) => sum + line.feePence, 0);
  const discount = Math.max(0, Math.min(order.discountPence, fees));
  return fees - discount + order.cleaningPence + order.insurancePence;
}
