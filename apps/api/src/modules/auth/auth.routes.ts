import {
  ZActivateRequest,
  ZActivateResponse,
  ZCurrentResponse,
  ZLoginRequest,
  ZLoginResponse,
} from '@portale/contract/auth';
import { ZSuccessResponse } from '@portale/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../lib/device-cookie';
import { SESSION_COOKIE } from '../../lib/session-token';
import { actorOf } from '../../plugins/session';
import { activate, describeUser, login, logout } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request, reply) => {
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
    },
  );

  app.post('/logout', { schema: { tags: ['auth'], response: { 200: ZSuccessResponse } } }, async (request, reply) => {
    await logout(app.db.db, request.actor);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get(
    '/user/current',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: ZCurrentResponse } } },
    async (request) => describeUser(app.db.db, actorOf(request).userId),
  );

  app.post(
    '/user/activate',
    { config: { access: 'user' }, schema: { tags: ['auth'], body: ZActivateRequest, response: { 200: ZActivateResponse } } },
    async (request) => ({ current: await activate(app.db.db, actorOf(request), request.body) }),
  );
};
