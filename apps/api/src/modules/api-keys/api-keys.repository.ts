import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import type { Executor } from '../audit/audit.repository';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Every key, newest first (a handful: no paging). */
export function findApiKeys(db: Db): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function insertApiKey(
  db: Executor,
  values: { name: string; prefix: string; secretHash: string; createdBy: number; expiresOn: string | null },
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ ...values, createdByName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${values.createdBy}), '')` })
    .returning();
  return row!;
}

/** Revokes a key not yet revoked; undefined when there is no such key or it was revoked already. */
export async function revokeApiKeyRow(db: Executor, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(sql`${apiKeys.id} = ${id} AND ${apiKeys.revokedAt} IS NULL`)
    .returning();
  return row;
}

export async function findApiKey(db: Executor, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}
