import { payablePence } from './payable-amount';

const order = (kept: boolean[], discountPence = 0) => ({
  lines: [
    { feePence: 5000, kept: kept[0] },
    { feePence: 3000, kept: kept[1] },
    { feePence: 0, kept: kept[1] },
  ],
  cleaningPence: 1500,
  insurancePence: 800,
  discountPence,
});

describe('payablePence', () => {
  it('is the whole total while every line is kept', () => {
    expect(payablePence(order([true, true]))).toBe(5000 + 3000 + 1500 + 800);
  });

  it('drops a declined line but keeps cleaning and insurance whole', () => {
    expect(payablePence(order([true, false]))).toBe(5000 + 1500 + 800);
  });

  it('caps the discount to the kept fees', () => {
    expect(payablePence(order([false, true], 4000))).toBe(0 + 1500 + 800);
    expect(payablePence(order([true, false], 1000))).toBe(4000 + 1500 + 800);
  });

  it('is nothing once no line is kept', () => {
    expect(payablePence(order([false, false], 1000))).toBe(0);
  });
});
