import {
  ZActivateRequest,
  ZActivateResponse,
  ZCurrentResponse,
  ZLoginRequest,
  ZLoginResponse,
} from '@portale/contract/auth';
import { ZSuccessResponse } from '@portale/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../lib/session-token';
import { actorOf } from '../../plugins/session';
import { parkCurrentCart } from '../cart/current-cart.service';
import { activate, describeUser, login, logout } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request, reply) => {
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
    async (request) => {
      const actor = actorOf(request);
      // Activating another customer parks a cart with products as a temporary order (PRODUCT.md), atomically.
      return { current: await activate(app.db.db, actor, request.body, (tx, target) => parkCurrentCart(tx, app.config, actor, target)) };
    },
  );
};
