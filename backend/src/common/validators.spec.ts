import { moneyToPence } from './validators';

describe('moneyToPence', () => {
  it('reads pounds sent as strings or numbers', () => {
    expect(moneyToPence('45.00')).toBe(4500);
    expect(moneyToPence(45)).toBe(4500);
    expect(moneyToPence(45.1)).toBe(4510);
    expect(moneyToPence(0.1 + 0.2)).toBe(30);
  });

  it('refuses what is not money', () => {
    for (const bad of ['abc', '', '-1', '1.001', 1.001, NaN, Infinity, null, undefined, {}, [], true]) {
      expect(moneyToPence(bad)).toBeNull();
    }
  });
});
