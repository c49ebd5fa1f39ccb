import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currentCarts, profiles, sessions, userProfiles, users } from '../../db/schema/index';

/** The database or an open transaction: every write of a user edit runs in one transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  externalId: users.externalId,
  role: users.role,
  enabled: users.enabled,
  version: users.version,
  discountLimitBp: users.discountLimitBp,
};

export function listUsers(db: Executor) {
  return db.select(userColumns).from(users).orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Another user already holding the (lower-cased) email. */
export async function emailTakenByOther(db: Executor, email: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined));
  return Boolean(row);
}

export async function countProfiles(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(inArray(profiles.id, ids));
  return row?.n ?? 0;
}

export interface UserValues {
  name: string;
  email: string;
  externalId: string | null;
  role: string;
  enabled: boolean;
}

export async function insertUser(db: Executor, values: UserValues & { passwordHash: string }): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

/** Saves an edit made on `version`; false when the user has been saved since (nothing is written). */
export async function updateUser(db: Executor, id: number, version: number, values: UserValues & { passwordHash?: string }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function replaceUserProfiles(db: Executor, userId: number, profileIds: number[]) {
  await db.delete(userProfiles).where(eq(userProfiles.userId, userId));
  if (profileIds.length) await db.insert(userProfiles).values(profileIds.map((profileId) => ({ userId, profileId })));
}

/** Ends the user's sessions, except `keepSessionId` (an admin editing themself stays logged in). */
export async function endUserSessions(db: Executor, userId: number, keepSessionId?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

export async function deleteUser(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

/**
 * Serialises, across processes, every change that could leave no enabled admin (demote, disable, delete): taken
 * first in the transaction, so the check made after the change sees every other such change committed.
 */
export async function lockAdminChanges(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:enabled-admins', 0))`);
}

export async function countEnabledAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.role, 'admin'), eq(users.enabled, true)));
  return row?.n ?? 0;
}

/**
 * Whether anything the user made still names them: quotes (issued or not) and temporary orders, quote versions
 * they saved, private notes, visits, orders, a current cart with lines. Such a user is disabled, never deleted.
 */
export async function hasLinkedData(db: Executor, userId: number): Promise<boolean> {
  const result = await db.execute<{ linked: boolean }>(sql`
    select exists (select 1 from carts where user_id = ${userId})
        or exists (select 1 from cart_versions where saved_by = ${userId})
        or exists (select 1 from customer_notes where user_id = ${userId})
        or exists (select 1 from visits where user_id = ${userId})
        or exists (select 1 from orders where user_id = ${userId})
        or exists (select 1 from order_approvals where decided_by = ${userId})
        or exists (select 1 from current_carts where user_id = ${userId} and jsonb_array_length(coalesce(content->'items', '[]'::jsonb)) > 0)
       as linked`);
  return Boolean(result.rows[0]?.linked);
}

/** The user's current cart; called once `hasLinkedData` has said it holds no lines (nothing typed is lost). */
export async function deleteCurrentCart(db: Executor, userId: number) {
  await db.delete(currentCarts).where(eq(currentCarts.userId, userId));
}
