import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users, type AuditChanges } from '../../db/schema/index';

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
