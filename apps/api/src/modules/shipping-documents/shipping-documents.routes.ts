import {
  downloadShippingDocumentPdfCall,
  getProfileShippingDocumentsCall,
  getShippingDocumentItemsCall,
} from '@portale/contract/shipping-documents';
import type { FastifyPluginAsync } from 'fastify';
import { readDb } from '../../http/read-db';
import { registerCall } from '../../http/register-call';
import { fileStorageFor } from '../../storage/open-storage';
import { actorOf } from '../../plugins/session';
import { sendPdf } from '../../lists/pdf-reply';
import { profileShippingDocuments, shippingDocumentItems, shippingDocumentPdf } from './shipping-documents.service';

export const shippingDocumentsRoutes: FastifyPluginAsync = async (app) => {
  const storage = fileStorageFor(app.config);
  registerCall(app, getProfileShippingDocumentsCall, async (request) =>
    profileShippingDocuments(readDb(app, request), actorOf(request), { ...request.body, profile: request.params?.profile }),
  );
  // The id segment may carry the original client's `&customer_external_id=X` tail: the params schema drops it.
  registerCall(app, getShippingDocumentItemsCall, async (request) => shippingDocumentItems(readDb(app, request), actorOf(request), request.params.id));
  registerCall(app, downloadShippingDocumentPdfCall, async (request, reply) =>
    sendPdf(reply, await shippingDocumentPdf(readDb(app, request), storage, actorOf(request), request.params.id)),
  );
};
