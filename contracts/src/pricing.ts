/**
 * Money rules (docs/decisions/0010-pricing-rule.md, 0009-uk-sizes-and-pounds.md). Every figure is
 * computed in integer pence and sent as a string with two decimals, so a float never decides what a
 * customer pays.
 */
export const RENTAL_DURATIONS = [2, 4] as const;
export type RentalDuration = (typeof RENTAL_DURATIONS)[number];
export const DEFAULT_DURATION: RentalDuration = 2;

export const CLEANING_FEE_PENCE = 1500;
export const INSURANCE_PENCE = 800;
export const FOUR_DAY_MULTIPLIER_TENTHS = 17;
export const RETAIL_FALLBACK_MULTIPLIER_TENTHS = 35;

/** '45.00', '45', 45 or 45.5 → pence; throws on anything that is not a non-negative amount. */
export function toPence(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount of money: ${String(amount)}`);
  const pounds = Number(match[1]);
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return pounds * 100 + pence;
}

/** 4500 → '45.00' */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Pence must be whole: ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds pence to whole pounds, halves up. */
function roundToPounds(tenthsOfPence: number): number {
  return Math.round(tenthsOfPence / 1000) * 100;
}

/** A 4-day rental costs basePrice × 1.7, rounded to whole pounds. */
export function fourDayPence(basePence: number): number {
  return roundToPounds(basePence * FOUR_DAY_MULTIPLIER_TENTHS);
}

/** A card's 'original retail price' when the product has none: basePrice × 3.5, rounded. */
export function retailFallbackPence(basePence: number): number {
  return roundToPounds(basePence * RETAIL_FALLBACK_MULTIPLIER_TENTHS);
}

export interface PricedProduct {
  basePrice: string;
  rentalPrice4Day?: string | null;
}

/** What one unit of a product costs for a duration; a lender's own 4-day price wins. */
export function unitPricePence(product: PricedProduct, duration: RentalDuration): number {
  const base = toPence(product.basePrice);
  if (duration === 2) return base;
  return product.rentalPrice4Day ? toPence(product.rentalPrice4Day) : fourDayPence(base);
}

/** A product's price for each rental length, as an order line of one unit is charged: what its page shows. */
export function rentalPrices(product: PricedProduct): { duration: RentalDuration; price: string }[] {
  return RENTAL_DURATIONS.map((duration) => ({ duration, price: formatPence(unitPricePence(product, duration)) }));
}

export interface PricedLine {
  unitPricePence: number;
  quantity: number;
}

export interface OrderTotalsPence {
  subtotal: number;
  cleaningFee: number;
  insurance: number;
  /** A promo code's discount, off the rental fees only (never more than the subtotal). */
  discount: number;
  total: number;
}

/**
 * Subtotal is Σ unit × quantity; cleaning and insurance are charged once per order; a discount comes
 * off the subtotal. Only the server calls this (the shop displays the cart's quote).
 */
export function orderTotalsPence(lines: readonly PricedLine[], discountPence = 0): OrderTotalsPence {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);
  const cleaningFee = lines.length > 0 ? CLEANING_FEE_PENCE : 0;
  const insurance = lines.length > 0 ? INSURANCE_PENCE : 0;
  const discount = Math.max(0, Math.min(discountPence, subtotal));
  return { subtotal, cleaningFee, insurance, discount, total: subtotal - discount + cleaningFee + insurance };
}

export interface OrderTotals {
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  discount: string;
  total: string;
}

/** An order's totals as the API sends them ('45.00'), in pence. */
export function totalsPence(t: OrderTotals): OrderTotalsPence {
  return {
    subtotal: toPence(t.subtotal),
    cleaningFee: toPence(t.cleaningFee),
    insurance: toPence(t.insurance),
    discount: toPence(t.discount),
    total: toPence(t.total),
  };
}

export function formatTotals(t: OrderTotalsPence): OrderTotals {
  return {
    subtotal: formatPence(t.subtotal),
    cleaningFee: formatPence(t.cleaningFee),
    insurance: formatPence(t.insurance),
    discount: formatPence(t.discount),
    total: formatPence(t.total),
  };
}

/**
 * The commission: lenders keep this share of each line's rental fee (undiscounted: promotions are the
 * shop's cost); cleaning and insurance stay with the shop. Every screen, e-mail and payout reads it.
 */
export const LENDER_SHARE_PERCENT = 90;
/** What the shop keeps of a rental fee, as the pages say it ('a 10% commission'). */
export const SHOP_COMMISSION_PERCENT = 100 - LENDER_SHARE_PERCENT;

/** The lender's share of a rental fee in pence, rounded down to a whole penny. */
export function lenderSharePence(rentalFeePence: number): number {
  return Math.floor((rentalFeePence * LENDER_SHARE_PERCENT) / 100);
}
