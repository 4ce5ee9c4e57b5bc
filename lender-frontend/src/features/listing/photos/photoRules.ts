import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, MB } from '@dw/contracts';

export const ACCEPTED_PHOTO_TYPES = IMAGE_CONTENT_TYPES.join(',');
export const MAX_PHOTO_MB = MAX_UPLOAD_BYTES.listing / MB;

/**
 * Why a file cannot be a listing photo, or null when it can. Checked in the browser so a
 * wrong file never costs an upload; the server checks the bytes again.
 */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG, WebP or AVIF image. Please choose a photo in one of those formats.`;
  }
  if (file.size > MAX_UPLOAD_BYTES.listing) {
    return `"${file.name}" is ${fileSizeText(file.size)}. Photos can be at most ${MAX_PHOTO_MB} MB each.`;
  }
  return null;
}

/** A file's size as a person reads it: '240 KB' under a megabyte (never '0.0 MB'), '2.4 MB' above. */
export function fileSizeText(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
