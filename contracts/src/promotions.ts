import { formatPounds } from './money-format';
import { toPence } from './pricing';

/**
 * Promo codes (docs/decisions/0030-promotions-are-the-shops-cost.md): a fixed amount or a percentage
 * off the rental fees, never off cleaning or insurance. The shop pays for them: lenders earn their
 * share of the undiscounted fee.
 */
export const PROMOTION_KINDS = ['fixed', 'percent'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Codes are kept upper case: 'getdressed ' is GETDRESSED. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const PROMO_CODE_MAX_LENGTH = 32;
/** What the API answers (400) for text that cannot be a code at all; the shop says it before asking. */
export const PROMO_CODE_FORMAT_MESSAGE = 'A promo code is 3 to 32 letters, digits, - or _.';
export const PROMO_DESCRIPTION_MAX_LENGTH = 160;
export const PROMO_PERCENT = { min: 1, max: 100 } as const;

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The code on every page's banner; exists on a new database (its migration seeds it). */
export const WELCOME_PROMO_CODE = 'GETDRESSED';

/** Why a code cannot be used, each with its own message and error code. */
export const PROMO_PROBLEMS = [
  'unknown',
  'notStarted',
  'expired',
  'ended',
  'usedUp',
  'alreadyUsed',
  'firstOrderOnly',
  'belowMinimum',
] as const;
export type PromoProblem = (typeof PROMO_PROBLEMS)[number];

export const PROMO_ERROR_CODES = {
  unknown: 'PROMO_CODE_UNKNOWN',
  notStarted: 'PROMO_CODE_NOT_STARTED',
  expired: 'PROMO_CODE_EXPIRED',
  ended: 'PROMO_CODE_ENDED',
  usedUp: 'PROMO_CODE_USED_UP',
  alreadyUsed: 'PROMO_CODE_ALREADY_USED',
  firstOrderOnly: 'PROMO_CODE_FIRST_ORDER_ONLY',
  belowMinimum: 'PROMO_CODE_BELOW_MINIMUM',
} as const satisfies Record<PromoProblem, string>;

/** What the renter reads beside the code box; `minSpendPence` only matters for belowMinimum. */
export function promoMessage(problem: PromoProblem, code: string, minSpendPence: number | null = null): string {
  switch (problem) {
    case 'unknown':
      return `We don't recognise the code ${code}. Check the spelling, or place your order without it.`;
    case 'notStarted':
      return `The code ${code} isn't active yet.`;
    case 'expired':
      return `The code ${code} has expired.`;
    case 'ended':
      return `The code ${code} is no longer available.`;
    case 'usedUp':
      return `The code ${code} has been fully redeemed.`;
    case 'alreadyUsed':
      return `You have already used the code ${code}.`;
    case 'firstOrderOnly':
      return `The code ${code} is for your first order only.`;
    case 'belowMinimum':
      return `The code ${code} needs a rental subtotal of at least ${formatPounds(minSpendPence ?? 0)}.`;
  }
}

/** Admin: a promotion as listed and edited. Money as '10.00'; days as 'YYYY-MM-DD' (UK), inclusive. */
export interface PromotionView {
  id: string;
  code: string;
  description: string;
  kind: PromotionKind;
  /** Fixed promotions: the amount off; null for percentages. */
  amountOff: string | null;
  /** Percentage promotions: whole percent off the rental fees; null for fixed amounts. */
  percentOff: number | null;
  minSpend: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** Redemptions allowed in all; null is no limit. */
  totalLimit: number | null;
  /** Redemptions allowed per renter (by e-mail); null is no limit. */
  perRenterLimit: number | null;
  firstOrderOnly: boolean;
  /** When the admin ended it; an ended code is refused. */
  endedAt: string | null;
  redemptions: number;
  createdAt: string;
}

/** Admin: create or edit a promotion (the code cannot change once used). */
export interface PromotionInput {
  code: string;
  description?: string;
  kind: PromotionKind;
  amountOff?: string | null;
  percentOff?: number | null;
  minSpend?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  totalLimit?: number | null;
  perRenterLimit?: number | null;
  firstOrderOnly?: boolean;
}

/** How the admin's table and the renter's summary name a promotion: '£10.00 off', '15% off'. */
export function promotionLabel(p: Pick<PromotionView, 'kind' | 'amountOff' | 'percentOff'>): string {
  return p.kind === 'percent' ? `${p.percentOff ?? 0}% off` : `${formatPounds(toPence(p.amountOff ?? '0'))} off`;
}
