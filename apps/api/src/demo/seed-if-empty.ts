import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_LOGINS, loadDemoData } from './load-demo';

/** Loads the demo data into a new (userless) database. */
export async function seedDemoIfEmpty(database: Database, config: Config): Promise<void> {
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count === 0) {
    console.log('Nuovo database: caricamento dei dati dimostrativi…');
    await loadDemoData(database, config);
  }
}

/** The demo logins, printed last at start so they stay on screen. */
export function printDemoLogins(): void {
  console.log('\nAccessi dimostrativi (password "demo"):');
  for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(24)} ${(login.role === 'admin' ? 'amministratore' : 'agente').padEnd(16)}${login.name}`);
}
