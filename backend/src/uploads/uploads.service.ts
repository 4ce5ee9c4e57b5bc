import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  IMAGE_CONTENT_TYPES,
  ImageContentType,
  MAX_UPLOAD_BYTES,
  MB,
  UPLOADS_PATH_PREFIX,
  UploadPurpose,
  UploadTicket,
  REVIEW_PHOTO_NOT_OWN,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { sniffImageType } from './domain/magic-bytes';
import { peekStream } from './domain/peek-stream';
import { readBody } from './domain/read-body';
import { DeclaredUpload, LARGEST_UPLOAD_BYTES, SNIFF_BYTES, checkDeclaredUpload, checkStoredImage } from './domain/stored-image';
import { verifyUpload } from './domain/upload-signature';
import { OBJECT_ID, OBJECT_STORAGE, ObjectStorage, StoredObject } from './storage/object-storage';
import { stripMetadata } from './strip-metadata';
import { UploadOwner } from './upload-owner.entity';

const UNSUPPORTED = 'Only JPEG, PNG, WebP or AVIF images can be uploaded.';
const NOT_OWN_UPLOAD = 'imageUrls: every photo must be one you uploaded here with your own lender account - please upload it again.';
const NOT_USABLE =
  'Images must be uploaded images: one of them is missing, is not a JPEG, PNG, WebP or AVIF image, or is too large - please upload it again.';

/** What the browser may say about its file when asking for an upload URL. */
export interface UploadDeclaration {
  contentType?: string;
  size?: number;
}

/** A stored image that passed its checks, ready to stream. */
export interface VerifiedImage extends StoredObject {
  contentType: ImageContentType;
}

