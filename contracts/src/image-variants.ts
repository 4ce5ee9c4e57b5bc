import { UPLOADS_PATH_PREFIX } from './limits';

/**
 * Widths (px) of the resized WebP copies the server makes of an uploaded photo, at
 * GET /objects/uploads/{id}/{width}: a phone downloads a picture its screen can show, not the
 * upload. Never wider than the upload itself.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 960, 1280] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** How wide each kind of product picture shows (its <img sizes>), shared by the shop and the server's preloads. */
export const IMAGE_SIZES = {
  hero: '(min-width: 960px) 32vw, 70vw',
  heroInset: '(min-width: 960px) 18vw, 40vw',
  card: '(min-width: 1100px) 300px, (min-width: 700px) 33vw, 50vw',
  gallery: '(min-width: 960px) 56vw, 100vw',
  cartLine: '120px',
} as const;

const UPLOAD_PATH = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The URL of one resized copy of an uploaded photo; any other picture as it is. */
export function imageVariant(src: string, width: ImageVariantWidth): string {
  return UPLOAD_PATH.test(src) ? `${src}/${width}` : src;
}

/** The srcset of an uploaded photo's resized copies; null for a picture hosted elsewhere. */
export function imageSrcSet(src: string): string | null {
  if (!src.startsWith(UPLOADS_PATH_PREFIX) || !UPLOAD_PATH.test(src)) return null;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${src}/${width} ${width}w`).join(', ');
}
