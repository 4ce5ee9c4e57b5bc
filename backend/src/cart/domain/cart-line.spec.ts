import { mergeProblem } from './cart-line';

describe('mergeProblem', () => {
  it('lets a line grow up to ten', () => {
    expect(mergeProblem(3, 7, '10', 2)).toBeNull();
    expect(mergeProblem(0, 10, '10', 4)).toBeNull();
  });

  it('refuses to go past ten and says how many the line already holds', () => {
    expect(mergeProblem(8, 3, '10', 4)).toBe('Your cart already holds 8 of this dress in size 10 for 4 days; a line can hold at most 10.');
  });
});
