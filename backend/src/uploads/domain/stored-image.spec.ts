import { MB } from '@dw/contracts';
import { LARGEST_UPLOAD_BYTES, SNIFF_BYTES, checkDeclaredUpload, checkStoredImage } from './stored-image';

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const HTML_HEAD = new TextEncoder().encode('<html><scrip');

describe('checkStoredImage', () => {
  it('passes an image stored under its own type, giving the type to serve', () => {
    expect(checkStoredImage({ contentType: 'image/png', size: 68, head: PNG_HEAD }, 5 * MB)).toEqual({ type: 'image/png' });
    expect(checkStoredImage({ contentType: 'IMAGE/JPEG; charset=binary', size: 5 * MB, head: JPEG_HEAD }, 5 * MB)).toEqual({
      type: 'image/jpeg',
    });
  });

  it('refuses a stored type we never accept, whatever the bytes', () => {
    expect(checkStoredImage({ contentType: 'text/html', size: 68, head: PNG_HEAD }, 5 * MB)).toEqual({ problem: 'unsupported-type' });
    expect(checkStoredImage({ contentType: 'image/svg+xml', size: 68, head: PNG_HEAD }, 5 * MB)).toEqual({ problem: 'unsupported-type' });
    expect(checkStoredImage({ contentType: '', size: 68, head: PNG_HEAD }, 5 * MB)).toEqual({ problem: 'unsupported-type' });
  });

  it('refuses HTML stored as an image, and an image stored as another type', () => {
    expect(checkStoredImage({ contentType: 'image/png', size: 40, head: HTML_HEAD }, 5 * MB)).toEqual({ problem: 'not-an-image' });
    expect(checkStoredImage({ contentType: 'image/jpeg', size: 68, head: PNG_HEAD }, 5 * MB)).toEqual({ problem: 'type-mismatch' });
    expect(checkStoredImage({ contentType: 'image/png', size: 0, head: new Uint8Array() }, 5 * MB)).toEqual({ problem: 'not-an-image' });
  });

  it('holds the size limit to the byte', () => {
    expect(checkStoredImage({ contentType: 'image/png', size: 5 * MB, head: PNG_HEAD }, 5 * MB)).toEqual({ type: 'image/png' });
    expect(checkStoredImage({ contentType: 'image/png', size: 5 * MB + 1, head: PNG_HEAD }, 5 * MB)).toEqual({ problem: 'too-large' });
  });

  it('sniffs from the first SNIFF_BYTES bytes and allows 10 MB at most, for any purpose', () => {
    expect(SNIFF_BYTES).toBe(12);
    expect(LARGEST_UPLOAD_BYTES).toBe(10 * MB);
  });
});

describe('checkDeclaredUpload', () => {
  it('accepts the four image types within the purpose limit', () => {
    expect(checkDeclaredUpload({ contentType: 'image/webp', size: 5 * MB }, 'listing')).toEqual({
      upload: { contentType: 'image/webp', size: 5 * MB },
    });
    expect(checkDeclaredUpload({ contentType: 'Image/AVIF', size: 10 * MB }, 'product')).toEqual({
      upload: { contentType: 'image/avif', size: 10 * MB },
    });
  });

  it('refuses other types and sizes over the limit before any URL is issued', () => {
    expect(checkDeclaredUpload({ contentType: 'image/gif', size: 10 }, 'product')).toEqual({ problem: 'unsupported-type' });
    expect(checkDeclaredUpload({ contentType: 'text/html', size: 10 }, 'listing')).toEqual({ problem: 'unsupported-type' });
    expect(checkDeclaredUpload({ contentType: 'image/png', size: 5 * MB + 1 }, 'listing')).toEqual({ problem: 'too-large' });
    expect(checkDeclaredUpload({ contentType: 'image/png', size: 10 * MB + 1 }, 'product')).toEqual({ problem: 'too-large' });
  });
});
