import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, sessions, userProfiles, users } from '../db/schema/index';

export interface SessionRow {
  sessionId: string;
  userId: number;
  role: string;
  lastSeenAt: Date;
  profileIds: number[];
}

export async function insertSession(
  db: Db,
  row: { id: string; userId: number; expiresAt: Date; ip: string; userAgent: string | null },
) {
  await db.insert(sessions).values(row);
}

/** A live session of an enabled user, or undefined. */
export async function findLiveSession(db: Db, id: string, idleMinutes: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      profileIds: sql<number[]>`array(select ${userProfiles.profileId} from ${userProfiles} where ${userProfiles.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        eq(users.enabled, true),
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes})`,
      ),
    );
  return row;
}

export async function touchSession(db: Db, id: string) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** Failures counted for a key within the current window (an expired window counts as zero). */
export async function countFailures(db: Db, key: string, windowMinutes: number): Promise<number> {
  const [row] = await db
    .select({ count: loginFailures.count })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.key, key), sql`${loginFailures.windowStart} > now() - make_interval(mins => ${windowMinutes})`),
    );
  return row?.count ?? 0;
}

export async function recordFailure(db: Db, key: string, windowMinutes: number) {
  await db
    .insert(loginFailures)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.windowStart} > now() - make_interval(mins => ${windowMinutes}) then ${loginFailures.count} + 1 else 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} > now() - make_interval(mins => ${windowMinutes}) then ${loginFailures.windowStart} else now() end`,
      },
    });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
