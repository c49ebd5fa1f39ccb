import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';

/** Only the id: list calls run this on every request, so no sales areas or counts. */
export async function findProfileIdByExternalId(db: Db, externalId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.externalId, externalId));
  return row?.id;
}
