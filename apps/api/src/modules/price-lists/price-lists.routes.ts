import { getActivePriceListsCall } from '@portale/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { activePriceLists } from './price-lists.service';

export const priceListsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getActivePriceListsCall, async () => ({ price_lists: await activePriceLists(app.db.db) }));
};
