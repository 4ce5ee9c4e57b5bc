import type { AppConfig, S3Config } from '../../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3.storage';

/** S3 (or MinIO) when S3_* is configured, otherwise local disk under DATA_DIR. */
export function createObjectStorage(config: AppConfig): ObjectStorage {
  if (config.s3) return new S3Storage(config.s3, config.uploadSigningKey);
  return new LocalDiskStorage(config.dataDir, config.uploadSigningKey);
}

/**
 * The origin browsers PUT presigned uploads to, for the page's CSP `connect-src`; null on local
 * disk, where uploads go to our own origin.
 */
export function browserUploadOrigin(s3: S3Config | null): string | null {
  if (!s3) return null;
  if (s3.publicEndpoint ?? s3.endpoint) return s3.publicEndpoint ?? s3.endpoint;
  // AWS itself; buckets with dots cannot be virtual hosts under TLS, so the SDK uses the path.
  return s3.forcePathStyle || s3.bucket.includes('.')
    ? `https://s3.${s3.region}.amazonaws.com`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}
