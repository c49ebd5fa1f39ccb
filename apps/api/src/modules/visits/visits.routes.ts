import { saveVisitCall } from '@portale/contract/visits';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { optionalIdempotencyKey } from '../../http/request-header';
import { actorOf } from '../../plugins/session';
import { saveVisit } from './visits.service';

export const visitsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, saveVisitCall, async (request) => ({
    success: true,
    message: 'Visita salvata correttamente',
    visit: await saveVisit(app.db.db, actorOf(request), {
      customerId: request.params.id,
      profileExternalId: request.body.profile_external_id,
      dateVisit: request.body.date_visit,
      notes: request.body.notes,
      idempotencyKey: optionalIdempotencyKey(request.headers['idempotency-key']),
    }),
  }));
};
