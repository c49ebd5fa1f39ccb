import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, priceLists, profiles, users, type AuditChanges } from '../../db/schema/index';

/** The database or an open transaction: an audit row is written in the transaction of its change. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewAuditRow {
  entity: string;
  recordId: number;
  action: 'create' | 'update' | 'delete';
  changes: AuditChanges;
  userId: number;
}

export async function insertAuditRow(db: Executor, row: NewAuditRow) {
  await db.insert(auditLog).values({
    ...row,
    // The author's name is kept with the row: history stays readable after the user is deleted.
    userName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${row.userId}), '')`,
  });
}

/** A record's audit rows, newest first (bounded: a history page, not an export). */
export function findAuditRows(db: Executor, entity: string, recordId: number, limit = 200) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The records a history's ids point to, as the screens name them (id → name); a deleted one is simply absent. */
export async function findReferencedNames(db: Executor, kind: 'profiles' | 'users' | 'price_lists', ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows =
    kind === 'profiles'
      ? await db.select({ id: profiles.id, name: sql<string>`${profiles.externalId} || ' — ' || ${profiles.companyName}` }).from(profiles).where(inArray(profiles.id, ids))
      : kind === 'users'
        ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
        : await db.select({ id: priceLists.id, name: sql<string>`${priceLists.code} || ' — ' || ${priceLists.description}` }).from(priceLists).where(inArray(priceLists.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
