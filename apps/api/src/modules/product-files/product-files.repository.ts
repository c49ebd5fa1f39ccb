import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';

/** The product group of a product code (its pictures fall back to the group's), or null. */
export async function findProductGroupCode(db: Db, code: string): Promise<string | null | undefined> {
  const [row] = await db.select({ groupCode: products.groupCode }).from(products).where(eq(products.externalId, code)).limit(1);
  return row?.groupCode;
}
