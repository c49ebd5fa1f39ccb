import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

/**
 * Read-your-writes with a replica: after any successful write (a non-GET call that is not a replica read), the
 * answer carries a short-lived cookie, and while the browser holds it the user's reads stay on the primary. A
 * cookie, not process memory, so it holds across processes and hosts; a forged one only costs the primary a read.
 */
export const WROTE_COOKIE = 'portale_wrote';
const READ_AFTER_WRITE_SECONDS = 10;

/** The database for a read-only call: the replica (when configured and fresh) unless the user just wrote. */
export function readDb(app: FastifyInstance, request: FastifyRequest): Db {
  (request as ReadRequest).readsReplica = true;
  return request.cookies[WROTE_COOKIE] ? app.db.db : app.db.reads();
}

type ReadRequest = FastifyRequest & { readsReplica?: boolean };

/** With a replica configured: marks the answers to writes (see above). */
export function markWrites(app: FastifyInstance): void {
  if (!app.db.replica) return;
  app.addHook('onSend', async (request: ReadRequest, reply: FastifyReply) => {
    const write = request.method !== 'GET' || Boolean(request.routeOptions.config?.call?.changesState);
    if (!write || request.readsReplica || reply.statusCode >= 400) return;
    reply.setCookie(WROTE_COOKIE, '1', { path: '/api', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: READ_AFTER_WRITE_SECONDS });
  });
}
