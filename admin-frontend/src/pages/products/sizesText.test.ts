import { sizesText } from './sizesText';

describe('sizes column', () => {
  it('lists sizes in order and shows units only where there is more than one', () => {
    expect(sizesText({ availableSizes: ['12', '8', '10'], stock: { '8': 1, '10': 3, '12': 1 } })).toBe('8, 10 ×3, 12');
    expect(sizesText({ availableSizes: ['10'], stock: {} })).toBe('10');
  });
});
