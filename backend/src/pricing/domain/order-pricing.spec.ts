import { rentalPrices, toPence } from '@dw/contracts';
import { clientFiguresMatch, priceOrder } from './order-pricing';

const gown = { basePrice: '65.00', rentalPrice4Day: null };
const lenderDress = { basePrice: '40.00', rentalPrice4Day: '60.00' };

describe('priceOrder', () => {
  it('prices each line from its product and adds cleaning and insurance once', () => {
    const pricing = priceOrder([
      { product: gown, duration: 4, quantity: 2 },
      { product: lenderDress, duration: 4, quantity: 1 },
      { product: gown, duration: 2, quantity: 1 },
    ]);
    // 65 × 1.7 = 110.50 → £111; the lender's own 4-day price wins.
    expect(pricing.unitPrices).toEqual([11100, 6000, 6500]);
    expect(pricing.totals).toEqual({ subtotal: 34700, cleaningFee: 1500, insurance: 800, discount: 0, total: 37000 });
  });

  it('takes a discount off the rental fees, never off cleaning or insurance, and never below them', () => {
    const lines = [{ product: gown, duration: 2 as const, quantity: 1 }];
    expect(priceOrder(lines, () => 1000).totals).toEqual({
      subtotal: 6500,
      cleaningFee: 1500,
      insurance: 800,
      discount: 1000,
      total: 7800,
    });
    expect(priceOrder(lines, () => 99_999).totals.total).toBe(2300);
  });

  it('hands the discount rule the undiscounted rental fees', () => {
    const seen: number[] = [];
    priceOrder([{ product: gown, duration: 2, quantity: 3 }], (subtotal) => {
      seen.push(subtotal);
      return 0;
    });
    expect(seen).toEqual([19500]);
  });
});

describe('rentalPrices', () => {
  it("gives each rental length the unit price an order line of it is charged: 2 days at basePrice, 4 days by the rule or the lender's own", () => {
    expect(rentalPrices({ basePrice: '65.00' })).toEqual([
      { duration: 2, price: '65.00' },
      { duration: 4, price: '111.00' },
    ]);
    expect(rentalPrices({ basePrice: '49.50', rentalPrice4Day: '80.00' })).toEqual([
      { duration: 2, price: '49.50' },
      { duration: 4, price: '80.00' },
    ]);
    for (const product of [{ basePrice: '37.37' }, { basePrice: '41.99', rentalPrice4Day: null }]) {
      const prices = rentalPrices(product);
      for (const { duration, price } of prices) {
        const { unitPrices } = priceOrder([{ product, duration, quantity: 1 }]);
        expect(toPence(price)).toBe(unitPrices[0]);
      }
    }
  });
});

describe('clientFiguresMatch', () => {
  const server = priceOrder([
    { product: gown, duration: 4, quantity: 2 },
    { product: gown, duration: 2, quantity: 1 },
  ]);

  it('accepts an order that sends no figures at all', () => {
    expect(clientFiguresMatch({ unitPrices: [undefined, null] }, server)).toBe(true);
  });

  it('accepts figures equal to the server, as strings or numbers', () => {
    const client = { unitPrices: ['111.00', 65], subtotal: '287', cleaningFee: 15, insurance: '8.00', total: '310.00' };
    expect(clientFiguresMatch(client, server)).toBe(true);
  });

  it('detects a tampered unit price on any line', () => {
    expect(clientFiguresMatch({ unitPrices: [undefined, '1.00'] }, server)).toBe(false);
    expect(clientFiguresMatch({ unitPrices: ['110.50', undefined] }, server)).toBe(false);
  });

  it('detects a tampered total or fee even when the lines are right', () => {
    expect(clientFiguresMatch({ unitPrices: ['111.00', '65.00'], total: '1.00' }, server)).toBe(false);
    expect(clientFiguresMatch({ unitPrices: [], cleaningFee: '0.00' }, server)).toBe(false);
    expect(clientFiguresMatch({ unitPrices: [], subtotal: '286.99' }, server)).toBe(false);
  });

  it('compares the discount and the discounted total when they are sent', () => {
    const discounted = priceOrder([{ product: gown, duration: 2, quantity: 1 }], () => 1000);
    expect(clientFiguresMatch({ unitPrices: [], discount: '10.00', total: '78.00' }, discounted)).toBe(true);
    expect(clientFiguresMatch({ unitPrices: [], total: '88.00' }, discounted)).toBe(false);
    expect(clientFiguresMatch({ unitPrices: [], discount: '0.00' }, discounted)).toBe(false);
  });

  it('treats a figure that is not money as different', () => {
    expect(clientFiguresMatch({ unitPrices: [], total: 'free' }, server)).toBe(false);
  });
});
