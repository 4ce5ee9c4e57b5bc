import { formatPence, formatTotals, fourDayPence, orderTotalsPence, retailFallbackPence, toPence, unitPricePence } from './pricing';

describe('pricing', () => {
  it('reads and writes amounts as whole pence', () => {
    expect(toPence('45.00')).toBe(4500);
    expect(toPence('45.5')).toBe(4550);
    expect(toPence(89)).toBe(8900);
    expect(toPence(0.1 + 0.2)).toBe(30);
    expect(formatPence(4550)).toBe('45.50');
    expect(formatPence(7)).toBe('0.07');
  });

  it('refuses text that is not money', () => {
    for (const bad of ['', 'abc', '-5', '1e3', '4.555', '12,00']) {
      expect(() => toPence(bad)).toThrow(RangeError);
    }
  });

  it('charges basePrice for two days', () => {
    expect(unitPricePence({ basePrice: '45.00' }, 2)).toBe(4500);
  });

  it('charges basePrice × 1.7 rounded to whole pounds for four days', () => {
    expect(fourDayPence(4500)).toBe(7700); // 76.5 rounds up
    expect(fourDayPence(8900)).toBe(15100); // 151.3
    expect(fourDayPence(5000)).toBe(8500);
    expect(fourDayPence(4599)).toBe(7800); // 78.183
    expect(unitPricePence({ basePrice: '45.00' }, 4)).toBe(7700);
  });

  it("uses a lender's own four-day price when the product has one", () => {
    expect(unitPricePence({ basePrice: '45.00', rentalPrice4Day: '70.00' }, 4)).toBe(7000);
    expect(unitPricePence({ basePrice: '45.00', rentalPrice4Day: '70.00' }, 2)).toBe(4500);
  });

  it('falls back to basePrice × 3.5 for the retail price', () => {
    expect(retailFallbackPence(4500)).toBe(15800); // 157.5 rounds up
    expect(retailFallbackPence(8900)).toBe(31200); // 311.5
  });

  it('adds quantities into the subtotal and the £15 + £8 fees once per order', () => {
    const totals = orderTotalsPence([
      { unitPricePence: 4500, quantity: 2 },
      { unitPricePence: 7700, quantity: 1 },
    ]);
    expect(totals).toEqual({ subtotal: 16700, cleaningFee: 1500, insurance: 800, discount: 0, total: 19000 });
    expect(formatTotals(totals)).toEqual({
      subtotal: '167.00',
      cleaningFee: '15.00',
      insurance: '8.00',
      discount: '0.00',
      total: '190.00',
    });
  });

  it('takes a discount off the rental fees only, never more than them', () => {
    const lines = [{ unitPricePence: 4500, quantity: 1 }];
    expect(orderTotalsPence(lines, 1000)).toEqual({ subtotal: 4500, cleaningFee: 1500, insurance: 800, discount: 1000, total: 5800 });
    expect(orderTotalsPence(lines, 9000).total).toBe(2300);
  });

  it('charges no fees on an empty cart', () => {
    expect(orderTotalsPence([])).toEqual({ subtotal: 0, cleaningFee: 0, insurance: 0, discount: 0, total: 0 });
  });
});
