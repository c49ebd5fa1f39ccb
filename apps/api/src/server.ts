import cluster from 'node:cluster';
import { forkedRole } from './cluster/roles';
import { loadConfig } from './config';
import { claimDataDirOrExit } from './db/data-dir-lock';

/**
 * The portal's entry point. One process (PGlite, or WEB_CONCURRENCY=1) serves HTTP and runs the commands; with
 * more, this process becomes the cluster's primary and forks the API processes and the commands' process, each
 * of which comes back here with its role in the environment.
 */
const config = loadConfig();
const role = forkedRole();
if (role) {
  // Answer the primary's metrics requests from the first moment, before the app exists.
  const { reportMetricsToPrimary } = await import('./cluster/metrics');
  reportMetricsToPrimary([]);
  if (role === 'jobs') await (await import('./job-process')).runJobProcess(config);
  else await (await import('./http-process')).runHttpProcess(config, { clustered: true });
} else if (config.apiProcesses > 1 && cluster.isPrimary) {
  // (Under another cluster manager each of its processes runs alone: the branch below.)
  await (await import('./cluster/primary')).runPrimary(config);
} else {
  if (!config.databaseUrl && (config.apiProcessesRequested ?? 1) > 1) {
    console.warn('WEB_CONCURRENCY ignorato: il database incorporato (PGlite) ha un solo processo proprietario.');
  }
  // The data folder's lock first, before the app's modules load: a second process on the same folder stops at once.
  const lock = config.databaseUrl ? undefined : claimDataDirOrExit(config.dataDir);
  await (await import('./http-process')).runHttpProcess(config, { clustered: false, lock });
}
