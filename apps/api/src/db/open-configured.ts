import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';

/** The app's database as configured: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await runMigrations(database);
  return database;
}
