import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types: a local S3-compatible server for tests (run(), close()).
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/s3-storage';

export interface TestS3 {
  /** The settings the app takes from FILE_STORAGE_URL and S3_* (config.fileStorage). */
  storage: S3StorageConfig;
  /** The same as environment variables, for a server started as a process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port with one empty bucket, its files in a temporary folder. */
export async function startTestS3(prefix = 'files'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-s3-'));
  const bucket = `portale-${crypto.randomBytes(4).toString('hex')}`;
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    storage: {
      bucket,
      prefix: prefix ? `${prefix}/` : '',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    env: {
      FILE_STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
