import path from 'node:path';

import type { CoreConfig } from '../modules/settings.js';
import type { FileStorage } from './FileStorage.js';
import { FilesystemStorage } from './FilesystemStorage.js';
import { S3Storage } from './S3Storage.js';

/** `DATA_DIR/uploads`: where uploads live without a bucket, and where the copy to a bucket reads them. */
export function localUploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The one storage every upload goes through: the bucket when `STORAGE_DRIVER=s3`, the disk otherwise. */
export function configuredStorage(config: Pick<CoreConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3 === undefined
    ? new FilesystemStorage(localUploadsRoot(config.dataDir))
    : new S3Storage(config.s3);
}
