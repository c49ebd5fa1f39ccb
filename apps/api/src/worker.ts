import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { JobEngine } from './jobs/engine';
import { commandRegistry } from './jobs/registry';

/**
 * `npm run worker`: runs queued commands without serving HTTP, for deployments with several API
 * processes (WORKER=off) and worker processes on one PostgreSQL. PGlite has one owner process, so
 * there the API process always runs its own worker.
 */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Il worker separato richiede DATABASE_URL (PostgreSQL): con il database incorporato i comandi girano nel processo del portale.');
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
const engine = new JobEngine(database, config, commandRegistry, { worker: true, concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2) });
await engine.start();
console.log(`Worker dei comandi avviato (${engine.workerId})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Finish the running command, then close.
    engine
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
