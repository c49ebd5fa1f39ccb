import { ZIdParams } from '@portale/contract/common';
import {
  ZGetCustomerResponse,
  ZGetProfileCustomersParams,
  ZGetProfileCustomersRequest,
  ZGetProfileCustomersResponse,
  ZSaveProfileNoteRequest,
  ZSaveProfileNoteResponse,
} from '@portale/contract/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/session';
import { getCustomer, profileCustomers, saveNote } from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/getProfileCustomers/:profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['customers'],
        params: ZGetProfileCustomersParams,
        body: ZGetProfileCustomersRequest,
        response: { 200: ZGetProfileCustomersResponse },
      },
    },
    async (request) => ({
      customers: await profileCustomers(app.db.db, app.secrets, actorOf(request), {
        profileExternalId: request.params.profile,
        search: request.body.search,
        page: request.body.page,
      }),
    }),
  );

  app.get(
    '/customer/get/:id',
    { config: { access: 'user' }, schema: { tags: ['customers'], params: ZIdParams, response: { 200: ZGetCustomerResponse } } },
    async (request) => ({ customer: await getCustomer(app.db.db, app.secrets, actorOf(request), request.params.id) }),
  );

  app.post(
    '/user/saveProfileNote/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['customers'], params: ZIdParams, body: ZSaveProfileNoteRequest, response: { 200: ZSaveProfileNoteResponse } },
    },
    async (request) => ({
      success: true,
      message: 'Nota salvata correttamente',
      // body.user_id is ignored: a note always belongs to the caller.
      user_note: await saveNote(app.db.db, actorOf(request), request.params.id, request.body.note),
    }),
  );
};
