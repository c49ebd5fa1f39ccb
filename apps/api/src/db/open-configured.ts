import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { runMigrations } from './migrate';

/**
 * The app's database as configured: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
 * The embedded database is opened only after taking the data folder's lock (one process per folder:
 * two writers corrupt PGlite's files); the lock is released when the database is closed. An entry point
 * that took the lock itself, before loading its heavier modules, hands it over.
 */
export async function openConfiguredDatabase(config: Config, heldLock?: DataDirLock): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      url: config.databaseUrl,
      directUrl: config.databaseDirectUrl,
      readUrl: config.databaseReadUrl,
      preparedStatements: config.preparedStatements,
      maxReplicaLagSeconds: config.maxReplicaLagSeconds,
    });
    await runMigrations(database);
    return database;
  }
  const lock = heldLock ?? lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
    const close = database.close.bind(database);
    database.close = async () => {
      try {
        await close();
      } finally {
        lock.release();
      }
    };
    await runMigrations(database);
    return database;
  } catch (error) {
    lock.release();
    throw error;
  }
}
