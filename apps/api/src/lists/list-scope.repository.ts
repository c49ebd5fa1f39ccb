import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';
import { searchPatterns } from './list-sql';

/** Only the id: list calls run this on every request, so no sales areas or counts. */
export async function findProfileIdByExternalId(db: Db, externalId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.externalId, externalId));
  return row?.id;
}

/** The customers whose name, code or VAT number contains the term (their trigram index), by id. */
export async function findCustomerIdsMatching(db: Db, term: string): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`select c.id from customers c where c.search_text like ${searchPatterns(term).folded} order by c.id`);
  return rows.map((r) => r.id);
}
