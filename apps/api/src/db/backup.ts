import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';

export const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');

/** The PostgreSQL-server path is pg_dump/pg_restore (README); these commands are for the embedded database. */
function embeddedOnly(config: Config) {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL è impostata: per PostgreSQL usare pg_dump/pg_restore (vedi README, "Copie di sicurezza").\n' +
        'DATABASE_URL is set: back up PostgreSQL with pg_dump/pg_restore (see README).',
    );
  }
}

/**
 * Writes a compressed copy (tar.gz of PGlite's data folder) of the embedded database to `file`.
 * Takes the data folder's lock, so it runs only while the server is stopped (PGlite has one writer).
 */
export async function backupEmbedded(config: Config, file: string): Promise<{ file: string; bytes: number }> {
  embeddedOnly(config);
  if (!fs.existsSync(pgliteDir(config))) throw new Error(`Nessun database in ${pgliteDir(config)} / no database there`);
  const lock = lockDataDir(config.dataDir);
  try {
    const lite = await PGlite.create(pgliteDir(config), { extensions: { pg_trgm, unaccent } });
    try {
      const dump = await lite.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // Written aside and renamed: a crash never leaves a half backup under the final name.
      fs.writeFileSync(`${file}.partial`, bytes);
      fs.renameSync(`${file}.partial`, file);
      return { file: path.resolve(file), bytes: bytes.length };
    } finally {
      await lite.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces the embedded database with a backup. The current folder is kept aside
 * (`pglite.before-restore-<time>`), never deleted; the server must be stopped (lock).
 */
export async function restoreEmbedded(config: Config, file: string): Promise<{ keptAside: string | null }> {
  embeddedOnly(config);
  if (!fs.existsSync(file)) throw new Error(`File non trovato / not found: ${file}`);
  const lock = lockDataDir(config.dataDir);
  try {
    const target = pgliteDir(config);
    let keptAside: string | null = null;
    if (fs.existsSync(target)) {
      keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, keptAside);
    }
    const blob = new Blob([fs.readFileSync(file)]);
    const lite = await PGlite.create(target, { loadDataDir: blob, extensions: { pg_trgm, unaccent } });
    try {
      await lite.query('select 1');
    } finally {
      await lite.close();
    }
    return { keptAside };
  } finally {
    lock.release();
  }
}
