import { eq, sql } from 'drizzle-orm';
import { currentCarts, users, type StoredCurrentCart } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { Tx } from './cart.repository';

type Q = Db | Tx;
export type CurrentCartRow = typeof currentCarts.$inferSelect;

export async function findCurrentCart(db: Q, userId: number): Promise<CurrentCartRow | null> {
  const [row] = await db.select().from(currentCarts).where(eq(currentCarts.userId, userId));
  return row ?? null;
}

/**
 * The user's current cart row, created empty (version 0) on first use and locked until the transaction
 * ends: concurrent updates, activations and orders of one user run one after the other.
 */
export async function lockCurrentCart(tx: Tx, userId: number): Promise<CurrentCartRow> {
  await tx.insert(currentCarts).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(currentCarts).where(eq(currentCarts.userId, userId)).for('update');
  return row;
}

/** Writes a new version of the current cart (the caller holds the row lock). */
export async function writeCurrentCart(
  tx: Tx,
  userId: number,
  values: { version: number; profileId: number | null; customerId: number | null; content: StoredCurrentCart },
): Promise<CurrentCartRow> {
  const [row] = await tx
    .update(currentCarts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(currentCarts.userId, userId))
    .returning();
  return row;
}

/** The user's current (profile, customer) as 'Attiva' set it. */
export async function findUserContext(db: Q, userId: number) {
  const [row] = await db
    .select({ profileId: users.currentProfileId, customerId: users.currentCustomerId })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { profileId: null, customerId: null };
}


/**
 * A deleted archive entry: every current cart restored from it loses its identity (id, revision, name, type) and
 * keeps its products, as a new unsaved cart; its version moves on, so devices holding the old identity reload it.
 * Answers the users whose current cart it was.
 */
export async function unlinkDeletedCart(tx: Q, cartId: number): Promise<number[]> {
  const rows = await tx
    .update(currentCarts)
    .set({
      content: sql`${currentCarts.content} || '{"id": null, "quote_revision": null, "name": null, "type": null}'::jsonb`,
      version: sql`${currentCarts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(sql`${currentCarts.content} ->> 'id' = ${String(cartId)}`)
    .returning({ userId: currentCarts.userId });
  return rows.map((r) => r.userId);
}
