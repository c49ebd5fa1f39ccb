import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visits } from '../../db/schema/index';

/**
 * Inserts the visit; with a key already used by the same user, inserts nothing and answers the visit recorded then
 * (a concurrent twin waits on the unique index, then finds it).
 */
export async function insertVisitOnce(
  db: Db,
  row: { dateVisit: string; notes: string; userId: number; profileId: number; customerId: number; idempotencyKey: string | null },
) {
  const [inserted] = await db.insert(visits).values(row).onConflictDoNothing({ target: [visits.userId, visits.idempotencyKey] }).returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.userId, row.userId), eq(visits.idempotencyKey, row.idempotencyKey!)));
  return existing;
}
