import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ImageContentType, UPLOAD_URL_TTL_SECONDS, UploadPurpose } from '@dw/contracts';
import type { S3Config } from '../../config/app-config';
import type { DeclaredUpload } from '../domain/stored-image';
import { serverUploadUrl } from '../domain/upload-signature';
import { ListedObject, OBJECT_ID, ObjectStorage, StoredObject } from './object-storage';

/**
 * Object metadata (x-amz-meta-dw-stripped) set on what this server stored after stripping it. A
 * presigned URL signs only Content-Type and Content-Length, and S3 refuses unsigned x-amz-meta-*
 * headers on one, so a browser's direct upload never carries it.
 */
const STRIPPED_KEY = 'dw-stripped';

const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Images in an S3 bucket (AWS, or MinIO in docker-compose) under `uploads/{id}`.
 *
 * A browser that declares its file's type and size gets a presigned PUT straight to the bucket,
 * with Content-Type and Content-Length inside the signature: S3 refuses any other type or size, and
 * the size was checked against the purpose's limit before signing. One that declares nothing (a
 * plain client) gets our own signed PUT route, which checks the bytes and then calls put().
 * Either way UploadsService checks the stored bytes again before an image is served or referenced,
 * because whoever holds the bucket's keys can write anything there.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  /** Signs for the endpoint browsers use (S3_PUBLIC_ENDPOINT); the host is part of the signature. */
  private readonly signer: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly signingKey: Buffer,
  ) {
    const base: S3ClientConfig = {
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials ?? undefined,
      // Otherwise the SDK signs a CRC32 of the empty body into presigned URLs (S3 then refuses the
      // real upload) and sends checksum headers older MinIO releases reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A storage server that is down or hung fails the request (503) instead of holding it open:
      // 2 s to connect, 15 s to answer, 30 s of silence mid-transfer.
      requestHandler: { connectionTimeout: 2000, requestTimeout: 15_000, throwOnRequestTimeout: true, socketTimeout: 30_000 },
    };
    this.client = new S3Client({ ...base, endpoint: config.endpoint ?? undefined });
    this.signer = config.publicEndpoint ? new S3Client({ ...base, endpoint: config.publicEndpoint }) : this.client;
  }

  async createUploadUrl(id: string, purpose: UploadPurpose, declared?: DeclaredUpload): Promise<string> {
    if (!declared) return serverUploadUrl(this.signingKey, id, purpose, Math.floor(Date.now() / 1000));
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.key(id),
      ContentType: declared.contentType,
      ContentLength: declared.size,
    });
    // The presigner leaves Content-Type unsigned unless told; Content-Length pins the exact size.
    return getSignedUrl(this.signer, command, {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  async put(id: string, bytes: Buffer, contentType: ImageContentType): Promise<boolean> {
    if (await this.exists(id)) return false;
    try {
      // If-None-Match closes the race between two PUTs on S3 and MinIO (servers without it ignore it).
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.key(id),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          Metadata: { [STRIPPED_KEY]: 'true' },
          IfNoneMatch: '*',
        }),
      );
      return true;
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 409) return false;
      throw error;
    }
  }

  async replace(id: string, bytes: Buffer, contentType: ImageContentType): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(id),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        Metadata: { [STRIPPED_KEY]: 'true' },
      }),
    );
  }

  async get(id: string, firstBytes?: number): Promise<StoredObject | null> {
    if (!OBJECT_ID.test(id)) return null;
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.key(id),
          Range: firstBytes === undefined ? undefined : `bytes=0-${firstBytes - 1}`,
        }),
      );
      // With a range, Content-Length is the part's; "bytes 0-11/5242881" carries the whole size.
      const total = /\/(\d+)$/.exec(res.ContentRange ?? '')?.[1];
      return {
        contentType: res.ContentType ?? '',
        size: total === undefined ? Number(res.ContentLength ?? 0) : Number(total),
        body: res.Body as Readable,
        stripped: res.Metadata?.[STRIPPED_KEY] === 'true',
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      // A range beyond the end: the object is empty, and an empty file is no image.
      if (statusOf(error) === 416) return { contentType: '', size: 0, body: Readable.from([]), stripped: false };
      throw error;
    }
  }

  async exists(id: string): Promise<boolean> {
    if (!OBJECT_ID.test(id)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(id) }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  /** Page by page (1,000 keys each), so a large bucket is never held in memory at once. */
  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: 'uploads/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const id = (object.Key ?? '').slice('uploads/'.length);
        if (OBJECT_ID.test(id) && object.LastModified) yield { id, modifiedAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(id: string): Promise<void> {
    if (!OBJECT_ID.test(id)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(id) }));
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  /** Nest calls this at shutdown: the clients keep sockets open. */
  onModuleDestroy(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  private key(id: string): string {
    if (!OBJECT_ID.test(id)) throw new Error('Invalid object id');
    return `uploads/${id}`;
  }
}
