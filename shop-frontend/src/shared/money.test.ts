import { pounds, poundsExact } from './money';

describe('money display', () => {
  it('shows whole pounds without pence and separates thousands', () => {
    expect(pounds(4500)).toBe('£45');
    expect(pounds(4550)).toBe('£45.50');
    expect(pounds(110000)).toBe('£1,100');
  });

  it('always shows pence on order figures', () => {
    expect(poundsExact('241.00')).toBe('£241.00');
    expect(poundsExact('1241.5')).toBe('£1,241.50');
  });
});
