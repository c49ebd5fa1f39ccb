import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyOutcomes } from '../../db/schema/index';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises the requests of one (user, key) until the transaction ends: a concurrent twin waits, then finds the outcome. */
export async function lockKey(tx: Tx, userId: number, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`idem:${userId}:${key}`}, 0))`);
}

export async function findOutcome(tx: Tx, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(idempotencyOutcomes)
    .where(and(eq(idempotencyOutcomes.userId, userId), eq(idempotencyOutcomes.key, key)));
  return row ?? null;
}
export type OutcomeRow = NonNullable<Awaited<ReturnType<typeof findOutcome>>>;

/** Records an outcome; never updates one (the primary key refuses a second). */
export async function insertOutcome(tx: Tx, row: typeof idempotencyOutcomes.$inferInsert) {
  await tx.insert(idempotencyOutcomes).values(row);
}
