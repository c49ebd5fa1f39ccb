import { activateCall, currentUserCall, loginCall, logoutCall } from '@portale/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { SESSION_COOKIE } from '../../lib/session-token';
import { actorOf } from '../../plugins/session';
import { activate, describeUser, login, logout } from './auth.service';

export const authRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, loginCall, async (request, reply) => {
    const { token, maxAgeSeconds, answer } = await login(app.db.db, app.config, {
      email: request.body.email,
      password: request.body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: maxAgeSeconds,
    });
    return answer;
  });

  registerCall(app, logoutCall, async (request, reply) => {
    await logout(app.db.db, request.actor);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  registerCall(app, currentUserCall, async (request) => describeUser(app.db.db, actorOf(request).userId));

  registerCall(app, activateCall, async (request) => ({ current: await activate(app.db.db, actorOf(request), request.body) }));
};
