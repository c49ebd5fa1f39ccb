import { SESSION_USER_CHANGED_MESSAGE, SESSION_USER_HEADER } from '@portale/contract/session-user';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { headerValue } from './request-header';

/** Fastify's (lower-case) name of the X-Portale-User header. */
const HEADER = SESSION_USER_HEADER.toLowerCase();

/**
 * Issue 64, point 7: the page's user against the session's. A call from a page that works for another user than the
 * cookie's session (someone else signed in in another tab of the browser) is refused here, before any handler reads
 * or writes for the wrong user; the answer names the session's user, as every answer of a session does.
 */
export function checkSessionUser(request: FastifyRequest, reply: FastifyReply, actor: Actor | null): void {
  if (!actor) return;
  reply.header(SESSION_USER_HEADER, String(actor.userId));
  const named = headerValue(request.headers[HEADER]);
  if (named === undefined) return;
  if (!/^\d{1,10}$/.test(named)) throw AppError.badRequest(`Richiesta non valida: l'intestazione ${SESSION_USER_HEADER} deve essere un numero`);
  if (Number(named) !== actor.userId) throw new AppError('SESSION_USER_CHANGED', SESSION_USER_CHANGED_MESSAGE);
}
