import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceLists } from '../../db/schema/index';

export async function findEnabledPriceLists(db: Db) {
  return db.select().from(priceLists).where(eq(priceLists.enabled, true)).orderBy(asc(priceLists.code));
}
