import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, MB, PRODUCT_IMAGES, TEXT_LIMITS } from '@dw/contracts';

/** For the file picker's `accept`; the check below still runs, since accept is only a hint. */
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');
const MAX_BYTES = MAX_UPLOAD_BYTES.product;

export function canAddImage(current: readonly string[]): boolean {
  return current.length < PRODUCT_IMAGES.max;
}

export const IMAGE_LIMIT_TEXT = `A product can have at most ${PRODUCT_IMAGES.max} images.`;

/** Refuses a file before any upload starts: wrong type or over 10 MB. */
export function imageFileProblem(file: { name: string; type: string; size: number }, current: readonly string[]): string | null {
  if (!canAddImage(current)) return IMAGE_LIMIT_TEXT;
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG, WebP or AVIF image.`;
  }
  if (file.size > MAX_BYTES) return `${file.name} is larger than ${MAX_BYTES / MB} MB.`;
  return null;
}

export type ImageUrlCheck = { ok: true; url: string } | { ok: false; problem: string };

/** An image added by address: trimmed, non-empty, https only, no duplicates, while fewer than 3. */
export function checkImageUrl(raw: string, current: readonly string[]): ImageUrlCheck {
  if (!canAddImage(current)) return { ok: false, problem: IMAGE_LIMIT_TEXT };
  const url = raw.trim();
  if (!url) return { ok: false, problem: 'Enter the image address first.' };
  if (url.length > TEXT_LIMITS.imageUrl.max) return { ok: false, problem: 'That address is too long.' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: 'Image addresses must start with https://' };
  }
  if (parsed.protocol !== 'https:' || !parsed.hostname) {
    return { ok: false, problem: 'Image addresses must start with https://' };
  }
  if (current.includes(url)) return { ok: false, problem: 'That image is already added.' };
  return { ok: true, url };
}
