import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/**
 * Where the app keeps its files (ERP PDFs of invoices and DDT, product pictures and sheets, shop logos): the local
 * folder DATA_DIR/files, or an S3-compatible bucket (FILE_STORAGE_URL) that every API and worker host shares.
 * Keys are relative paths like 'invoices/FT2025-0001.pdf'. Files pass as streams both ways: a download is piped
 * from the store to the client, never held whole in memory.
 */
export interface FileStorage {
  /** Where the files are, for logs and the copy command ('folder /data/files', 's3://portale/files'). */
  readonly description: string;
  /** Stores a file whole: until it is complete, readers see the previous one or none. */
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<void>;
  /** The file as a stream with its size, or null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  /** The file's bytes, or null: for small files only (a logo, a picture printed in a PDF). */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** Every file under a folder ('' for all), in no set order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage folder or the bucket's prefix ('..', absolute paths, odd characters). */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Chiave di file non valida: ${key}`);
  return key;
}

/** The content type a stored file is served with, by its extension. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return ({ pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', csv: 'text/csv' } as Record<string, string>)[ext] ?? 'application/octet-stream';
}

/** What a driver implements; `get` is the same for all of them (withGet). */
export type StorageDriver = Omit<FileStorage, 'get'>;

/** A driver with `get`: its stream read whole. */
export function withGet(driver: StorageDriver): FileStorage {
  return {
    ...driver,
    async get(key) {
      const file = await driver.open(key);
      return file ? buffer(file.stream) : null;
    },
  };
}
