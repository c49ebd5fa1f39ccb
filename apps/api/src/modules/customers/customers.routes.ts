import { customerBriefingCall } from '@portale/contract/briefing';
import { getCustomerCall, getProfileCustomersCall, saveProfileNoteCall } from '@portale/contract/customers';
import { homeCustomersCall } from '@portale/contract/home-customers';
import type { FastifyPluginAsync } from 'fastify';
import { readDb } from '../../http/read-db';
import { registerCall } from '../../http/register-call';
import { AUTHOR_HEADER, checkAuthor, optionalIdempotencyKey } from '../../http/request-header';
import { actorOf } from '../../plugins/session';
import { customerBriefing } from './briefing.service';
import { getCustomer, profileCustomers, saveNote } from './customers.service';
import { homeCustomers } from './home-customers.service';

export const customersRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getProfileCustomersCall, async (request) => ({
    customers: await profileCustomers(app.db.db, app.secrets, actorOf(request), {
      profileExternalId: request.params.profile,
      search: request.body.search,
      page: request.body.page,
    }),
  }));

  registerCall(app, homeCustomersCall, async (request) => homeCustomers(readDb(app, request), actorOf(request), request.query.search));

  registerCall(app, getCustomerCall, async (request) => ({
    customer: await getCustomer(app.db.db, app.secrets, actorOf(request), request.params.id),
  }));

  registerCall(app, customerBriefingCall, async (request) =>
    customerBriefing(readDb(app, request), app.secrets, actorOf(request), request.params.id, { ...app.config.briefing, allowedDiscounts: app.config.cart.discounts, overdueHoldDays: app.config.approvals.overdueHoldDays }),
  );

  registerCall(app, saveProfileNoteCall, async (request) => {
    checkAuthor(request.headers[AUTHOR_HEADER], actorOf(request).userId);
    return {
      success: true,
      message: 'Nota salvata correttamente',
      // body.user_id is ignored: a note always belongs to the caller.
      user_note: await saveNote(app.db.db, actorOf(request), request.params.id, {
        note: request.body.note,
        baseVersion: request.body.base_version,
        idempotencyKey: optionalIdempotencyKey(request.headers['idempotency-key']),
        body: request.body,
      }),
    };
  });
};
