import { activateCall, currentUserCall, loginCall, logoutCall } from '@portale/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { SESSION_COOKIE } from '../../lib/session-token';
import { actorOf } from '../../plugins/session';
import { parkCurrentCart } from '../cart/current-cart.service';
import { activate, describeUser, login, logout } from './auth.service';
import { setPendingStepCookie, setSessionCookies, signInClient } from './session-cookies';

export const authRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, loginCall, async (request, reply) => {
    const outcome = await login(app.db.db, app.config, app.secrets, {
      email: request.body.email,
      password: request.body.password,
      ...signInClient(request),
    });
    // A user with a second factor: no session yet, only the pending step's cookie for the code.
    if ('pendingToken' in outcome) setPendingStepCookie(request, reply, outcome.pendingToken);
    else setSessionCookies(request, reply, outcome);
    return outcome.answer;
  });

  registerCall(app, logoutCall, async (request, reply) => {
    await logout(app.db.db, request.actor);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  registerCall(app, currentUserCall, async (request) => {
    const actor = actorOf(request);
    return describeUser(app.db.db, actor.userId, app.config, actor.sessionSecondFactor ?? false);
  });

  registerCall(app, activateCall, async (request) => {
    const actor = actorOf(request);
    // Activating another customer parks a cart with products as a temporary order (PRODUCT.md), atomically.
    return activate(app.db.db, actor, request.body, (tx, target) => parkCurrentCart(tx, app.config, actor, target));
  });
};
