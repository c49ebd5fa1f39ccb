import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_LOGINS, loadDemoData } from './load-demo';

/** Loads the demo data into a new (userless) database and prints the demo logins. */
export async function seedDemoIfEmpty(database: Database, config: Config): Promise<void> {
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count === 0) {
    console.log('Nuovo database: caricamento dei dati dimostrativi…');
    await loadDemoData(database, config);
  }
  console.log('\nAccessi dimostrativi (password "demo"):');
  for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(24)} ${login.role}`);
}
