import { cartCount, quantityChange } from './cartTotals';

describe('cart count', () => {
  it('counts quantities for the badge', () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(cartCount([])).toBe(0);
  });
});

describe('quantity changes', () => {
  it('removes the line at 0 or below', () => {
    expect(quantityChange(1, 0)).toEqual({ kind: 'remove' });
    expect(quantityChange(2, -1)).toEqual({ kind: 'remove' });
  });

  it('updates within the limit and ignores the rest', () => {
    expect(quantityChange(1, 2)).toEqual({ kind: 'update', quantity: 2 });
    expect(quantityChange(10, 11)).toEqual({ kind: 'none' });
    expect(quantityChange(3, 3)).toEqual({ kind: 'none' });
  });
});
