import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { shopUsers, shops, users } from '../../db/schema/index';
import type { Executor } from '../audit/audit.repository';

export type ShopRow = typeof shops.$inferSelect & { usersIds: number[] };
export type ShopValues = Pick<typeof shops.$inferInsert, 'name' | 'description' | 'details' | 'color' | 'customStyle' | 'quoteFooter'> & {
  /** Absent on an edit: keep the current code. */
  externalId?: string;
  /** Absent: keep the current logo. */
  logo?: string | null;
  usersIds: number[];
};

const usersIdsOf = sql<number[]>`coalesce((select array_agg(${shopUsers.userId} order by ${shopUsers.userId}) from ${shopUsers} where ${shopUsers.shopId} = ${shops.id}), '{}')`;

export async function listShops(db: Executor): Promise<ShopRow[]> {
  return db
    .select({ ...columns(), usersIds: usersIdsOf })
    .from(shops)
    .orderBy(asc(shops.name), asc(shops.id));
}

function columns() {
  const { id, externalId, name, description, details, logo, color, customStyle, quoteFooter, version } = shops;
  return { id, externalId, name, description, details, logo, color, customStyle, quoteFooter, version };
}

/** A shop with its users; `lock` holds the row for the rest of the transaction (FOR UPDATE). */
export async function findShop(db: Executor, id: number, lock = false): Promise<ShopRow | undefined> {
  const query = db.select({ ...columns(), usersIds: usersIdsOf }).from(shops).where(eq(shops.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function replaceShopUsers(db: Executor, shopId: number, userIds: number[]) {
  await db.delete(shopUsers).where(eq(shopUsers.shopId, shopId));
  if (userIds.length) await db.insert(shopUsers).values(userIds.map((userId) => ({ shopId, userId })));
}

export async function insertShop(db: Executor, { usersIds, ...values }: ShopValues): Promise<ShopRow> {
  const [row] = await db
    .insert(shops)
    .values({ ...values, externalId: values.externalId ?? '' })
    .returning({ id: shops.id });
  await replaceShopUsers(db, row.id, usersIds);
  return (await findShop(db, row.id))!;
}

export async function updateShop(db: Executor, id: number, { usersIds, ...values }: ShopValues): Promise<ShopRow> {
  await db
    .update(shops)
    .set({ ...values, version: sql`${shops.version} + 1` })
    .where(eq(shops.id, id));
  await replaceShopUsers(db, id, usersIds);
  return (await findShop(db, id))!;
}

export async function setShopLogo(db: Executor, id: number, logo: string | null) {
  await db
    .update(shops)
    .set({ logo, version: sql`${shops.version} + 1` })
    .where(eq(shops.id, id));
}

export async function deleteShop(db: Executor, id: number): Promise<boolean> {
  return (await db.delete(shops).where(eq(shops.id, id)).returning({ id: shops.id })).length > 0;
}

/** The users a shop may be given: enabled users, by name. */
export function listManagers(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export async function countUsers(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(inArray(users.id, ids));
  return row?.n ?? 0;
}

/** The user's shop (their first by id): it brands the header, the quote PDF and the quote email. */
export async function findShopOfUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: shops.id, name: shops.name, color: shops.color, logo: shops.logo, version: shops.version })
    .from(shops)
    .innerJoin(shopUsers, and(eq(shopUsers.shopId, shops.id), eq(shopUsers.userId, userId)))
    .orderBy(asc(shops.id))
    .limit(1);
  return row;
}

export async function findShopLogo(db: Executor, id: number) {
  const [row] = await db.select({ logo: shops.logo }).from(shops).where(eq(shops.id, id));
  return row;
}
