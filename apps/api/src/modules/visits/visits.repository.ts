import type { Db } from '../../db/client';
import { visits } from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts the visit (its key, if any, is recorded in idempotency_outcomes by the service in the same transaction). */
export async function insertVisit(
  db: Db | Tx,
  row: { dateVisit: string; notes: string; userId: number; profileId: number; customerId: number; idempotencyKey: string | null },
) {
  const [inserted] = await db.insert(visits).values(row).returning();
  return inserted;
}
