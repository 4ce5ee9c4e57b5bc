import { PromoProblem, PromotionKind } from '@dw/contracts';

/** What decides whether a code applies and how much it takes off, in pence and UK days. */
export interface PromotionTerms {
  kind: PromotionKind;
  amountOffPence: number | null;
  percentOff: number | null;
  minSpendPence: number | null;
  validFrom: string | null;
  validTo: string | null;
  totalLimit: number | null;
  perRenterLimit: number | null;
  firstOrderOnly: boolean;
  ended: boolean;
}

/**
 * Rules that need nothing but the code and the order's rental fees (the cart's quote can say them
 * before the renter has typed her e-mail). Checked in the order a renter can act on: a code that is
 * over says so before a subtotal that is too low.
 */
export function termsProblem(terms: PromotionTerms, today: string, subtotalPence: number): PromoProblem | null {
  if (terms.ended) return 'ended';
  if (terms.validFrom !== null && today < terms.validFrom) return 'notStarted';
  if (terms.validTo !== null && today > terms.validTo) return 'expired';
  if (terms.minSpendPence !== null && subtotalPence < terms.minSpendPence) return 'belowMinimum';
  return null;
}

/** What the renter has done with the code and what others have: counted inside the order's transaction. */
export interface PromotionUsage {
  /** Redemptions by everyone, this order's not included. */
  redemptions: number;
  /** This renter's redemptions (by normalised e-mail); null when her e-mail is not known yet (the cart). */
  renterRedemptions: number | null;
  /** This renter's earlier orders that were not cancelled; null when not known yet. */
  renterOrders: number | null;
}

export function usageProblem(terms: PromotionTerms, usage: PromotionUsage): PromoProblem | null {
  if (terms.totalLimit !== null && usage.redemptions >= terms.totalLimit) return 'usedUp';
  if (terms.perRenterLimit !== null && usage.renterRedemptions !== null && usage.renterRedemptions >= terms.perRenterLimit) {
    return 'alreadyUsed';
  }
  if (terms.firstOrderOnly && usage.renterOrders !== null && usage.renterOrders > 0) return 'firstOrderOnly';
  return null;
}

/**
 * Pence off the rental fees: a fixed amount, or a whole percentage rounded down to the penny (the
 * renter never gets a fraction of a penny more than she was promised); never more than the fees.
 */
export function discountPence(terms: Pick<PromotionTerms, 'kind' | 'amountOffPence' | 'percentOff'>, subtotalPence: number): number {
  const off = terms.kind === 'percent' ? Math.floor((subtotalPence * (terms.percentOff ?? 0)) / 100) : (terms.amountOffPence ?? 0);
  return Math.max(0, Math.min(off, subtotalPence));
}
