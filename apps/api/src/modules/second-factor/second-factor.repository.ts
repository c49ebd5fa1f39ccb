import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeys, pendingSignIns, recoveryCodes, totpFactors, users } from '../../db/schema/index';

type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export async function findTotp(db: Q, userId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new secret awaiting its first code: replaces an unconfirmed one, never a confirmed one (false then). */
export async function putUnconfirmedTotp(db: Q, userId: number, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secretSealed, createdAt: sql`now()`, lastStep: null }, setWhere: isNull(totpFactors.confirmedAt) })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Accepts a code's time step atomically: only when it is after the last accepted one (two requests racing with
 * the same code: one wins). `confirm` also marks the secret confirmed.
 */
export async function acceptTotpStep(db: Q, userId: number, step: number, confirm = false): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: sql`now()` } : {}) })
    .where(and(eq(totpFactors.userId, userId), sql`coalesce(${totpFactors.lastStep}, -1) < ${step}`))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Q, userId: number) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
}

export async function replaceRecoveryCodes(db: Q, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once, atomically: false when unknown or already used. */
export async function useRecoveryCode(db: Q, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Q, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function findPasskeysOfUser(db: Q, userId: number) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredential(db: Q, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Q, row: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string; name: string }) {
  const [saved] = await db.insert(passkeys).values(row).returning();
  return saved!;
}

export async function touchPasskey(db: Q, id: number, counter: number) {
  await db.update(passkeys).set({ counter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, id));
}

export async function renamePasskey(db: Q, userId: number, id: number, name: string): Promise<boolean> {
  const rows = await db.update(passkeys).set({ name }).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id))).returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: Q, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(passkeys).where(and(eq(passkeys.userId, userId), eq(passkeys.id, id))).returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Every second factor of a user gone (the admin's reset). */
export async function deleteSecondFactors(db: Q, userId: number) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}

/**
 * Serialises the changes of one user's factors (enrolment, removal, reset) on his row: two removals racing could
 * otherwise each see the other's factor still there, and leave sessions raised with no factor left.
 */
export async function lockUserFactors(db: Q, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Which second factors the user has: a confirmed app, passkeys. */
export async function secondFactorMethods(db: Q, userId: number): Promise<('totp' | 'passkey')[]> {
  const [row] = await db.execute<{ totp: boolean; passkey: boolean }>(sql`
    select exists(select 1 from totp_factors where user_id = ${userId} and confirmed_at is not null) as totp,
           exists(select 1 from passkeys where user_id = ${userId}) as passkey`).then((r) => r.rows);
  return [...(row?.totp ? (['totp'] as const) : []), ...(row?.passkey ? (['passkey'] as const) : [])];
}

export async function insertPending(db: Q, row: { tokenHash: string; userId: number | null; purpose: string; challenge: string | null; expiresAt: Date }) {
  // Expired steps are swept as new ones start: the table stays small without a job.
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, sql`now()`));
  await db.insert(pendingSignIns).values(row);
}

export async function findPending(db: Q, tokenHash: string, purpose: string) {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), eq(pendingSignIns.purpose, purpose), gt(pendingSignIns.expiresAt, sql`now()`)));
  return row;
}

/** Uses a pending step once: false when another request used it first. */
export async function consumePending(db: Q, tokenHash: string): Promise<boolean> {
  const rows = await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash)).returning({ id: pendingSignIns.id });
  return rows.length > 0;
}
