import { getProductsCall } from '@portale/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { readDb } from '../../http/read-db';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { getProducts } from './catalog.service';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getProductsCall, async (request) => ({
    products: await getProducts(readDb(app, request), app.config, actorOf(request), request.body),
  }));
};
