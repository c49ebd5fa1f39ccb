import { missingProductionSettings, type Config } from './config';
import type { DataDirLock } from './db/data-dir-lock';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/open-configured';
import { printDemoLogins, seedDemoIfEmpty } from './demo/seed-if-empty';
import { onShutdownSignal } from './lib/shutdown';

/**
 * One API process serving HTTP. Alone (`clustered` false) it also loads the demo data into a new database, runs
 * the commands when WORKER is on and prints the address; as one of several (cluster/primary.ts did the first two
 * and prints), it serves and queues only.
 */
export async function runHttpProcess(config: Config, options: { clustered: boolean; lock?: DataDirLock }): Promise<void> {
  const database = await openConfiguredDatabase(config, options.lock);
  if (!options.clustered && config.loadDemo) await seedDemoIfEmpty(database, config);
  const app = await buildApp({ config, database, worker: !options.clustered && config.jobs.worker });
  app.addHook('onClose', async () => database.close());

  // Stop accepting, finish in-flight requests, then close the database.
  onShutdownSignal((signal) => {
    app.log.info(`${signal}: shutting down`);
    return app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  if (options.clustered) return;
  // Last, so the address and the demo logins are what the terminal shows.
  if (config.loadDemo) printDemoLogins();
  printAddress(config);
}

export function printAddress(config: Config): void {
  console.log(`\nPortale agenti: http://localhost:${config.port}  (API docs: http://localhost:${config.port}/api/docs)`);
  const missing = missingProductionSettings(config);
  if (missing.length) console.warn(missingSettingsWarning(missing));
}

/** What a real deployment left out, said at start: until set, labels are refused and certificates name the demo maker. */
export function missingSettingsWarning(missing: string[]): string {
  return (
    `\nATTENZIONE: impostazioni mancanti per l’uso in produzione: ${missing.join(', ')}.` +
    '\nSenza PUBLIC_URL le etichette di garanzia non vengono generate (i codici QR punterebbero a questo computer);' +
    '\nsenza MAKER_NAME e WARRANTY_TERMS la pagina pubblica /garanzia e i certificati riportano il produttore e le condizioni della demo.'
  );
}
