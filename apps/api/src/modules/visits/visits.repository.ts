import type { Db } from '../../db/client';
import { visits } from '../../db/schema/index';

export async function insertVisit(
  db: Db,
  row: { dateVisit: string; notes: string; userId: number; profileId: number; customerId: number },
) {
  const [inserted] = await db.insert(visits).values(row).returning();
  return inserted;
}
