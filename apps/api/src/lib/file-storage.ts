import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the app keeps files (ERP PDFs of invoices and DDT, logos…): one interface so an
 * S3-compatible store can replace the disk later. Keys are relative paths like 'invoices/12.pdf'.
 */
export interface FileStorage {
  put(key: string, data: Buffer | Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage folder ('..', absolute paths, odd characters). */
function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Chiave di file non valida: ${key}`);
  return key;
}

/** Files on disk under `root` (DATA_DIR/files). */
export function createDiskStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await fs.access(full(key));
        return true;
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}

/** The app's storage: DATA_DIR/files. */
export function fileStorageFor(config: { dataDir: string }): FileStorage {
  return createDiskStorage(path.join(config.dataDir, 'files'));
}
