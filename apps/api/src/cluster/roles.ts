/** Which part a process forked by the cluster primary plays: serve HTTP (queueing commands only) or run the commands. */
export const PROCESS_ROLE_ENV = 'PORTALE_PROCESS_ROLE';
export type ProcessRole = 'http' | 'jobs';
