import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { checkSessionUser } from '../http/session-user';
import { AppError } from '../lib/app-error';
import type { Actor } from '../lib/actor';
import { SESSION_COOKIE, sessionIdOf } from '../lib/session-token';
import { findLiveSession, touchSession } from '../sessions/session.repository';
import { findUsableKey, recordKeyCall } from '../sessions/api-key.repository';
import { apiKeyHash, bearerToken, looksLikeApiKey } from '../lib/api-key-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in caller; set on guarded routes (and on public ones when a session exists). */
    actor: Actor | null;
  }
}

/** Touching last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;
const KEY_AND_SESSION = 'Inviare la chiave di integrazione oppure il cookie di sessione, non entrambi';
const KEY_NOT_HERE = 'Le chiavi di integrazione valgono solo per le chiamate di integrazione (import, job, export degli ordini)';
const KEY_INVALID = 'Chiave di integrazione non valida, scaduta o revocata';
const SET_UP_FIRST = 'Per gli amministratori è obbligatorio il secondo fattore: impostare una passkey o l’app di autenticazione in «Il mio profilo»';

/** Loads the session from its cookie (or an integration key from `Authorization: Bearer`) and enforces each route's access rule. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  // Issue 64: the rule is the matched route's own declaration, never a test on the URL (the router reads
  // `/%61pi/users` as `/api/users`, a prefix test does not), and a route without a decided rule is refused.
  app.addHook('onRequest', async (request, reply) => {
    const { access, call } = request.routeOptions.config ?? {};
    if (!call) {
      // Not a declared call: the web app's files, the API document, metrics (all 'public' by access.ts), or no route.
      if (access === 'public' || request.is404) return;
      throw AppError.forbidden();
    }
    // A public call ignores any key: a key never signs in nor opens a session (the login reads its body only).
    if (access === 'public') {
      request.actor = await loadActor(app, request);
      // Issue 64, point 7: public calls too (another tab's 'Esci' must not end the session of whoever signed in since).
      checkSessionUser(request, reply, request.actor);
      return;
    }
    const bearer = bearerToken(request.headers.authorization);
    if (bearer !== null) {
      // One credential per request: a key next to a session would leave which one acts to chance.
      if (request.cookies[SESSION_COOKIE]) throw AppError.unauthorized(KEY_AND_SESSION);
      if (!call.integration || access !== 'admin') throw AppError.forbidden(KEY_NOT_HERE);
      request.actor = await loadKeyActor(app, bearer);
      if (!request.actor) throw AppError.unauthorized(KEY_INVALID);
      return;
    }
    request.actor = await loadActor(app, request);
    // Issue 64, point 7: nothing is read or written for a user other than the calling page's.
    checkSessionUser(request, reply, request.actor);
    if (!request.actor) throw AppError.unauthorized();
    // Issue 57: an admin whose session has not proved a second factor, when required, reaches only its setup (and who
    // he is, logout). Issue 64: the session's own level, never the user's tables (a factor enrolled elsewhere does
    // not raise a password-only session).
    if (request.actor.isAdmin && app.config.adminSecondFactorRequired && !request.actor.sessionSecondFactor && !call.beforeSecondFactor) {
      throw new AppError('SECOND_FACTOR_REQUIRED', SET_UP_FIRST);
    }
    if (access === 'admin' && !request.actor.isAdmin) throw AppError.forbidden();
    if (access === 'agent' && request.actor.isAdmin) throw AppError.forbidden('Operazione riservata agli agenti');
    if (access !== 'admin' && access !== 'agent' && access !== 'user') throw AppError.forbidden();
  });

  // Every call made with a key goes into the key's history, with its outcome (one statement, also its last use).
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.actor?.apiKey;
    if (!key) return payload;
    try {
      await recordKeyCall(app.db.db, key, `${request.method} ${request.url.split('?')[0]}`, reply.statusCode);
    } catch (error) {
      // The call has been made: a history that cannot be written is logged, not turned into a failed call.
      request.log.error({ err: error, apiKey: key.id }, 'storico della chiave di integrazione non scritto');
    }
    return payload;
  });
});

/** The caller of a guarded route (the session hook has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}

/** The actor of a usable key: a system actor named after it, with an administrator's rights on the calls it reaches. */
async function loadKeyActor(app: FastifyInstance, token: string): Promise<Actor | null> {
  if (!looksLikeApiKey(token)) return null;
  const key = await findUsableKey(app.db.db, apiKeyHash(token));
  if (!key) return null;
  return { userId: 0, role: 'admin', isAdmin: true, sessionId: '', profileIds: [], sessionSecondFactor: true, apiKey: key };
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
    sessionSecondFactor: row.secondFactor,
  };
}
