import { Registry, collectDefaultMetrics } from 'prom-client';
import { reportMetricsToPrimary } from './cluster/metrics';
import { forkedRole } from './cluster/roles';
import type { Config } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { JobEngine } from './jobs/engine';
import { commandRegistry } from './jobs/registry';
import { onShutdownSignal } from './lib/shutdown';

/** A process that runs queued commands without serving HTTP (`npm run worker`, or the one the cluster primary forks). */
export async function runJobProcess(config: Config): Promise<void> {
  if (forkedRole()) {
    // Its memory and CPU count in the cluster's /metrics.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    reportMetricsToPrimary([registry]);
  }
  const database = await openConfiguredDatabase(config);
  const engine = new JobEngine(database, config, commandRegistry, { worker: true, concurrency: Number(process.env.WORKER_CONCURRENCY ?? 2) });
  await engine.start();
  console.log(`Worker dei comandi avviato (${engine.workerId})`);
  // Finish the running command, then close.
  onShutdownSignal(() => engine.stop().then(() => database.close()));
}
