import { getProductQuantityRulesCall, getProductsCall, updateProductQuantityRulesCall } from '@portale/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { readDb } from '../../http/read-db';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { getProducts } from './catalog.service';
import { productQuantityRules, saveProductQuantityRules } from './quantity-rules.service';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getProductsCall, async (request) => ({
    products: await getProducts(readDb(app, request), app.config, actorOf(request), request.body),
  }));
  // The admin's edit of a product's minimum and pack (issue 56).
  registerCall(app, getProductQuantityRulesCall, async (request) => productQuantityRules(app.db.db, request.params.id));
  registerCall(app, updateProductQuantityRulesCall, async (request) => ({
    success: true,
    message: 'Regole di quantità aggiornate',
    ...(await saveProductQuantityRules(app.db.db, actorOf(request), request.params.id, request.body)),
  }));
};
