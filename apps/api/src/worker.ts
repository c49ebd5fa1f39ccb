import { loadConfig } from './config';
import { runJobProcess } from './job-process';

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
await runJobProcess(config);
