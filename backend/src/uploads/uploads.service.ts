import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  IMAGE_CONTENT_TYPES,
  ImageContentType,
  MAX_UPLOAD_BYTES,
  MB,
  UPLOADS_PATH_PREFIX,
  UploadPurpose,
  UploadTicket,
} from '@dw/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { sniffImageType } from './domain/magic-bytes';
import { verifyUpload } from './domain/upload-signature';
import { OBJECT_STORAGE, ObjectStorage, StoredObject } from './storage/object-storage';

const UNSUPPORTED = 'Only JPEG, PNG, WebP or AVIF images can be uploaded.';

@Injectable()
export class UploadsService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(purpose: UploadPurpose): Promise<UploadTicket> {
    const id = randomUUID();
    return { uploadURL: await this.storage.createUploadUrl(id, purpose), objectPath: `${UPLOADS_PATH_PREFIX}${id}` };
  }

  /** Checks the signed URL and the declared type before a byte of the body is read. */
  authorise(id: string, query: Record<string, unknown>, declaredType: string | undefined): { maxBytes: number; type: ImageContentType } {
    const verdict = verifyUpload(this.config.uploadSigningKey, id, query, Math.floor(Date.now() / 1000));
    if ('problem' in verdict) {
      const message =
        verdict.problem === 'expired'
          ? 'This upload link has expired - please request a new one.'
          : 'This upload link is not valid.';
      throw AppError.forbidden(message, verdict.problem === 'expired' ? 'UPLOAD_URL_EXPIRED' : 'BAD_UPLOAD_SIGNATURE');
    }
    const type = (declaredType ?? '').split(';')[0].trim().toLowerCase();
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) {
      throw new AppError('unsupported_media', UNSUPPORTED, 'UNSUPPORTED_IMAGE_TYPE');
    }
    return { maxBytes: MAX_UPLOAD_BYTES[verdict.grant.purpose], type: type as ImageContentType };
  }

  /** Stores the bytes when they really are the declared image type. */
  async store(id: string, bytes: Buffer, declared: ImageContentType): Promise<string> {
    const actual = sniffImageType(bytes);
    if (actual === null) throw new AppError('unsupported_media', UNSUPPORTED, 'NOT_AN_IMAGE');
    if (actual !== declared) {
      throw new AppError('unsupported_media', `The file is a ${actual} image but was sent as ${declared}.`, 'CONTENT_TYPE_MISMATCH');
    }
    if (!(await this.storage.put(id, bytes, declared))) {
      throw AppError.conflict('This upload link has already been used.', 'UPLOAD_URL_USED');
    }
    return `${UPLOADS_PATH_PREFIX}${id}`;
  }

  tooLarge(maxBytes: number): AppError {
    return new AppError('too_large', `Images can be at most ${maxBytes / MB} MB.`, 'FILE_TOO_LARGE');
  }

  async open(id: string): Promise<StoredObject> {
    const object = await this.storage.get(id);
    if (!object) throw AppError.notFound('Image not found.', 'IMAGE_NOT_FOUND');
    return object;
  }
}
