import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerProfiles, customers, users } from '../../db/schema/index';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findCurrentCustomer(db: Db, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      external_id: customers.externalId,
      company_name: customers.companyName,
      price_list_id: customers.priceListId,
      inactive: customers.inactive,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function isCustomerOfProfile(db: Db, customerId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(customerProfiles)
    .where(and(eq(customerProfiles.customerId, customerId), eq(customerProfiles.profileId, profileId)));
  return Boolean(row);
}

/** Inside a transaction too (the cart's restore sets the context with the cart). */
export async function setCurrentContext(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], userId: number, profileId: number | null, customerId: number | null) {
  await db
    .update(users)
    .set({ currentProfileId: profileId, currentCustomerId: customerId, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
