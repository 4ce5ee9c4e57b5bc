import type { Readable } from 'node:stream';
import type { ImageContentType, UploadPurpose } from '@dw/contracts';
import type { DeclaredUpload } from '../domain/stored-image';

/** An object as storage holds it: nothing about it is trusted until UploadsService has checked it. */
export interface StoredObject {
  /** The stored Content-Type, whatever the uploader sent. */
  contentType: string;
  /** The whole object's size, even when `body` holds only its first bytes. */
  size: number;
  body: Readable;
  /**
   * True once this server has stripped the image's metadata (EXIF and the like): always for what
   * put() and replace() stored; false for what a browser sent straight to the bucket.
   */
  stripped: boolean;
}

export interface ListedObject {
  id: string;
  modifiedAt: Date;
}

/**
 * The storage port: where uploaded images live. The local-disk adapter serves the upload itself;
 * the S3 adapter hands out presigned URLs when the browser declared what it will send.
 */
export interface ObjectStorage {
  /** Where the browser should PUT the file for this id. */
  createUploadUrl(id: string, purpose: UploadPurpose, declared?: DeclaredUpload): Promise<string>;
  /** Stores bytes already checked and stripped by the caller; false when the id is taken. */
  put(id: string, bytes: Buffer, contentType: ImageContentType): Promise<boolean>;
  /** Overwrites an existing object with its stripped bytes (marked as stripped). */
  replace(id: string, bytes: Buffer, contentType: ImageContentType): Promise<void>;
  /** The object, or only its first `firstBytes` bytes when given; null when there is none. */
  get(id: string, firstBytes?: number): Promise<StoredObject | null>;
  exists(id: string): Promise<boolean>;
  /** Every stored object with when it was last written, for the clean-up of unreferenced uploads. */
  list(): AsyncIterable<ListedObject>;
  /** Removes an object that failed its checks; no error when it is already gone. */
  delete(id: string): Promise<void>;
  /** Resolves when storage can be read and written. */
  ping(): Promise<void>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Object ids are the UUIDs we issue: anything else is never looked up (no path tricks). */
export const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
