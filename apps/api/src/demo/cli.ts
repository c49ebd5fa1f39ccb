/**
 * Loads the demo data into the configured database (DATABASE_URL, else PGlite in DATA_DIR):
 *   npm run demo -- [--scale 10] [--seed 42] [--today 2026-06-30]
 * The database must be empty of users: the demo is a starting point, not a merge.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { claimDataDirOrExit } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { users } from '../db/schema/index';
import { DEMO_LOGINS, DEMO_PASSWORD, loadDemoData } from './load-demo';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seed: { type: 'string' },
    today: { type: 'string' },
  },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error('--scale: un intero tra 1 e 1000');
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed: un intero');
if (values.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.today)) throw new Error('--today: una data AAAA-MM-GG');

const config = loadConfig();
const database = await openConfiguredDatabase(config, config.databaseUrl ? undefined : claimDataDirOrExit(config.dataDir));
try {
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) {
    console.error('Il database contiene già degli utenti: usare un DATA_DIR nuovo o un database vuoto.');
    process.exitCode = 1;
  } else {
    const started = performance.now();
    await loadDemoData(database, config, { scale, seed, today: values.today, log: console.log });
    console.log(`Dati dimostrativi caricati (scala ${scale}) in ${Math.round(performance.now() - started)} ms.`);
    console.log(`Accessi (password "${DEMO_PASSWORD}"): ${DEMO_LOGINS.map((l) => l.email).join(', ')}`);
  }
} finally {
  await database.close();
}
