import type { ImageContentType } from '@dw/contracts';
import sharp from 'sharp';

/** Same cap as the resizer: a larger photograph would take too much memory to decode. */
export const MAX_STRIP_PIXELS = 40_000_000;

/** Quality when a photo has to be encoded again: high, so the original a shopper zooms into stays sharp. */
const QUALITY = 90;

export type StripResult =
  | { kind: 'unchanged'; bytes: Buffer }
  | { kind: 'stripped'; bytes: Buffer }
  /** Not readable as an image (or too large to decode): kept as sent, and said so in the log. */
  | { kind: 'unreadable'; bytes: Buffer; reason: string };

/**
 * The image without what a camera writes about it: EXIF (a phone photo's GPS position, the camera's
 * serial number), XMP, IPTC and text comments. The EXIF orientation is applied to the pixels first,
 * so the photo still stands the way it was taken; the colour profile is kept. An image that carries
 * none of these is returned byte for byte, so clean uploads lose no quality to a new encode.
 */
export async function stripMetadata(bytes: Buffer, type: ImageContentType): Promise<StripResult> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_STRIP_PIXELS }).metadata();
    const personal = meta.exif || meta.xmp || meta.iptc || (meta.comments?.length ?? 0) > 0;
    if (!personal) return { kind: 'unchanged', bytes };
    // rotate() with no angle turns the pixels as the EXIF orientation says; output carries no metadata by default.
    const image = sharp(bytes, { limitInputPixels: MAX_STRIP_PIXELS }).rotate().keepIccProfile();
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
    return { kind: 'unreadable', bytes, reason: (error as Error)?.message ?? String(error) };
  }
}
