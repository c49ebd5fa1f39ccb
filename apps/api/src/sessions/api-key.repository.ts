import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { BUSINESS_TIME_ZONE } from '@portale/contract/business-date';
import { keyActorName } from '../lib/api-key-token';

/** The usable key with this hash (not revoked, not past its last day in Italy), or undefined. */
export async function findUsableKey(db: Db, secretHash: string): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    SELECT id, name FROM api_keys
    WHERE secret_hash = ${secretHash} AND revoked_at IS NULL
      AND (expires_on IS NULL OR expires_on >= (now() AT TIME ZONE ${BUSINESS_TIME_ZONE})::date)`);
  return rows[0];
}

/**
 * One call made with a key, in one statement: its last use, and a row in the key's history (audit_log, entity
 * api_keys, action 'call') naming the call and its status.
 */
export async function recordKeyCall(db: Db, key: { id: number; name: string }, target: string, status: number) {
  const changes = JSON.stringify({ call: { before: null, after: target }, status: { before: null, after: status } });
  await db.execute(sql`
    WITH used AS (UPDATE api_keys SET last_used_at = now() WHERE id = ${key.id})
    INSERT INTO audit_log (entity, record_id, action, changes, user_id, user_name)
    VALUES ('api_keys', ${key.id}, 'call', ${changes}::jsonb, NULL, ${keyActorName(key.name)})`);
}
