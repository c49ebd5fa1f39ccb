import { ZIdParams } from '@portale/contract/common';
import { ZProfileParams } from '@portale/contract/lists';
import { ZListRequest } from '@portale/contract/lists';
import {
  ZGetOrderItemsResponse,
  ZGetProfileOrderedItemsResponse,
  ZGetProfileOrdersRequest,
  ZGetProfileOrdersResponse,
  ZGetStatusListResponse,
  ZOrderItemsQuery,
} from '@portale/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { getStatusList, orderItems, profileOrderedItems, profileOrders } from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/getStatusList',
    { config: { access: 'user' }, schema: { tags: ['orders'], response: { 200: ZGetStatusListResponse } } },
    async () => ({ status: await getStatusList(app.db.db) }),
  );

  // The profile segment is optional: without it, all the caller's profiles (admins: all).
  for (const url of ['/orders/getProfileOrders', '/orders/getProfileOrders/:profile']) {
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: { tags: ['orders'], params: ZProfileParams, body: ZGetProfileOrdersRequest, response: { 200: ZGetProfileOrdersResponse } },
      },
      async (request) => profileOrders(app.db.db, actorOf(request), { ...request.body, profile: request.params.profile }),
    );
    const itemsUrl = url.replace('getProfileOrders', 'getProfileOrderedItems');
    app.post(
      itemsUrl,
      {
        config: { access: 'user' },
        schema: { tags: ['orders'], params: ZProfileParams, body: ZListRequest, response: { 200: ZGetProfileOrderedItemsResponse } },
      },
      async (request) => profileOrderedItems(app.db.db, actorOf(request), { ...request.body, profile: request.params.profile }),
    );
  }

  app.get(
    '/orders/getOrderItems/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], params: ZIdParams, querystring: ZOrderItemsQuery, response: { 200: ZGetOrderItemsResponse } },
    },
    async (request) => orderItems(app.db.db, actorOf(request), request.params.id, request.query),
  );
};
