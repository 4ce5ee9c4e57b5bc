import type { ImageContentType } from '@dw/contracts';
import sharp from 'sharp';
import { dropJpegMetadata } from './domain/jpeg-metadata';

/** Same cap as the resizer: a larger photograph would take too much memory to decode. */
export const MAX_STRIP_PIXELS = 40_000_000;

/** Quality when a photo has to be encoded again: high, so the original a shopper zooms into stays sharp. */
const QUALITY = 90;

export type StripResult =
  | { kind: 'unchanged'; bytes: Buffer }
  | { kind: 'stripped'; bytes: Buffer }
  /** Not readable as an image (or, other than a JPEG, too large to decode): kept as sent, and said so in the log. */
  | { kind: 'unreadable'; bytes: Buffer; reason: string };

/**
 * The image without what a camera writes about it: EXIF (a phone photo's GPS position, the camera's
 * serial number), XMP, IPTC and text comments. The EXIF orientation is applied to the pixels first,
 * so the photo still stands the way it was taken; the colour profile is kept. An image that carries
 * none of these is returned byte for byte, so clean uploads lose no quality to a new encode.
 */
export async function stripMetadata(bytes: Buffer, type: ImageContentType, maxPixels = MAX_STRIP_PIXELS): Promise<StripResult> {
  let meta: sharp.Metadata;
  try {
    // Reads the headers only: any size of photograph gets this far.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { kind: 'unreadable', bytes, reason: (error as Error)?.message ?? String(error) };
  }
  const personal = meta.exif || meta.xmp || meta.iptc || (meta.comments?.length ?? 0) > 0;
  if (!personal) return { kind: 'unchanged', bytes };
  try {
    // rotate() with no angle turns the pixels as the EXIF orientation says; output carries no metadata by default.
    const image = sharp(bytes, { limitInputPixels: maxPixels }).rotate().keepIccProfile();
    const encoded =
      type === 'image/jpeg'
        ? image.jpeg({ quality: QUALITY })
        : type === 'image/png'
          ? image.png()
          : type === 'image/webp'
            ? image.webp({ quality: QUALITY })
            : image.avif({ quality: QUALITY });
    return { kind: 'stripped', bytes: await encoded.toBuffer() };
  } catch (error) {
    // Too large to decode here (a 48-megapixel phone photo): a JPEG's metadata segments can still be cut out.
    const cut = type === 'image/jpeg' ? dropJpegMetadata(bytes, meta.orientation) : null;
    if (cut) return { kind: 'stripped', bytes: cut };
    return { kind: 'unreadable', bytes, reason: (error as Error)?.message ?? String(error) };
  }
}
