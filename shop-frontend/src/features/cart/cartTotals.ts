import { type CartItemView, CART_QUANTITY } from '@dw/contracts';

/** Badge count: the sum of quantities, not the number of lines. */
export function cartCount(items: readonly Pick<CartItemView, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export type QuantityChange = { kind: 'remove' } | { kind: 'update'; quantity: number } | { kind: 'none' };

/** A quantity of 0 or less removes the line; above the cap nothing happens. */
export function quantityChange(current: number, next: number): QuantityChange {
  if (next <= 0) return { kind: 'remove' };
  if (next > CART_QUANTITY.max || next === current) return { kind: 'none' };
  return { kind: 'update', quantity: next };
}
