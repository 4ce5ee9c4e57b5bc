import { dropJpegMetadata } from './jpeg-metadata';

const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
const SOI = [0xff, 0xd8];
const SCAN = [0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9];

describe('dropJpegMetadata', () => {
  it('drops APP1 (EXIF, XMP), APP13 (IPTC) and comments, keeps JFIF, colour profile and the image data', () => {
    const jfif = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0]);
    const icc = segment(0xe2, [1, 2, 3]);
    const input = Uint8Array.from([
      ...SOI,
      ...jfif,
      ...segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, 9, 9]),
      ...icc,
      ...segment(0xed, [7, 7]),
      ...segment(0xfe, [0x68, 0x69]),
      ...SCAN,
    ]);
    expect([...(dropJpegMetadata(input) ?? [])]).toEqual([...SOI, ...jfif, ...icc, ...SCAN]);
  });

  it('writes a non-default orientation back as the only EXIF tag', () => {
    const out = dropJpegMetadata(Uint8Array.from([...SOI, ...SCAN]), 6) as Buffer;
    expect(out.subarray(0, 4)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe1]));
    expect(out.includes(Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true);
    expect(dropJpegMetadata(Uint8Array.from([...SOI, ...SCAN]), 1)).toEqual(Buffer.from([...SOI, ...SCAN]));
  });

  it('gives null for what is not a well-formed JPEG up to its image data', () => {
    expect(dropJpegMetadata(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(dropJpegMetadata(Uint8Array.from([...SOI, 0xff, 0xe1, 0x10, 0x00, 1, 2]))).toBeNull();
    expect(dropJpegMetadata(Uint8Array.from([...SOI, 0xff, 0xe0]))).toBeNull();
    expect(dropJpegMetadata(Uint8Array.from([...SOI, 0x12, 0x34, 0, 2]))).toBeNull();
  });
});