@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(UploadOwner) private readonly owners: Repository<UploadOwner>,
  ) {}

  /**
   * An upload URL for one new id. A browser that declares its file's type and size is refused
   * here (415/413) before it sends a byte, and S3 storage binds both into a presigned URL; one that
   * declares nothing gets our own PUT route, which decides when the bytes arrive.
   */
  async issue(purpose: UploadPurpose, declaration: UploadDeclaration = {}, lenderAccountId: string | null = null): Promise<UploadTicket> {
    const declared = this.declared(purpose, declaration);
    const id = randomUUID();
    // Before the URL exists: no upload is ever without its owner.
    await this.owners.insert({ id, purpose, lenderAccountId, createdAt: new Date() });
    const uploadURL = await this.reach(this.storage.createUploadUrl(id, purpose, declared));
    return { uploadURL, objectPath: `${UPLOADS_PATH_PREFIX}${id}` };
  }

  /** Checks the signed URL and the declared type before a byte of the body is read. */
  authorise(id: string, query: Record<string, unknown>, declaredType: string | undefined): { maxBytes: number; type: ImageContentType } {
    // Ids are lower-case UUIDs we issued: anything else is no upload link of ours and never reaches storage.
    if (!OBJECT_ID.test(id)) throw AppError.forbidden('This upload link is not valid.', 'BAD_UPLOAD_SIGNATURE');
    const verdict = verifyUpload(this.config.uploadSigningKey, id, query, Math.floor(Date.now() / 1000));
    if ('problem' in verdict) {
      const message =
        verdict.problem === 'expired' ? 'This upload link has expired - please request a new one.' : 'This upload link is not valid.';
      throw AppError.forbidden(message, verdict.problem === 'expired' ? 'UPLOAD_URL_EXPIRED' : 'BAD_UPLOAD_SIGNATURE');
    }
    const type = (declaredType ?? '').split(';')[0].trim().toLowerCase();
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) {
      throw new AppError('unsupported_media', UNSUPPORTED, 'UNSUPPORTED_IMAGE_TYPE');
    }
    return { maxBytes: MAX_UPLOAD_BYTES[verdict.grant.purpose], type: type as ImageContentType };
  }

  /**
   * Stores the bytes when they really are the declared image type, without their metadata (a phone
   * photo's EXIF carries where it was taken): the original anyone can fetch shows only the picture.
   */
  async store(id: string, bytes: Buffer, declared: ImageContentType, maxBytes: number): Promise<string> {
    const actual = sniffImageType(bytes);
    if (actual === null) throw new AppError('unsupported_media', UNSUPPORTED, 'NOT_AN_IMAGE');
    if (actual !== declared) {
      throw new AppError('unsupported_media', `The file is a ${actual} image but was sent as ${declared}.`, 'CONTENT_TYPE_MISMATCH');
    }
    const clean = await this.strip(id, bytes, declared);
    // Encoded again, a photo could in principle grow past the limit it was checked against.
    if (clean.length > maxBytes) throw this.tooLarge(maxBytes);
    if (!(await this.reach(this.storage.put(id, clean, declared)))) {
      throw AppError.conflict('This upload link has already been used.', 'UPLOAD_URL_USED');
    }
    return `${UPLOADS_PATH_PREFIX}${id}`;
  }

  tooLarge(maxBytes: number): AppError {
    return new AppError('too_large', `Images can be at most ${maxBytes / MB} MB.`, 'FILE_TOO_LARGE');
  }

  /** The image at /objects/uploads/{id}, checked again on every read (see verified()). */
  async open(id: string): Promise<VerifiedImage> {
    const image = await this.verified(id, LARGEST_UPLOAD_BYTES, false);
    if (!image) throw AppError.notFound('Image not found.', 'IMAGE_NOT_FOUND');
    return image;
  }

  /**
   * For a lender's listing writes: every photo must be an `/objects/uploads/{id}` path this lender
   * was issued (no https URL, no other lender's or the admin's upload), else 400 naming imageUrls,
   * before anything is written. Another lender's upload reads the same as an unknown one (400, not
   * 403), so ids tell nothing about who uploaded what.
   */
  async assertOwnUploads(imageUrls: readonly string[], lenderAccountId: string): Promise<void> {
    const ids = imageUrls.map((url) => (url.startsWith(UPLOADS_PATH_PREFIX) ? url.slice(UPLOADS_PATH_PREFIX.length) : ''));
    if (ids.some((id) => !OBJECT_ID.test(id))) throw AppError.invalid(NOT_OWN_UPLOAD, 'IMAGE_NOT_OWN_UPLOAD');
    const owned = await this.owners.find({ select: { id: true, lenderAccountId: true }, where: { id: In([...new Set(ids)]) } });
    const hers = new Set(owned.filter((o) => o.lenderAccountId === lenderAccountId).map((o) => o.id));
    if (ids.some((id) => !hers.has(id))) throw AppError.invalid(NOT_OWN_UPLOAD, 'IMAGE_NOT_OWN_UPLOAD');
  }

  /**
   * For condition records and claims: every photo must be an `/objects/uploads/{id}` path this
   * uploader was issued (the admin's have no lender; a lender's are hers) and a usable image, else
   * 400 naming `field`, before anything is written.
   */
  async assertUploadsOf(paths: readonly string[], lenderAccountId: string | null, field: string): Promise<void> {
    if (paths.length === 0) return;
    const refusal = AppError.invalid(
      `${field}: every photo must be one you uploaded here - please upload it again.`,
      'IMAGE_NOT_OWN_UPLOAD',
    );
    const ids = paths.map((url) => (url.startsWith(UPLOADS_PATH_PREFIX) ? url.slice(UPLOADS_PATH_PREFIX.length) : ''));
    if (ids.some((id) => !OBJECT_ID.test(id))) throw refusal;
    const owned = await this.owners.find({ select: { id: true, lenderAccountId: true }, where: { id: In([...new Set(ids)]) } });
    const theirs = new Set(owned.filter((o) => o.lenderAccountId === lenderAccountId).map((o) => o.id));
    if (ids.some((id) => !theirs.has(id))) throw refusal;
    await this.assertUsableImages(paths, lenderAccountId === null ? 'product' : 'listing');
  }

  /**
   * For a review: the photo must be an upload issued for a review (through a rental's review link),
   * never a listing's, a product's or a condition record's, and a usable image; else 400 naming
   * photoUrl, before anything is written.
   */
  async assertReviewPhoto(path: string): Promise<void> {
    const refusal = AppError.invalid(REVIEW_PHOTO_NOT_OWN, 'IMAGE_NOT_OWN_UPLOAD');
    const id = path.startsWith(UPLOADS_PATH_PREFIX) ? path.slice(UPLOADS_PATH_PREFIX.length) : '';
    if (!OBJECT_ID.test(id)) throw refusal;
    const owner = await this.owners.findOneBy({ id });
    if (owner?.purpose !== 'review') throw refusal;
    await this.assertUsableImages([path], 'review');
  }

  /**
   * For product and listing writes: every `/objects/uploads/{id}` path must name a stored image
   * that passes its checks for `purpose` (listing photos 5 MB, product images 10 MB); https URLs
   * are not ours to check. A failing upload is deleted; the write is refused with 400.
   */
  async assertUsableImages(imageUrls: readonly string[], purpose: UploadPurpose): Promise<void> {
    const ids = imageUrls.filter((url) => url.startsWith(UPLOADS_PATH_PREFIX)).map((url) => url.slice(UPLOADS_PATH_PREFIX.length));
    const results = await Promise.all(ids.map((id) => this.verified(id, MAX_UPLOAD_BYTES[purpose], true)));
    if (results.some((image) => image === null)) throw AppError.invalid(NOT_USABLE, 'IMAGE_NOT_USABLE');
  }

  /**
   * The one check between storage and anyone who sees an image. Presigned uploads never pass
   * through this server, and anyone with the bucket's keys can write any bytes under any type, so
   * before an object is served or referenced its stored type must be one we accept, its first bytes
   * must sniff as that type and its size must be within `maxBytes`. An object that fails is deleted
   * and reads as missing. With `headOnly` only the first bytes are fetched (and nothing is streamed).
   */
  private async verified(id: string, maxBytes: number, headOnly: boolean): Promise<VerifiedImage | null> {
    if (!OBJECT_ID.test(id)) return null;
    const object = await this.reach(this.storage.get(id, headOnly ? SNIFF_BYTES : undefined));
    if (!object) return null;
    const { head, body } = await this.reach(peekStream(object.body, SNIFF_BYTES));
    const verdict = checkStoredImage({ contentType: object.contentType, size: object.size, head }, maxBytes);
    if ('type' in verdict) {
      if (!object.stripped) return this.stripStored(id, verdict.type, maxBytes, headOnly, body);
      if (headOnly) body.destroy();
      return { contentType: verdict.type, size: object.size, body, stripped: true };
    }
    body.destroy();
    // Too large for a listing photo may still be a fine product image: only delete what no purpose accepts.
    if (verdict.problem !== 'too-large' || object.size > LARGEST_UPLOAD_BYTES) {
      this.logger.warn(`Deleted upload ${id}: ${verdict.problem} (stored as ${JSON.stringify(object.contentType)}, ${object.size} bytes)`);
      await this.reach(this.storage.delete(id));
    }
    return null;
  }

  /**
   * A browser's direct upload to the bucket (presigned S3 URL) never passed through store(): the
   * first time this server reads it, to serve it or to check it for a product or listing, the
   * metadata is stripped and the object replaced, marked so it is done once.
   */
  private async stripStored(
    id: string,
    type: ImageContentType,
    maxBytes: number,
    headOnly: boolean,
    body: Readable,
  ): Promise<VerifiedImage | null> {
    let whole = body;
    if (headOnly) {
      body.destroy();
      const object = await this.reach(this.storage.get(id));
      if (!object) return null;
      whole = object.body;
    }
    const bytes = await this.reach(readBody(whole, maxBytes));
    if (bytes === null) return null;
    const clean = await this.strip(id, bytes, type);
    await this.reach(this.storage.replace(id, clean, type));
    return { contentType: type, size: clean.length, body: Readable.from([clean]), stripped: true };
  }

  private async strip(id: string, bytes: Buffer, type: ImageContentType): Promise<Buffer> {
    const result = await stripMetadata(bytes, type);
    if (result.kind === 'unreadable') this.logger.warn(`Upload ${id} kept as sent: its metadata could not be read (${result.reason})`);
    return result.bytes;
  }

  private declared(purpose: UploadPurpose, { contentType, size }: UploadDeclaration): DeclaredUpload | undefined {
    // null counts as not sent: the DTO's @IsOptional lets it through.
    if (contentType == null && size == null) return undefined;
    if (contentType == null || size == null) {
      throw AppError.invalid('Send both the contentType and the size of the file, or neither.');
    }
    const verdict = checkDeclaredUpload({ contentType, size }, purpose);
    if ('upload' in verdict) return verdict.upload;
    if (verdict.problem === 'too-large') throw this.tooLarge(MAX_UPLOAD_BYTES[purpose]);
    throw new AppError('unsupported_media', UNSUPPORTED, 'UNSUPPORTED_IMAGE_TYPE');
  }

  /** Storage that cannot be reached is a 503 (logged), not a 500 or a missing image. */
  private async reach<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.logger.error(`Object storage failed: ${(error as Error)?.message ?? String(error)}`);
      throw new AppError('unavailable', 'Image storage is unavailable at the moment - please try again shortly.', 'STORAGE_UNAVAILABLE');
    }
  }
}
