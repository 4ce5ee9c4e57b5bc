/** An order's money as the month's reconciliation reads it, in pence. */
export interface ReleasedInput {
  /** The order's total when placed. */
  totalPence: number;
  /** What the renter owes now: the total less the lines declined or expired (payable-amount.ts). */
  owedPence: number;
  /** All the money ever captured or recorded for the order. */
  takenPence: number;
}

/**
 * The part of an order's total its declined or expired lines took off before the money was taken:
 * a held card is captured only for the lines kept, so that part never comes in. A line declined after
 * the money was taken is refunded instead, and the refund is counted as one; so only what was never
 * taken counts here, and never more than the lines released.
 */
export function releasedBeforeTaken({ totalPence, owedPence, takenPence }: ReleasedInput): number {
  return Math.max(0, Math.min(totalPence - owedPence, totalPence - takenPence));
}
