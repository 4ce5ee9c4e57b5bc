import type { AppConfig } from '../../config/app-config';
import { LocalDiskStorage } from './local-disk.storage';
import type { ObjectStorage } from './object-storage';

/** Local disk under DATA_DIR; the S3 adapter joins here when S3_* is configured. */
export function createObjectStorage(config: AppConfig): ObjectStorage {
  return new LocalDiskStorage(config.dataDir, config.uploadSigningKey);
}
