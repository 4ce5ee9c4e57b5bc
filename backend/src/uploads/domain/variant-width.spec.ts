import { IMAGE_VARIANT_WIDTHS } from '@dw/contracts';
import { parseVariantWidth, variantFileName } from './variant-width';

describe('parseVariantWidth', () => {
  it('accepts the widths the shop asks for', () => {
    for (const width of IMAGE_VARIANT_WIDTHS) expect(parseVariantWidth(String(width))).toBe(width);
  });

  it.each(['0', '321', '480.5', '0480', '-480', '480px', '', '99999999', '1e3'])(
    'refuses %p, so no one can make the server resize to any size',
    (text) => {
      expect(parseVariantWidth(text)).toBeNull();
    },
  );
});

describe('variantFileName', () => {
  it('names one WebP file per upload and width', () => {
    expect(variantFileName('0d5b1c3e-8a6f-4c1e-9f2a-3b4c5d6e7f80', 480)).toBe('0d5b1c3e-8a6f-4c1e-9f2a-3b4c5d6e7f80-480.webp');
  });
});
