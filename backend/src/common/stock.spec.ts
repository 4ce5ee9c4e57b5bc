import { sizeProblem, stockBySize, stockProblem, storedStock, unitsOf } from './stock';

describe('stock', () => {
  const product = { availableSizes: ['8', '10', '12'], stock: { '10': 3 } };

  it('gives every size one unit unless the admin set more', () => {
    expect(unitsOf(product, '10')).toBe(3);
    expect(unitsOf(product, '8')).toBe(1);
    expect(stockBySize(product)).toEqual({ '8': 1, '10': 3, '12': 1 });
    expect(stockBySize({ availableSizes: ['6'], stock: null })).toEqual({ '6': 1 });
  });

  it('refuses sizes the dress does not come in and counts that are not whole units', () => {
    expect(stockProblem({ '10': 2 }, ['10'])).toBeNull();
    expect(stockProblem(undefined, ['10'])).toBeNull();
    expect(stockProblem({ '14': 2 }, ['10'])).toBe("Stock names size 14, which is not one of the dress's sizes.");
    expect(stockProblem({ '10': 0 }, ['10'])).toBe('Stock for size 10 must be a whole number from 1 to 50.');
    expect(stockProblem({ '10': 1.5 }, ['10'])).toBe('Stock for size 10 must be a whole number from 1 to 50.');
    expect(stockProblem({ '10': '2' }, ['10'])).toBe('Stock for size 10 must be a whole number from 1 to 50.');
    expect(stockProblem([2], ['10'])).toBe('Stock must be a whole number of units for each size.');
  });

  it('stores only what differs from the default, for sizes still offered', () => {
    expect(storedStock({ '8': 1, '10': 4, '14': 2 }, ['8', '10'])).toEqual({ '10': 4 });
    expect(storedStock({ '8': 1 }, ['8'])).toBeNull();
    expect(storedStock(undefined, ['8'])).toBeNull();
  });
});

describe('sizeProblem', () => {
  it('accepts a size the dress is offered in', () => {
    expect(sizeProblem(['8', '10', '12'], '10')).toBeNull();
  });

  it('names the size the dress is not offered in', () => {
    expect(sizeProblem(['8', '10', '12'], '14')).toBe('Size 14 is not available for this dress.');
  });
});
