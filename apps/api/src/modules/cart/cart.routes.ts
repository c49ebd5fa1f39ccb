import {
  ZArchiveQuery,
  ZArchiveResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZGetAdditionsRequest,
  ZGetAdditionsResponse,
  ZGetCartResponse,
  ZSaveCartRequest,
  ZSaveCartResponse,
  ZSendEmailRequest,
} from '@portale/contract/cart';
import { ZIdParams, ZSuccessResponse } from '@portale/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { createOrder } from './cart-order.service';
import { archivePage, cartAdditions, cartPdf, deleteCart, emailCart, getCart, saveCart } from './cart.service';

const user = { access: 'user' as const };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart/archive',
    { config: user, schema: { tags, querystring: ZArchiveQuery, response: { 200: ZArchiveResponse } } },
    async (request) => ({ carts: await archivePage(app.db.db, actorOf(request), request.query.type, request.query.page) }),
  );

  app.get(
    '/cart/get/:id',
    { config: user, schema: { tags, params: ZIdParams, response: { 200: ZGetCartResponse } } },
    async (request) => ({ cart: await getCart(app.db.db, actorOf(request), request.params.id) }),
  );

  app.delete(
    '/cart/delete/:id',
    { config: user, schema: { tags, params: ZIdParams, response: { 200: ZSuccessResponse } } },
    async (request) => deleteCart(app.db.db, actorOf(request), request.params.id),
  );

  app.post(
    '/cart/save',
    { config: user, schema: { tags, body: ZSaveCartRequest, response: { 200: ZSaveCartResponse } } },
    async (request) => ({ cart: await saveCart(app.db.db, app.config, actorOf(request), request.body.cart) }),
  );

  app.post(
    '/cart/getAdditions',
    { config: user, schema: { tags, body: ZGetAdditionsRequest, response: { 200: ZGetAdditionsResponse } } },
    async (request) => cartAdditions(app.db.db, app.config, actorOf(request), request.body),
  );

  app.post(
    '/cart/sendEmail',
    { config: user, schema: { tags, body: ZSendEmailRequest, response: { 200: ZSuccessResponse } } },
    async (request) => emailCart(app.db.db, app.config, actorOf(request), request.body.cart.id, request.body.customer_email),
  );

  app.post(
    '/cart/createOrder',
    { config: user, schema: { tags, body: ZCreateOrderRequest, response: { 200: ZCreateOrderResponse } } },
    async (request) => {
      const key = request.headers['idempotency-key'];
      return createOrder(app.db.db, app.config, actorOf(request), request.body, Array.isArray(key) ? key[0] : key);
    },
  );

  app.get('/cart/createPdf/:id', { config: user, schema: { tags, params: ZIdParams } }, async (request, reply) => {
    const pdf = await cartPdf(app.db.db, app.config, actorOf(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="preventivo-${request.params.id}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};
