import { asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/search';
import { customerProfiles, profiles, salesAreas, userProfiles } from '../../db/schema/index';

export interface ProfileRow {
  id: number;
  external_id: string;
  company_name: string;
  sales_areas: { code: string }[];
  customers_count: number;
}

/**
 * The outer profile's id, always table-qualified: in a single-table select Drizzle writes bare column
 * names, and a bare "id" inside the subqueries below would bind to sales_areas.id instead.
 */
const outerProfileId = sql`${profiles}.${sql.identifier(profiles.id.name)}`;

const profileColumns = {
  id: profiles.id,
  external_id: profiles.externalId,
  company_name: profiles.companyName,
  sales_areas: sql<{ code: string }[]>`coalesce((select json_agg(json_build_object('code', sa.code) order by sa.code) from ${salesAreas} sa where sa.profile_id = ${outerProfileId}), '[]'::json)`,
  customers_count: sql<number>`(select count(*)::int from ${customerProfiles} cp where cp.profile_id = ${outerProfileId})`,
};

async function selectProfiles(db: Db, where: SQL | undefined, limit?: number): Promise<ProfileRow[]> {
  const query = db.select(profileColumns).from(profiles).where(where).orderBy(asc(profiles.externalId));
  return limit ? query.limit(limit) : query;
}

export function findProfilesOfUser(db: Db, userId: number): Promise<ProfileRow[]> {
  return selectProfiles(
    db,
    inArray(profiles.id, db.select({ id: userProfiles.profileId }).from(userProfiles).where(eq(userProfiles.userId, userId))),
  );
}

export function findProfilesByIds(db: Db, ids: number[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectProfiles(db, inArray(profiles.id, ids));
}

export async function findProfileByExternalId(db: Db, externalId: string): Promise<ProfileRow | undefined> {
  const [row] = await selectProfiles(db, eq(profiles.externalId, externalId));
  return row;
}

/** Profiles whose agent code, company name or sales area code contains the term. */
export function searchProfiles(db: Db, term: string, limit: number): Promise<ProfileRow[]> {
  const pattern = containsPattern(term);
  return selectProfiles(
    db,
    or(
      ilike(profiles.externalId, pattern),
      ilike(profiles.companyName, pattern),
      inArray(profiles.id, db.select({ id: salesAreas.profileId }).from(salesAreas).where(ilike(salesAreas.code, pattern))),
    ),
    limit,
  );
}

/** Profiles of many users at once: userId → profiles. */
export async function findProfilesOfUsers(db: Db, userIds: number[]): Promise<Map<number, ProfileRow[]>> {
  const result = new Map<number, ProfileRow[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: userProfiles.userId, ...profileColumns })
    .from(userProfiles)
    .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
    .where(inArray(userProfiles.userId, userIds))
    .orderBy(asc(profiles.externalId));
  for (const { userId, ...profile } of rows) {
    const list = result.get(userId) ?? [];
    list.push(profile);
    result.set(userId, list);
  }
  return result;
}
