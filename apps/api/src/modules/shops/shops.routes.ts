import multipart from '@fastify/multipart';
import {
  deleteShopCall,
  getCurrentShopCall,
  getShopLogoCall,
  getShopManagersCall,
  getShopsCall,
  LOGO_MAX_BYTES,
  removeShopLogoCall,
  updateShopCall,
  ZShopFields,
} from '@portale/contract/shops';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call';
import { AppError } from '../../lib/app-error';
import { fileStorageFor } from '../../storage/open-storage';
import { actorOf } from '../../plugins/session';
import { allManagers, allShops, currentShop, removeShop, removeShopLogo, saveShop, shopLogo } from './shops.service';

/** Explicit multipart limits: one logo of at most 2 MB, a bounded number of small text fields. */
const MULTIPART_LIMITS = { fileSize: LOGO_MAX_BYTES, files: 1, fields: 1000, fieldSize: 64 * 1024, parts: 1001, headerPairs: 100 };
const TEXT_FIELDS = new Set(['id', 'version', 'external_id', 'name', 'description', 'details', 'custom_style', 'quote_footer', 'color']);

/** Reads the shop form: text fields (users_ids repeated) and at most one `logo` file. */
async function readShopForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; logo: Buffer | null }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Inviare il negozio come modulo multipart/form-data');
  const fields: Record<string, unknown> = { users_ids: [] as string[] };
  let logo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'logo') throw AppError.badRequest(`Campo file non previsto: ${part.fieldname}`);
        const data = await part.toBuffer();
        // A form without a chosen file still sends an empty part.
        if (data.length) logo = data;
      } else if (part.fieldname === 'users_ids' || part.fieldname === 'users_ids[]') {
        (fields.users_ids as string[]).push(String(part.value));
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'Il logo supera la dimensione massima di 2 MB');
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 'È possibile caricare un solo logo');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', 'Troppi campi nel modulo');
    throw error;
  }
  return { fields, logo };
}

export const shopsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const db = app.db.db;
  const files = fileStorageFor(app.config);

  registerCall(app, getShopsCall, async () => ({ shops: await allShops(db) }));
  registerCall(app, getShopManagersCall, async () => ({ managers: await allManagers(db) }));
  registerCall(app, updateShopCall, async (request) => {
    const { fields, logo } = await readShopForm(request);
    const parsed = ZShopFields.safeParse(fields);
    if (!parsed.success) throw AppError.invalid(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    return { success: true, message: 'Negozio salvato correttamente', shop: await saveShop(db, files, actorOf(request), parsed.data, logo) };
  });
  registerCall(app, deleteShopCall, async (request) => {
    await removeShop(db, files, actorOf(request), request.params.id);
    return { success: true, message: 'Negozio cancellato correttamente' };
  });
  registerCall(app, removeShopLogoCall, async (request) => ({
    success: true,
    message: 'Logo rimosso correttamente',
    shop: await removeShopLogo(db, files, actorOf(request), request.params.id),
  }));
  registerCall(app, getShopLogoCall, async (request, reply) => {
    const logo = await shopLogo(db, files, request.params.id);
    return reply
      .type(logo.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=86400')
      .send(logo.data);
  });
  registerCall(app, getCurrentShopCall, async (request) => ({ shop: await currentShop(db, actorOf(request)) }));
};
