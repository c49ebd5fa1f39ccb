import { ZGetProductsRequest, ZGetProductsResponse } from '@portale/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { getProducts } from './catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/catalog/getProducts',
    { config: { access: 'user' }, schema: { tags: ['catalog'], body: ZGetProductsRequest, response: { 200: ZGetProductsResponse } } },
    async (request) => ({ products: await getProducts(app.db.db, app.config, actorOf(request), request.body) }),
  );
};
