import { mergeProblem, sizeProblem } from './cart-line';

describe('sizeProblem', () => {
  it('accepts a size the dress is offered in', () => {
    expect(sizeProblem(['8', '10', '12'], '10')).toBeNull();
  });

  it('names the size the dress is not offered in', () => {
    expect(sizeProblem(['8', '10', '12'], '14')).toBe('Size 14 is not available for this dress.');
  });
});

describe('mergeProblem', () => {
  it('lets a line grow up to ten', () => {
    expect(mergeProblem(3, 7, '10', 2)).toBeNull();
    expect(mergeProblem(0, 10, '10', 4)).toBeNull();
  });

  it('refuses to go past ten and says how many the line already holds', () => {
    expect(mergeProblem(8, 3, '10', 4)).toBe('Your cart already holds 8 of this dress in size 10 for 4 days; a line can hold at most 10.');
  });
});
