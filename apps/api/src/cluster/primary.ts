import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { installJobQueue } from '../jobs/engine';
import { printDemoLogins, seedDemoIfEmpty } from '../demo/seed-if-empty';
import { printAddress } from '../http-process';
import { onShutdownSignal } from '../lib/shutdown';
import { serveClusterMetrics } from './metrics';
import { PROCESS_ROLE_ENV, type ProcessRole } from './roles';

const RESTART_DELAY_MS = 1000;

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL): this process serves nothing itself. It applies the migrations and loads the
 * demo data once, then forks `config.apiProcesses` API processes sharing the port (node:cluster hands out the
 * connections) and, when WORKER is on, one process for the commands, so a long import never takes an API
 * process's core. A process that dies after start-up is started again; SIGTERM/SIGINT stop them all, each
 * finishing its in-flight work.
 */
export async function runPrimary(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);
  if (config.loadDemo) await seedDemoIfEmpty(database, config);
  await installJobQueue(database);
  await database.close();
  serveClusterMetrics();

  const roles = new Map<Worker, ProcessRole>();
  let starting = true;
  let stopping = false;
  const fork = (role: ProcessRole) => {
    const worker = cluster.fork({ [PROCESS_ROLE_ENV]: role });
    roles.set(worker, role);
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker);
    roles.delete(worker);
    if (stopping || !role) return;
    if (starting) {
      // A process that cannot start (port taken, database unreachable) would fail again: stop everything.
      console.error(`Processo ${role} ${worker.process.pid} terminato durante l'avvio (${signal ?? code}).`);
      void stopAll().then(() => process.exit(1));
      return;
    }
    console.warn(`Processo ${role} ${worker.process.pid} terminato (${signal ?? `codice ${code}`}): riavvio.`);
    setTimeout(() => stopping || fork(role), RESTART_DELAY_MS);
  });

  const stopAll = async () => {
    stopping = true;
    const exits = [...roles.keys()].map((worker) => new Promise((resolve) => worker.process.exitCode !== null ? resolve(null) : worker.once('exit', resolve)));
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
    await Promise.all(exits);
  };
  onShutdownSignal(stopAll);

  const listening = Array.from({ length: config.apiProcesses }, () => fork('http')).map(
    (worker) => new Promise((resolve) => worker.once('listening', resolve)),
  );
  if (config.jobs.worker) fork('jobs');
  await Promise.all(listening);
  starting = false;

  if (config.loadDemo) printDemoLogins();
  console.log(`\n${config.apiProcesses} processi API${config.jobs.worker ? ' e un processo per i comandi' : ''} (WEB_CONCURRENCY)`);
  printAddress(config);
}
