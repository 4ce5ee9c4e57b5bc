import sharp from 'sharp';

const WIDTH = 40;
const HEIGHT = 20;

/**
 * A JPEG as a phone writes it: 40×20 pixels, red on the left and blue on the right, stored sideways
 * with EXIF orientation 6 (show it turned 90° clockwise, so it stands 20×40 with red on top), and
 * EXIF naming the camera and the GPS position where it was taken.
 */
export async function phonePhotoWithGps(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) pixels.set(x < WIDTH / 2 ? [220, 20, 20] : [20, 20, 220], (y * WIDTH + x) * 3);
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snap 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 29/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 10/1 6/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF holds a GPS block (the GPS IFD pointer, tag 0x8825, in either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** What a stored image says about itself, and which colour its top and bottom rows are. */
export async function describeImage(bytes: Buffer): Promise<{
  width?: number;
  height?: number;
  orientation?: number;
  exif: boolean;
  gps: boolean;
  top: 'red' | 'blue';
  bottom: 'red' | 'blue';
}> {
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colourAt = (row: number): 'red' | 'blue' => {
    const at = (row * info.width + Math.floor(info.width / 2)) * info.channels;
    return data[at] > data[at + 2] ? 'red' : 'blue';
  };
  return {
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif !== undefined,
    gps: exifHasGps(meta.exif),
    top: colourAt(1),
    bottom: colourAt(info.height - 2),
  };
}
