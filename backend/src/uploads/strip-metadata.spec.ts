import sharp from 'sharp';
import { describeImage, phonePhotoWithGps } from '../../test/support/phone-photo';
import { stripMetadata } from './strip-metadata';

describe('stripMetadata', () => {
  it("drops a phone photo's EXIF, GPS included, after turning the pixels as its orientation said", async () => {
    const photo = await phonePhotoWithGps();
    expect(await describeImage(photo)).toMatchObject({ width: 40, height: 20, orientation: 6, exif: true, gps: true });

    const result = await stripMetadata(photo, 'image/jpeg');
    expect(result.kind).toBe('stripped');
    expect(await describeImage(result.bytes)).toEqual({
      width: 20,
      height: 40,
      orientation: undefined,
      exif: false,
      gps: false,
      top: 'red',
      bottom: 'blue',
    });
    expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
  });

  it('keeps an image that carries no metadata byte for byte', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await stripMetadata(png, 'image/png')).toEqual({ kind: 'unchanged', bytes: png });
  });

  it('strips WebP too', async () => {
    const webp = await sharp(await phonePhotoWithGps())
      .withMetadata()
      .webp()
      .toBuffer();
    expect((await describeImage(webp)).exif).toBe(true);
    const result = await stripMetadata(webp, 'image/webp');
    expect(await describeImage(result.bytes)).toMatchObject({ exif: false, gps: false });
  });

  it('keeps bytes it cannot read as an image, saying so', async () => {
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    const result = await stripMetadata(junk, 'image/jpeg');
    expect(result).toMatchObject({ kind: 'unreadable', bytes: junk });
  });
});

describe('stripMetadata on a photograph too large to decode', () => {
  it('cuts the metadata out of a JPEG, keeping its orientation as the only EXIF tag', async () => {
    const photo = await phonePhotoWithGps();
    const result = await stripMetadata(photo, 'image/jpeg', 100); // the 40×20 photo counts as too large here
    expect(result.kind).toBe('stripped');
    const meta = await sharp(result.bytes).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation, xmp: meta.xmp }).toEqual({
      width: 40,
      height: 20,
      orientation: 6,
      xmp: undefined,
    });
    expect(meta.exif?.length).toBeLessThan(40);
    expect(await describeImage(result.bytes)).toMatchObject({ gps: false });
    // Still a picture every decoder reads, the same pixels as before.
    expect((await describeImage(await sharp(result.bytes).rotate().toBuffer())).top).toBe('red');
  });
});
