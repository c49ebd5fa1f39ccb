import cluster from 'node:cluster';

/** Which part a process forked by the cluster primary plays: serve HTTP (queueing commands only) or run the commands. */
export const PROCESS_ROLE_ENV = 'PORTALE_PROCESS_ROLE';
export type ProcessRole = 'http' | 'jobs';

/**
 * This process's role when our own primary (cluster/primary.ts) forked it; undefined otherwise, also under another
 * cluster manager (PM2's cluster mode forks without our role), where each process runs as if alone.
 */
export function forkedRole(): ProcessRole | undefined {
  const role = process.env[PROCESS_ROLE_ENV];
  return cluster.isWorker && (role === 'http' || role === 'jobs') ? role : undefined;
}
