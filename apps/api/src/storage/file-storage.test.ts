import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { copyFiles } from './copy-files';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

let s3: TestS3;
const folders: string[] = [];
const tempFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-files-'));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A stream of `size` bytes made in 64 KB chunks: the whole never exists in one buffer here. */
function generated(size: number, seed: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(65_536, size - sent), (seed + sent / 65_536) % 251);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}
const digest = async (stream: Readable) => {
  const hash = crypto.createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
};

const drivers: [string, () => FileStorage][] = [
  ['the local folder', () => createDiskStorage(tempFolder())],
  ['an S3-compatible bucket (s3rver)', () => createS3Storage(s3.storage)],
];

describe.each(drivers)('file storage on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores bytes and gives them back, with the size, as a stream and whole', async () => {
    await storage.put('invoices/FT-1.pdf', Buffer.from('%PDF-1.4 uno'));
    const file = await storage.open('invoices/FT-1.pdf');
    expect(file?.size).toBe(12);
    expect((await buffer(file!.stream)).toString()).toBe('%PDF-1.4 uno');
    expect((await storage.get('invoices/FT-1.pdf'))?.toString()).toBe('%PDF-1.4 uno');
    expect(await storage.exists('invoices/FT-1.pdf')).toBe(true);
  });

  it('answers null and false for a file that is not there, and removing it again is harmless', async () => {
    expect(await storage.open('invoices/none.pdf')).toBeNull();
    expect(await storage.get('invoices/none.pdf')).toBeNull();
    expect(await storage.exists('invoices/none.pdf')).toBe(false);
    await storage.put('ddt/D-1.pdf', Buffer.from('x'));
    await storage.remove('ddt/D-1.pdf');
    await storage.remove('ddt/D-1.pdf');
    expect(await storage.exists('ddt/D-1.pdf')).toBe(false);
  });

  it('streams a large file both ways (12 MB: a multipart upload on S3) and replaces a file whole', async () => {
    const size = 12 * 1_048_576;
    await storage.put('products/sheets/BIG.pdf', generated(size, 1));
    const file = await storage.open('products/sheets/BIG.pdf');
    expect(file?.size).toBe(size);
    expect(await digest(file!.stream)).toBe(await digest(generated(size, 1)));
    await storage.put('products/sheets/BIG.pdf', Buffer.from('nuova'));
    expect((await storage.get('products/sheets/BIG.pdf'))?.toString()).toBe('nuova');
  });

  it('keeps the previous file when an upload fails midway', async () => {
    await storage.put('logos/shop-1.png', Buffer.from('vecchio'));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connessione interrotta'));
      },
    });
    await expect(storage.put('logos/shop-1.png', failing)).rejects.toThrow();
    expect((await storage.get('logos/shop-1.png'))?.toString()).toBe('vecchio');
    const listed = [];
    for await (const f of storage.list('logos')) listed.push(f.key);
    expect(listed).toEqual(['logos/shop-1.png']);
  });

  it('lists the files under a folder with their sizes', async () => {
    await storage.put('lists/a/1.pdf', Buffer.from('1'));
    await storage.put('lists/a/b/2.pdf', Buffer.from('22'));
    await storage.put('lists-other/3.pdf', Buffer.from('333'));
    const listed = [];
    for await (const f of storage.list('lists')) listed.push(f);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'lists/a/1.pdf', size: 1 },
      { key: 'lists/a/b/2.pdf', size: 2 },
    ]);
  });

  it('lists past one page of the S3 listing (1,001 files)', async () => {
    const keys = Array.from({ length: 1001 }, (_, i) => `many/${String(i).padStart(4, '0')}.png`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((k) => storage.put(k, Buffer.from('p'))));
    let count = 0;
    for await (const f of storage.list('many')) if (f.key.startsWith('many/')) count++;
    expect(count).toBe(1001);
  }, 60_000);

  it('refuses keys that would leave its folder or prefix', async () => {
    for (const key of ['../x.pdf', '/etc/passwd', 'a/../../x', 'a//b', '.hidden']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Chiave di file non valida');
      await expect(storage.open(key)).rejects.toThrow('Chiave di file non valida');
    }
  });
});

describe('copying the local folder to S3 (npm run files:copy)', () => {
  it('copies every file once, skips what is already there, and leaves the source as it was', async () => {
    const from = createDiskStorage(tempFolder());
    const to = createS3Storage({ ...s3.storage, prefix: 'copy/' });
    await from.put('invoices/FT-1.pdf', Buffer.from('%PDF uno'));
    await from.put('products/images/A.png', Buffer.from('png'));
    await from.put('logos/shop-2.jpg', Buffer.from('jpg'));
    await to.put('logos/shop-2.jpg', Buffer.from('jpg'));

    const dry = await copyFiles(from, to, { dryRun: true });
    expect(dry).toMatchObject({ copied: 2, skipped: 1, failed: [] });
    expect(await to.exists('invoices/FT-1.pdf')).toBe(false);

    const first = await copyFiles(from, to);
    expect(first).toMatchObject({ copied: 2, skipped: 1, bytes: 11, failed: [] });
    expect((await to.get('invoices/FT-1.pdf'))?.toString()).toBe('%PDF uno');
    expect((await to.get('products/images/A.png'))?.toString()).toBe('png');

    await from.put('invoices/FT-2.pdf', Buffer.from('%PDF due'));
    expect(await copyFiles(from, to)).toMatchObject({ copied: 1, skipped: 3 });
    expect(await from.exists('invoices/FT-1.pdf')).toBe(true);
  });
});

describe('FILE_STORAGE_URL', () => {
  it('names the bucket and the prefix; the S3 settings come with it', () => {
    const config = loadConfig({ FILE_STORAGE_URL: 's3://portale-files/prod/files/', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(config.fileStorage).toEqual({
      bucket: 'portale-files',
      prefix: 'prod/files/',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    expect(loadConfig({}).fileStorage).toBeUndefined();
    expect(loadConfig({ FILE_STORAGE_URL: 's3://portale' }).fileStorage).toMatchObject({ prefix: '', forcePathStyle: false, credentials: undefined });
  });

  it('refuses a URL that is not s3://bucket, and a key without its secret', () => {
    expect(() => loadConfig({ FILE_STORAGE_URL: '/srv/files' })).toThrow('atteso s3://bucket');
    expect(() => loadConfig({ FILE_STORAGE_URL: 's3://Bucket_Upper' })).toThrow('atteso s3://bucket');
    expect(() => loadConfig({ FILE_STORAGE_URL: 's3://portale', S3_ACCESS_KEY_ID: 'k' })).toThrow('vanno indicate insieme');
  });
});
