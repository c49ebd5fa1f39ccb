import { ZListRequest, ZProfileParams } from '@portale/contract/lists';
import { ZVisitIndexResponse } from '@portale/contract/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { profileVisits } from './visits-list.service';

export const visitsListRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/visit/index', '/visit/index/:profile']) {
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: { tags: ['visits'], params: ZProfileParams, body: ZListRequest, response: { 200: ZVisitIndexResponse } },
      },
      async (request) => profileVisits(app.db.db, actorOf(request), { ...request.body, profile: request.params.profile }),
    );
  }
};
