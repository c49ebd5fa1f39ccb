import type { TApiKey, TCreateApiKeyResponse, ZCreateApiKeyRequest } from '@portale/contract/api-keys';
import { todayInRome } from '@portale/contract/business-date';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { newApiKey } from '../../lib/api-key-token';
import { AppError } from '../../lib/app-error';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { recordChange } from '../audit/audit.service';
import { findApiKey, findApiKeys, insertApiKey, revokeApiKeyRow, type ApiKeyRow } from './api-keys.repository';

/** A key as the list shows it; its state from its dates (a key past its last day in Italy is expired). */
export function apiKeyView(row: ApiKeyRow, today = todayInRome()): TApiKey {
  const state = row.revokedAt ? 'revoked' : row.expiresOn !== null && row.expiresOn < today ? 'expired' : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByName,
    expires_on: row.expiresOn,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    state,
  };
}

export async function listApiKeys(db: Db): Promise<TApiKey[]> {
  const today = todayInRome();
  return (await findApiKeys(db)).map((row) => apiKeyView(row, today));
}

/** Creates a key: the answer carries its secret this once; the database and the history keep only its hash and prefix. */
export async function createApiKey(db: Db, actor: Actor, input: z.output<typeof ZCreateApiKeyRequest>): Promise<TCreateApiKeyResponse> {
  if (input.expires_on !== null && input.expires_on < todayInRome()) {
    throw AppError.invalid([{ path: 'expires_on', message: 'La scadenza non può essere nel passato' }]);
  }
  const { secret, prefix, hash } = newApiKey();
  try {
    const row = await db.transaction(async (tx) => {
      const created = await insertApiKey(tx, { name: input.name, prefix, secretHash: hash, createdBy: actor.userId, expiresOn: input.expires_on });
      await recordChange(tx, actor, 'api_keys', created.id, null, { name: created.name, prefix: created.prefix, expires_on: created.expiresOn });
      return created;
    });
    return { key: apiKeyView(row), secret };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new AppError('DUPLICATE_KEY', `Esiste già una chiave attiva con il nome «${input.name}»`);
    throw error;
  }
}

/** Revokes a key at once: its next call answers 401. Revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const revoked = await revokeApiKeyRow(tx, id);
    if (revoked) {
      await recordChange(tx, actor, 'api_keys', id, { revoked: false }, { revoked: true });
      return;
    }
    if (!(await findApiKey(tx, id))) throw AppError.notFound('Chiave non trovata');
  });
}
