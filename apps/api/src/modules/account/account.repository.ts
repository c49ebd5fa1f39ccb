import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, sessions, signInEvents, users } from '../../db/schema/index';

type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The live sessions of one user, most recently used first. */
export async function findUserSessions(db: Q, userId: number, idleMinutes: number) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one session of the user (scoped: another user's session id changes nothing). */
export async function deleteSessionOfUser(db: Q, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId))).returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteAllSessions(db: Q, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteOtherSessions(db: Q, userId: number, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function insertSignInEvent(db: Q, row: { userId: number; succeeded: boolean; method: string; ip: string | null; userAgent: string | null }) {
  await db.insert(signInEvents).values(row);
}

/** The latest 200 sign-ins and failed attempts of a user, newest first. */
export async function findSignInEvents(db: Q, userId: number) {
  return db.select().from(signInEvents).where(eq(signInEvents.userId, userId)).orderBy(desc(signInEvents.createdAt), desc(signInEvents.id)).limit(200);
}

export async function findUserRow(db: Q, id: number) {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, enabled: users.enabled }).from(users).where(eq(users.id, id));
  return row;
}

/** A new link secret for the user: every older one of the user dies with it. */
export async function replaceAccountToken(db: Q, row: { userId: number; purpose: string; tokenHash: string; expiresAt: Date }) {
  await db.transaction(async (tx) => {
    await tx.delete(accountTokens).where(eq(accountTokens.userId, row.userId));
    await tx.insert(accountTokens).values(row);
  });
}

/** The unexpired link of this hash, with its user (enabled), or undefined. */
export async function findLiveToken(db: Q, tokenHash: string) {
  const [row] = await db
    .select({ userId: accountTokens.userId, purpose: accountTokens.purpose, name: users.name, email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, tokenHash), gt(accountTokens.expiresAt, sql`now()`), eq(users.enabled, true)));
  return row;
}

/** Uses a link: deleted with every other link of its user; false when another request used it first. */
export async function consumeToken(db: Q, tokenHash: string, userId: number): Promise<boolean> {
  const used = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), gt(accountTokens.expiresAt, sql`now()`)))
    .returning({ id: accountTokens.id });
  if (!used.length) return false;
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  return true;
}

export async function setPasswordHash(db: Q, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()`, version: sql`${users.version} + 1` }).where(eq(users.id, userId));
}
