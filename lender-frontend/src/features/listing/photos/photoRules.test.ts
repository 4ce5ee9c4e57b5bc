import { MAX_UPLOAD_BYTES } from '@dw/contracts';
import { photoProblem } from './photoRules';

const photo = (name: string, type: string, size: number) => ({ name, type, size });

describe('photoProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])('accepts %s', (type) => {
    expect(photoProblem(photo('gown', type, 1000))).toBeNull();
  });

  it('accepts a photo of exactly 5 MB', () => {
    expect(photoProblem(photo('gown.jpg', 'image/jpeg', MAX_UPLOAD_BYTES.listing))).toBeNull();
  });

  it('refuses a photo over 5 MB, naming the file and the limit', () => {
    expect(photoProblem(photo('gown.jpg', 'image/jpeg', MAX_UPLOAD_BYTES.listing + 1))).toBe(
      '"gown.jpg" is 5.0 MB. Photos can be at most 5 MB each.',
    );
  });

  it.each(['image/gif', 'application/pdf', 'image/svg+xml', ''])('refuses type %j', (type) => {
    expect(photoProblem(photo('receipt.pdf', type, 1000))).toMatch(/^"receipt.pdf" is not a JPEG, PNG, WebP or AVIF image/);
  });
});
