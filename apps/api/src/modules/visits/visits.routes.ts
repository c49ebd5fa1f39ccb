import { ZIdParams } from '@portale/contract/common';
import { ZSaveVisitRequest, ZSaveVisitResponse } from '@portale/contract/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { saveVisit } from './visits.service';

export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/visit/saveVisit/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['visits'], params: ZIdParams, body: ZSaveVisitRequest, response: { 200: ZSaveVisitResponse } },
    },
    async (request) => ({
      success: true,
      message: 'Visita salvata correttamente',
      visit: await saveVisit(app.db.db, actorOf(request), {
        customerId: request.params.id,
        profileExternalId: request.body.profile_external_id,
        dateVisit: request.body.date_visit,
        notes: request.body.notes,
      }),
    }),
  );
};
