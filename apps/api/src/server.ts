import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { printDemoLogins, seedDemoIfEmpty } from './demo/seed-if-empty';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
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
