import { displayPounds, formatPounds } from './money-format';

describe('formatPounds', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [4500, '£45.00'],
    [4050, '£40.50'],
    [125050, '£1,250.50'],
    [123456789, '£1,234,567.89'],
    [-1999, '-£19.99'],
  ])('shows %i pence as %s', (pence, shown) => {
    expect(formatPounds(pence)).toBe(shown);
  });

  it('refuses a fraction of a penny rather than round it', () => {
    expect(() => formatPounds(10.5)).toThrow(RangeError);
  });
});

describe('displayPounds', () => {
  it.each([
    [4500, '£45'],
    [4550, '£45.50'],
    [110000, '£1,100'],
    [123456700, '£1,234,567'],
    [110050, '£1,100.50'],
    [0, '£0'],
  ])('shows %i pence as %s', (pence, shown) => {
    expect(displayPounds(pence)).toBe(shown);
  });
});
