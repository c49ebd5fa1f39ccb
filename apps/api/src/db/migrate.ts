import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { apiRoot } from '../lib/api-root';
import type { Database } from './client';

const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/**
 * Applies the committed SQL migrations (idempotent: applied ones are skipped), on a session connection: behind
 * PgBouncer in transaction mode a migration's statements could otherwise land on different server sessions.
 */
export async function runMigrations(database: Database): Promise<void> {
  await migrate(drizzle(database.sessionPool), { migrationsFolder });
}
