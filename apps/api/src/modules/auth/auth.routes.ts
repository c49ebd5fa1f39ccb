import { activateCall, currentUserCall, loginCall, logoutCall } from '@portale/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../lib/device-cookie';
import { SESSION_COOKIE } from '../../lib/session-token';
import { actorOf } from '../../plugins/session';
import { parkCurrentCart } from '../cart/current-cart.service';
import { activate, describeUser, login, logout } from './auth.service';

export const authRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, loginCall, async (request, reply) => {
    const { token, maxAgeSeconds, deviceToken, answer } = await login(app.db.db, app.config, app.secrets, {
      email: request.body.email,
      password: request.body.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      deviceToken: request.cookies[DEVICE_COOKIE],
    });
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: maxAgeSeconds,
    });
    // After the session cookie: clients that read only the first Set-Cookie still get the session.
    reply.setCookie(DEVICE_COOKIE, deviceToken, {
      path: '/api/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    return answer;
  });

  registerCall(app, logoutCall, async (request, reply) => {
    await logout(app.db.db, request.actor);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  registerCall(app, currentUserCall, async (request) => describeUser(app.db.db, actorOf(request).userId, app.config.approvals.defaultDiscountLimitBp));

  registerCall(app, activateCall, async (request) => {
    const actor = actorOf(request);
    // Activating another customer parks a cart with products as a temporary order (PRODUCT.md), atomically.
    return activate(app.db.db, actor, request.body, (tx, target) => parkCurrentCart(tx, app.config, actor, target));
  });
};
