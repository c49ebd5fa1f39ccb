import { downloadInvoicePdfCall, getInvoiceItemsCall, getProfileInvoicesCall } from '@portale/contract/invoices';
import type { FastifyPluginAsync } from 'fastify';
import { readDb } from '../../http/read-db';
import { registerCall } from '../../http/register-call';
import { fileStorageFor } from '../../storage/open-storage';
import { actorOf } from '../../plugins/session';
import { sendPdf } from '../../lists/pdf-reply';
import { invoiceItems, invoicePdf, profileInvoices } from './invoices.service';

export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  const storage = fileStorageFor(app.config);
  registerCall(app, getProfileInvoicesCall, async (request) =>
    profileInvoices(readDb(app, request), actorOf(request), { ...request.body, profile: request.params?.profile }),
  );
  registerCall(app, getInvoiceItemsCall, async (request) => invoiceItems(readDb(app, request), actorOf(request), request.params.id));
  registerCall(app, downloadInvoicePdfCall, async (request, reply) =>
    sendPdf(reply, await invoicePdf(readDb(app, request), storage, actorOf(request), request.params.id)),
  );
};
