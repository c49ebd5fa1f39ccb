import { z } from 'zod';
import { defineCall } from './call';
import { ZIdParams, ZIsoDate, ZSuccessResponse } from './common';

// --- 'Chiavi di integrazione' (issue 64): a machine credential for the ERP, limited to the integration calls ---

/** Every key starts with this: a leaked key is recognisable (secret scanners, logs) and never taken for a password. */
export const API_KEY_PREFIX = 'pak_';

export const ZApiKeyState = z.enum(['active', 'expired', 'revoked']);
export type TApiKeyState = z.infer<typeof ZApiKeyState>;

export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key (`pak_` and 8 more), to recognise it; the rest is never shown again. */
  prefix: z.string(),
  /** ISO timestamps. */
  created_at: z.string(),
  /** Who created it (kept by name: the user may be deleted since). */
  created_by: z.string(),
  /** The last day (Italy's date, YYYY-MM-DD) the key works, or null: no expiry. */
  expires_on: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  state: ZApiKeyState,
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZGetApiKeysResponse = z.object({ keys: z.array(ZApiKey) });

export const ZCreateApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'Indicare un nome').max(60, 'Al massimo 60 caratteri'),
  /** The last day the key works (Italy's date), today or later; null: no expiry. */
  expires_on: ZIsoDate.nullable().default(null),
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

/** The new key and, this once only, its secret: the server keeps only its hash. */
export const ZCreateApiKeyResponse = z.object({ key: ZApiKey, secret: z.string() });
export type TCreateApiKeyResponse = z.infer<typeof ZCreateApiKeyResponse>;

const tag = 'api-keys';

export const getApiKeysCall = defineCall({ method: 'GET', path: 'api_keys', summary: 'Chiavi di integrazione (attive, scadute e revocate)', access: 'admin', tag, response: ZGetApiKeysResponse });
export const createApiKeyCall = defineCall({
  method: 'POST',
  path: 'api_keys/create',
  summary: 'Crea una chiave di integrazione: la risposta mostra la chiave una sola volta',
  description:
    'La chiave (`pak_…`) si invia come `Authorization: Bearer <chiave>` e vale solo per le chiamate di integrazione (quelle con `x-integration: true`), con i diritti di un amministratore; ogni chiamata fatta con una chiave resta nello storico della chiave. Il portale ne conserva solo l’impronta (SHA-256): una chiave persa si revoca e se ne crea un’altra.',
  errors: ['DUPLICATE_KEY'],
  access: 'admin',
  tag,
  body: ZCreateApiKeyRequest,
  response: ZCreateApiKeyResponse,
});
export const revokeApiKeyCall = defineCall({
  method: 'POST',
  path: 'api_keys/revoke/:id',
  summary: 'Revoca una chiave di integrazione: da subito ogni chiamata con essa risponde 401',
  access: 'admin',
  tag,
  params: ZIdParams,
  response: ZSuccessResponse,
});

export const apiKeysCalls = [getApiKeysCall, createApiKeyCall, revokeApiKeyCall] as const;
