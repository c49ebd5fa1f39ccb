import { and, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, sessions, type SessionOpening } from '../db/schema/index';

type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SessionRow {
  sessionId: string;
  userId: number;
  role: string;
  lastSeenAt: Date;
  profileIds: number[];
  /** This session proved a second factor (the admin gate reads it on every call; the user's tables are not asked). */
  secondFactor: boolean;
}

export async function insertSession(
  db: Q,
  row: { id: string; userId: number; expiresAt: Date; ip: string; userAgent: string | null; openedWith: SessionOpening },
) {
  // A session opened with a code or a passkey proved a second factor as it opened.
  await db.insert(sessions).values({ ...row, secondFactorAt: row.openedWith === 'password' ? null : sql`now()` });
}

/**
 * A live session of an enabled user, or undefined. Read on every call: written as plain SQL, a prepared statement
 * with nothing for the query builder to assemble each time; one lookup by the session's key (its level is a column
 * of the row, issue 64), the user by his key, his agent codes by theirs.
 */
export async function findLiveSession(db: Db, id: string, idleMinutes: number): Promise<SessionRow | undefined> {
  const { rows } = await db.execute<{ session_id: string; user_id: number; role: string; last_seen_ms: number; profile_ids: number[]; second_factor: boolean }>(sql`
    select s.id as session_id, u.id as user_id, u.role, (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms,
           array(select up.profile_id from user_profiles up where up.user_id = u.id) as profile_ids,
           s.second_factor_at is not null as second_factor
      from sessions s join users u on u.id = s.user_id
     where s.id = ${id} and u.enabled and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => ${idleMinutes})`);
  const row = rows[0];
  return row && { sessionId: row.session_id, userId: row.user_id, role: row.role, lastSeenAt: new Date(row.last_seen_ms), profileIds: row.profile_ids, secondFactor: row.second_factor };
}

/**
 * A factor was just enrolled and proved in this session: it alone is raised, and every other session of the user
 * ends (ASVS V7: a factor change ends the others). Answers how many ended.
 */
export async function raiseSessionEndingOthers(db: Q, userId: number, sessionId: string): Promise<number> {
  await db.update(sessions).set({ secondFactorAt: sql`now()` }).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  const ended = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId))).returning({ id: sessions.id });
  return ended.length;
}

/** The user has no second factor left: none of his sessions counts as having proved one (the admin's set-up-only level). */
export async function dropSessionsToPassword(db: Q, userId: number) {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
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

export interface AttemptKey {
  key: string;
  /** Attempts let through at once before delays start. */
  limit: number;
}

export interface ThrottleWindow {
  windowMinutes: number;
  /** First delay once a key reached its limit; it doubles with each further attempt. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * Counts one login attempt on a key and decides, in the same upsert (so concurrent attempts cannot
 * all read the same count and pass): refused while the key's delay runs (not counted then);
 * otherwise counted, and from the limit on the key gets a delay that doubles with each attempt.
 * A window older than `windowMinutes` starts over. Answers the refusal and the seconds to wait.
 */
export async function countAttempt(db: Q, { key, limit }: AttemptKey, w: ThrottleWindow): Promise<{ refused: boolean; waitSeconds: number }> {
  const expired = sql`f.window_start <= now() - make_interval(mins => ${w.windowMinutes})`;
  const delay = (over: SQL) => sql`now() + make_interval(secs => least(${w.baseDelaySeconds}::float8 * power(2, least(${over}, 30)), ${w.maxDelaySeconds}::float8))`;
  const result = await db.execute<{ refused: boolean; wait_seconds: number | null }>(sql`
    insert into login_failures as f (key, count, window_start, blocked_until, last_refused)
    values (${key}, 1, now(), case when 1 >= ${limit}::int then ${delay(sql`0`)} end, false)
    on conflict (key) do update set
      last_refused = (not ${expired} and coalesce(f.blocked_until > now(), false)),
      count = case when ${expired} then 1 when f.blocked_until > now() then f.count else f.count + 1 end,
      window_start = case when ${expired} then now() else f.window_start end,
      blocked_until = case
        when ${expired} then case when 1 >= ${limit}::int then ${delay(sql`0`)} end
        when f.blocked_until > now() then f.blocked_until
        when f.count + 1 >= ${limit}::int then ${delay(sql`f.count + 1 - ${limit}::int`)}
        else null end
    returning last_refused as refused, ceil(extract(epoch from (blocked_until - now())))::int as wait_seconds`);
  const row = result.rows[0]!;
  return { refused: row.refused, waitSeconds: Math.max(1, row.wait_seconds ?? 1) };
}

/**
 * Counts one use of a key in a fixed window (a new one starts once `windowMinutes` passed) and answers whether it is
 * within `limit`: one upsert, so concurrent uses cannot all read the same count. No delays: for quiet limits.
 */
export async function countInWindow(db: Q, { key, limit }: AttemptKey, windowMinutes: number): Promise<boolean> {
  const expired = sql`f.window_start <= now() - make_interval(mins => ${windowMinutes})`;
  const result = await db.execute<{ count: number }>(sql`
    insert into login_failures as f (key, count, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${expired} then 1 else least(f.count + 1, ${limit}::int + 1) end,
      window_start = case when ${expired} then now() else f.window_start end
    returning count`);
  return Number(result.rows[0]!.count) <= limit;
}

/** A successful login: its own pessimistic count is taken back (never more), its delay lifted when under the limit. */
export async function uncountAttempt(db: Db, { key, limit }: AttemptKey) {
  await db.execute(sql`
    update login_failures set
      count = greatest(count - 1, 0),
      blocked_until = case when count - 1 >= ${limit}::int then blocked_until else null end
    where key = ${key}`);
}

export async function clearFailures(db: Db, keys: string[]) {
  if (keys.length) await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
}
