import { IMAGE_VARIANT_WIDTHS, imageSrcSet, imageVariant } from './image-variants';

const UPLOAD = '/objects/uploads/0d5b1c3e-8a6f-4c1e-9f2a-3b4c5d6e7f80';

describe('resized copies of uploaded photos', () => {
  it('lists every width of an uploaded photo in its srcset', () => {
    expect(imageSrcSet(UPLOAD)).toBe(IMAGE_VARIANT_WIDTHS.map((w) => `${UPLOAD}/${w} ${w}w`).join(', '));
  });

  it('leaves pictures hosted elsewhere as they are: this server cannot resize them', () => {
    expect(imageSrcSet('https://images.example.com/gown.webp')).toBeNull();
    expect(imageSrcSet('/objects/uploads/not-an-id')).toBeNull();
    expect(imageVariant('https://images.example.com/gown.webp', 320)).toBe('https://images.example.com/gown.webp');
  });

  it('names one copy by its width', () => {
    expect(imageVariant(UPLOAD, 320)).toBe(`${UPLOAD}/320`);
  });
});
