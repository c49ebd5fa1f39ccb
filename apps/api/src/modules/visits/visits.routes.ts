import { saveVisitCall } from '@portale/contract/visits';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { AUTHOR_HEADER, checkAuthor, optionalIdempotencyKey } from '../../http/request-header';
import { actorOf } from '../../plugins/session';
import { saveVisit, VISIT_SAVED } from './visits.service';

export const visitsRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, saveVisitCall, async (request) => {
    checkAuthor(request.headers[AUTHOR_HEADER], actorOf(request).userId);
    return {
      success: true,
      message: VISIT_SAVED,
      visit: await saveVisit(app.db.db, actorOf(request), {
        customerId: request.params.id,
        profileExternalId: request.body.profile_external_id,
        dateVisit: request.body.date_visit,
        notes: request.body.notes,
        idempotencyKey: optionalIdempotencyKey(request.headers['idempotency-key']),
        body: request.body,
      }),
    };
  });
};
