import { getProductImageCall, getProductSheetCall } from '@portale/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCall } from '../../http/register-call';
import { fileStorageFor } from '../../storage/open-storage';
import { productImage, productSheet } from './product-files.service';

/** Product pictures and technical sheets, served by the portal from its own file storage. */
export const productFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = fileStorageFor(app.config);

  registerCall(app, getProductImageCall, async (request, reply) => {
    const image = await productImage(app.db.db, storage, request.params.code);
    // Pictures change rarely; a day in the browser's cache keeps catalogue pages light.
    return reply.header('content-type', 'image/png').header('content-length', image.size).header('cache-control', 'private, max-age=86400').send(image.stream);
  });

  registerCall(app, getProductSheetCall, async (request, reply) => {
    const sheet = await productSheet(storage, request.params.code);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', sheet.size)
      .header('content-disposition', `inline; filename="Scheda ${request.params.code}.pdf"`)
      .header('cache-control', 'private, max-age=3600')
      .send(sheet.stream);
  });
};
