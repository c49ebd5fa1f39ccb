import { syncCartRulesCall, syncCustomersCall, syncOrdersCall, syncPricesCall, syncProductsCall, syncQuotesCall } from '@portale/contract/sync';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { syncCartRules, syncCustomers, syncOrders, syncPrices, syncProducts, syncQuotes } from './sync.service';

// On the primary, not a replica: a cursor is a position in the primary's transactions (see sync.repository).
export const syncRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, syncCustomersCall, async (request) => syncCustomers(app.db.db, actorOf(request), request.query.cursor));
  registerCall(app, syncProductsCall, async (request) => syncProducts(app.db.db, app.config, request.query.cursor));
  registerCall(app, syncPricesCall, async (request) => syncPrices(app.db.db, actorOf(request), request.query.cursor));
  registerCall(app, syncOrdersCall, async (request) => syncOrders(app.db.db, actorOf(request), request.query.cursor));
  registerCall(app, syncQuotesCall, async (request) => syncQuotes(app.db.db, actorOf(request)));
  registerCall(app, syncCartRulesCall, async (request) => syncCartRules(app.db.db, actorOf(request)));
};
