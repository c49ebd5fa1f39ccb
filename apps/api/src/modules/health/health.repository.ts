import type { Database } from '../../db/client';

/** One round trip to the database. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.pool.query('select 1');
}
