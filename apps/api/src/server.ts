import { loadConfig } from './config';
import { claimDataDirOrExit } from './db/data-dir-lock';

// The data folder's lock first, before the app's modules load: a second process on the same folder stops at once.
const config = loadConfig();
const lock = config.databaseUrl ? undefined : claimDataDirOrExit(config.dataDir);
const { buildApp } = await import('./app');
const { openConfiguredDatabase } = await import('./db/open-configured');
const { printDemoLogins, seedDemoIfEmpty } = await import('./demo/seed-if-empty');

const database = await openConfiguredDatabase(config, lock);
if (config.loadDemo) await seedDemoIfEmpty(database, config);
const app = await buildApp({ config, database });
app.addHook('onClose', async () => database.close());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // Stop accepting, finish in-flight requests, then close the database.
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error(err);
        process.exit(1);
      });
  });
}

await app.listen({ port: config.port, host: config.host });
// Last, so the address and the demo logins are what the terminal shows.
if (config.loadDemo) printDemoLogins();
console.log(`\nPortale agenti: http://localhost:${config.port}  (API docs: http://localhost:${config.port}/api/docs)`);
