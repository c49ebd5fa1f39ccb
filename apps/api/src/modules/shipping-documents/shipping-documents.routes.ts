import { ZIdParams } from '@portale/contract/common';
import { ZListRequest, ZProfileParams } from '@portale/contract/lists';
import {
  ZGetProfileShippingDocumentsResponse,
  ZGetShippingDocumentItemsResponse,
  ZShippingDocumentItemsParams,
  ZShippingDocumentItemsQuery,
} from '@portale/contract/shipping-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileStorageFor } from '../../lib/file-storage';
import { actorOf } from '../../plugins/session';
import { sendPdf } from '../document-lists/pdf-reply';
import { profileShippingDocuments, shippingDocumentItems, shippingDocumentPdf } from './shipping-documents.service';

export const shippingDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = fileStorageFor(app.config);

  for (const url of ['/shipping_documents/getProfileShippingDocuments', '/shipping_documents/getProfileShippingDocuments/:profile']) {
    app.post(
      url,
      {
        config: { access: 'user' },
        schema: {
          tags: ['shipping-documents'],
          params: ZProfileParams,
          body: ZListRequest,
          response: { 200: ZGetProfileShippingDocumentsResponse },
        },
      },
      async (request) => profileShippingDocuments(app.db.db, actorOf(request), { ...request.body, profile: request.params.profile }),
    );
  }

  // Answers both `/12?customer_external_id=X` and the original client's `/12&customer_external_id=X`.
  app.get(
    '/shipping_documents/getShippingDocumentItems/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['shipping-documents'],
        params: ZShippingDocumentItemsParams,
        querystring: ZShippingDocumentItemsQuery,
        response: { 200: ZGetShippingDocumentItemsResponse },
      },
    },
    async (request) => shippingDocumentItems(app.db.db, actorOf(request), request.params.id),
  );

  app.get(
    '/shipping_documents/downloadPdf/:id',
    { config: { access: 'user' }, schema: { tags: ['shipping-documents'], params: ZIdParams } },
    async (request, reply) => sendPdf(reply, await shippingDocumentPdf(app.db.db, storage, actorOf(request), request.params.id)),
  );
};
