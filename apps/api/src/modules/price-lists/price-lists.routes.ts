import { ZGetActivePriceListsResponse } from '@portale/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activePriceLists } from './price-lists.service';

export const priceListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price_lists/getActive',
    { config: { access: 'user' }, schema: { tags: ['catalog'], response: { 200: ZGetActivePriceListsResponse } } },
    async () => ({ price_lists: await activePriceLists(app.db.db) }),
  );
};
