import { IMAGE_CONTENT_TYPES, ImageContentType, MAX_UPLOAD_BYTES, UploadPurpose } from '@dw/contracts';
import { sniffImageType } from './magic-bytes';

/** How many leading bytes sniffImageType needs to tell the four image types apart. */
export const SNIFF_BYTES = 12;

/** Nothing we issued an upload for can be larger than this, whatever its purpose. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(MAX_UPLOAD_BYTES));

export type StoredImageProblem = 'unsupported-type' | 'not-an-image' | 'type-mismatch' | 'too-large';

export interface StoredImageFacts {
  /** The type the storage will serve it with (S3's Content-Type), as stored. */
  contentType: string;
  size: number;
  /** The first SNIFF_BYTES bytes (fewer when the object is shorter). */
  head: Uint8Array;
}

/**
 * Whether a stored object may be served or referenced as an image: an accepted
 * type, bytes that really are that type, and no larger than `maxBytes`. Gives the type to serve.
 */
export function checkStoredImage(object: StoredImageFacts, maxBytes: number): { type: ImageContentType } | { problem: StoredImageProblem } {
  const type = object.contentType.split(';')[0].trim().toLowerCase();
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) return { problem: 'unsupported-type' };
  const actual = sniffImageType(object.head);
  if (actual === null) return { problem: 'not-an-image' };
  if (actual !== type) return { problem: 'type-mismatch' };
  if (object.size > maxBytes) return { problem: 'too-large' };
  return { type: actual };
}

export type DeclaredUploadProblem = 'unsupported-type' | 'too-large';

/** What the browser says it will upload, checked before any URL is handed out. */
export interface DeclaredUpload {
  contentType: ImageContentType;
  size: number;
}

export function checkDeclaredUpload(
  declared: { contentType: string; size: number },
  purpose: UploadPurpose,
): { upload: DeclaredUpload } | { problem: DeclaredUploadProblem } {
  const type = declared.contentType.split(';')[0].trim().toLowerCase();
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) return { problem: 'unsupported-type' };
  if (declared.size > MAX_UPLOAD_BYTES[purpose]) return { problem: 'too-large' };
  return { upload: { contentType: type as ImageContentType, size: declared.size } };
}
