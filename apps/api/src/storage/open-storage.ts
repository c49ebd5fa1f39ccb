import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

export type FileStorageConfig = Pick<Config, 'dataDir'> & { fileStorage?: Config['fileStorage'] };

const opened = new Map<string, FileStorage>();

/** The app's storage: the S3 bucket when FILE_STORAGE_URL is set, else DATA_DIR/files. One client per target. */
export function fileStorageFor(config: FileStorageConfig): FileStorage {
  const s3 = config.fileStorage;
  const id = s3 ? JSON.stringify(s3) : `disk:${config.dataDir}`;
  let storage = opened.get(id);
  if (!storage) {
    storage = s3 ? createS3Storage(s3) : localFileStorage(config.dataDir);
    opened.set(id, storage);
  }
  return storage;
}

/** The local folder the app uses without FILE_STORAGE_URL (and the copy command's default source). */
export function localFileStorage(dataDir: string): FileStorage {
  return createDiskStorage(path.join(dataDir, 'files'));
}
