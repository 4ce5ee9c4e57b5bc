import { cartCount, cartTotals, quantityChange } from './cartTotals';

describe('cart totals', () => {
  it('multiplies each unit price by its quantity and adds £15 cleaning and £8 insurance once', () => {
    const items = [
      { unitPrice: '45.00', quantity: 2 }, // two 2-day rentals
      { unitPrice: '151.00', quantity: 1 }, // a 4-day rental of an £89 dress: round(89 × 1.7)
    ];
    expect(cartTotals(items)).toEqual({ subtotal: '241.00', cleaningFee: '15.00', insurance: '8.00', total: '264.00' });
  });

  it('keeps pence exact', () => {
    expect(cartTotals([{ unitPrice: '52.50', quantity: 3 }])).toEqual({
      subtotal: '157.50',
      cleaningFee: '15.00',
      insurance: '8.00',
      total: '180.50',
    });
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([]).total).toBe('0.00');
  });

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
