import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type FileStorage, type StorageDriver, withGet } from './file-storage';

const TMP_SUFFIX = '.tmp';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on disk under `root` (DATA_DIR/files by default). */
export function createDiskStorage(root: string): FileStorage {
  const full = (key: string) => path.join(root, checkKey(key));
  const storage: StorageDriver = {
    description: `cartella ${root}`,
    async put(key, data) {
      const file = full(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, and a failed copy leaves the previous one.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}${TMP_SUFFIX}`;
      try {
        await pipeline(data instanceof Readable ? data : Readable.from([data]), fs.createWriteStream(tmp));
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async open(key) {
      const file = full(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await fsp.stat(full(key))).isFile();
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await fsp.rm(full(key), { force: true });
    },
    async *list(prefix) {
      const dir = prefix ? full(prefix.replace(/\/+$/, '')) : root;
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (missing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(TMP_SUFFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        yield { key: path.relative(root, file).split(path.sep).join('/'), size: (await fsp.stat(file)).size };
      }
    },
  };
  return withGet(storage);
}
