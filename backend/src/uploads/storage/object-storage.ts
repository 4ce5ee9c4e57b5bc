import type { Readable } from 'node:stream';
import type { ImageContentType, UploadPurpose } from '@dw/contracts';

export interface StoredObject {
  contentType: ImageContentType;
  size: number;
  body: Readable;
}

/**
 * The storage port: where uploaded images live. The local-disk adapter serves the upload itself;
 * an S3 adapter hands out presigned URLs instead.
 */
export interface ObjectStorage {
  /** Where the browser should PUT the file for this id. */
  createUploadUrl(id: string, purpose: UploadPurpose): Promise<string>;
  /** Stores bytes already checked by the caller; false when the id is taken. */
  put(id: string, bytes: Buffer, contentType: ImageContentType): Promise<boolean>;
  get(id: string): Promise<StoredObject | null>;
  exists(id: string): Promise<boolean>;
  /** Resolves when storage can be read and written. */
  ping(): Promise<void>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
