import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Actor } from '../lib/actor';
import { SESSION_COOKIE, sessionIdOf } from '../lib/session-token';
import { findLiveSession, touchSession } from '../sessions/session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller; set on guarded routes (and on public ones when a session exists). */
    actor: Actor | null;
  }
}

/** Touching last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;
const SET_UP_FIRST = 'Per gli amministratori è obbligatorio il secondo fattore: impostare una passkey o l’app di autenticazione in «Il mio profilo»';

/** Loads the session from its cookie and enforces each route's access rule. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!request.url.startsWith('/api')) return;
    request.actor = await loadActor(app, request);
    if (access === 'public' || access === undefined) return;
    if (!request.actor) throw AppError.unauthorized();
    // Issue 57: an admin without a second factor, when required, reaches only its setup (and who he is, logout).
    if (request.actor.isAdmin && app.config.adminSecondFactorRequired && !request.actor.hasSecondFactor && !request.routeOptions.config?.call?.beforeSecondFactor) {
      throw new AppError('SECOND_FACTOR_REQUIRED', SET_UP_FIRST);
    }
    if (access === 'admin' && !request.actor.isAdmin) throw AppError.forbidden();
    if (access === 'agent' && request.actor.isAdmin) throw AppError.forbidden('Operazione riservata agli agenti');
  });
});

/** The caller of a guarded route (the session hook has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}

async function loadActor(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const id = sessionIdOf(token);
  const row = await findLiveSession(app.db.db, id, app.config.session.idleMinutes);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(app.db.db, id);
  return {
    userId: row.userId,
    role: row.role,
    isAdmin: row.role === 'admin',
    sessionId: id,
    profileIds: row.profileIds,
    hasSecondFactor: row.hasSecondFactor,
  };
}
