import { createApiKeyCall, getApiKeysCall, revokeApiKeyCall } from '@portale/contract/api-keys';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../http/register-call';
import { actorOf } from '../../plugins/session';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** 'Chiavi di integrazione': admins with a full session (the second factor where required) manage the ERP's keys. */
export const apiKeysRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, getApiKeysCall, async () => ({ keys: await listApiKeys(app.db.db) }));
  registerCall(app, createApiKeyCall, async (request) => createApiKey(app.db.db, actorOf(request), request.body));
  registerCall(app, revokeApiKeyCall, async (request) => {
    await revokeApiKey(app.db.db, actorOf(request), request.params.id);
    return { success: true, message: 'Chiave revocata: le chiamate con essa ora rispondono 401' };
  });
};
