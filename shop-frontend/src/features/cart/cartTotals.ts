import { type CartItemView, CART_QUANTITY, type OrderTotals, formatTotals, orderTotalsPence, toPence } from '@dw/contracts';

/** Badge count: the sum of quantities, not the number of lines (spec §2). */
export function cartCount(items: readonly Pick<CartItemView, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Totals from the server's unit prices, with the contracts' fee rules. */
export function cartTotals(items: readonly Pick<CartItemView, 'unitPrice' | 'quantity'>[]): OrderTotals {
  return formatTotals(orderTotalsPence(items.map((i) => ({ unitPricePence: toPence(i.unitPrice), quantity: i.quantity }))));
}

export type QuantityChange = { kind: 'remove' } | { kind: 'update'; quantity: number } | { kind: 'none' };

/** Spec §5: a quantity of 0 or less removes the line; above the cap nothing happens. */
export function quantityChange(current: number, next: number): QuantityChange {
  if (next <= 0) return { kind: 'remove' };
  if (next > CART_QUANTITY.max || next === current) return { kind: 'none' };
  return { kind: 'update', quantity: next };
}
