import { ZIdParams } from '@portale/contract/common';
import { ZGetInvoiceItemsResponse, ZGetProfileInvoicesResponse } from '@portale/contract/invoices';
import { ZListRequest, ZProfileParams } from '@portale/contract/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileStorageFor } from '../../lib/file-storage';
import { actorOf } from '../../plugins/session';
import { sendPdf } from '../document-lists/pdf-reply';
import { invoiceItems, invoicePdf, profileInvoices } from './invoices.service';

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = fileStorageFor(app.config);

  for (const url of ['/invoices/getProfileInvoices', '/invoices/getProfileInvoices/:profile']) {
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: { tags: ['invoices'], params: ZProfileParams, body: ZListRequest, response: { 200: ZGetProfileInvoicesResponse } },
      },
      async (request) => profileInvoices(app.db.db, actorOf(request), { ...request.body, profile: request.params.profile }),
    );
  }

  app.get(
    '/invoices/getInvoiceItems/:id',
    { config: { access: 'user' }, schema: { tags: ['invoices'], params: ZIdParams, response: { 200: ZGetInvoiceItemsResponse } } },
    async (request) => invoiceItems(app.db.db, actorOf(request), request.params.id),
  );

  app.get(
    '/invoices/downloadPdf/:id',
    { config: { access: 'user' }, schema: { tags: ['invoices'], params: ZIdParams } },
    async (request, reply) => sendPdf(reply, await invoicePdf(app.db.db, storage, actorOf(request), request.params.id)),
  );
};
