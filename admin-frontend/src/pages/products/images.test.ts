import { MB } from '@dw/contracts';
import { canAddImage, checkImageUrl, imageFileProblem } from './images';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('product images: 1 to 3', () => {
  it('allows adding only while fewer than three', () => {
    expect(canAddImage([])).toBe(true);
    expect(canAddImage(['a', 'b'])).toBe(true);
    expect(canAddImage(['a', 'b', 'c'])).toBe(false);
  });
});

describe('uploaded files are refused before upload when wrong', () => {
  it('accepts JPEG, PNG, WebP and AVIF up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) {
      expect(imageFileProblem(file('a', type, 10 * MB), [])).toBeNull();
    }
  });

  it('refuses other types, files over 10 MB, and a fourth image', () => {
    expect(imageFileProblem(file('dress.gif', 'image/gif'), [])).toBe('dress.gif is not a JPEG, PNG, WebP or AVIF image.');
    expect(imageFileProblem(file('notes.pdf', 'application/pdf'), [])).toMatch(/not a JPEG/);
    expect(imageFileProblem(file('huge.jpg', 'image/jpeg', 10 * MB + 1), [])).toBe('huge.jpg is larger than 10 MB.');
    expect(imageFileProblem(file('d.png', 'image/png'), ['a', 'b', 'c'])).toBe('A product can have at most 3 images.');
  });
});

describe('images added by address', () => {
  it('trims and accepts https addresses', () => {
    expect(checkImageUrl('  https://cdn.example.com/gown.jpg  ', [])).toEqual({ ok: true, url: 'https://cdn.example.com/gown.jpg' });
  });

  it('refuses blank, non-https, malformed, duplicate, and a fourth image', () => {
    expect(checkImageUrl('   ', [])).toEqual({ ok: false, problem: 'Enter the image address first.' });
    expect(checkImageUrl('http://cdn.example.com/a.jpg', [])).toEqual({ ok: false, problem: 'Image addresses must start with https://' });
    expect(checkImageUrl('javascript:alert(1)', [])).toMatchObject({ ok: false });
    expect(checkImageUrl('not a url', [])).toMatchObject({ ok: false });
    expect(checkImageUrl('https://a.example/x.jpg', ['https://a.example/x.jpg'])).toEqual({
      ok: false,
      problem: 'That image is already added.',
    });
    expect(checkImageUrl('https://a.example/y.jpg', ['1', '2', '3'])).toEqual({
      ok: false,
      problem: 'A product can have at most 3 images.',
    });
  });
});
