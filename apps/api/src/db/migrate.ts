import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { apiRoot } from '../lib/api-root';
import type { Database } from './client';

const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/** Applies the committed SQL migrations (idempotent: applied ones are skipped). */
export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
