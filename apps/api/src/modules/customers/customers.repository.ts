import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerAddresses,
  customerContacts,
  customerGroups,
  customerNotes,
  customerProfiles,
  customerYearData,
  customers,
  paymentModes,
  priceLists,
} from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

/** One customer row with its single-valued relations joined in. */
const customerColumns = {
  id: customers.id,
  key: customers.key,
  externalId: customers.externalId,
  companyName: customers.companyName,
  sector: customers.sector,
  vatCode: customers.vatCode,
  priceListId: customers.priceListId,
  passwordEncrypted: customers.passwordEncrypted,
  inactive: customers.inactive,
  paymentModeId: paymentModes.id,
  paymentModeDescription: paymentModes.description,
  paymentModeDiscount: paymentModes.discount,
  priceListCode: priceLists.code,
  groupName: customerGroups.name,
};
export type CustomerBaseRow = Awaited<ReturnType<typeof findCustomersByIds>>[number];

function selectCustomers(db: Db) {
  return db
    .select(customerColumns)
    .from(customers)
    .leftJoin(paymentModes, eq(paymentModes.id, customers.paymentModeId))
    .leftJoin(priceLists, eq(priceLists.id, customers.priceListId))
    .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId));
}

/** `search_text` is lower-cased and trigram-indexed, so a lower-cased LIKE uses the index. */
function profileCustomersWhere(profileId: number, search: string): SQL | undefined {
  return and(
    eq(customerProfiles.profileId, profileId),
    search ? like(customers.searchText, containsPattern(search.toLowerCase())) : undefined,
  );
}

export async function findProfileCustomersPage(db: Db, profileId: number, search: string, limit: number, offset: number) {
  return selectCustomers(db)
    .innerJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(profileCustomersWhere(profileId, search))
    .orderBy(asc(customers.companyName), asc(customers.id))
    .limit(limit)
    .offset(offset);
}

export async function countProfileCustomers(db: Db, profileId: number, search: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customers)
    .innerJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(profileCustomersWhere(profileId, search));
  return row?.total ?? 0;
}

/**
 * The customer if it exists and belongs to one of `profileIds` (null: any profile, for admins).
 * The scope is part of the query, so an unreachable customer looks exactly like a missing one.
 */
export async function findCustomerById(db: Db, id: number, profileIds: number[] | null) {
  const [row] = await findCustomersByIds(db, [id], profileIds);
  return row;
}

/** Those of `ids` that exist and belong to one of `profileIds` (null: any profile), in id order. */
export async function findCustomersByIds(db: Db, ids: number[], profileIds: number[] | null) {
  if (ids.length === 0 || (profileIds && profileIds.length === 0)) return [];
  return selectCustomers(db)
    .where(
      and(
        inArray(customers.id, ids),
        profileIds
          ? inArray(
              customers.id,
              db.select({ id: customerProfiles.customerId }).from(customerProfiles).where(inArray(customerProfiles.profileId, profileIds)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(customers.id));
}

/**
 * The many-valued relations of a page of customers, one query per relation (never one per customer).
 * Notes are the given user's only: a private note is never shown to anyone else.
 */
export async function findCustomerRelations(db: Db, customerIds: number[], userId: number) {
  if (customerIds.length === 0) return { addresses: [], contacts: [], yearData: [], notes: [] };
  const [addresses, contacts, yearData, notes] = await Promise.all([
    db
      .select()
      .from(customerAddresses)
      .where(inArray(customerAddresses.customerId, customerIds))
      .orderBy(desc(customerAddresses.main), asc(customerAddresses.id)),
    db
      .select()
      .from(customerContacts)
      .where(inArray(customerContacts.customerId, customerIds))
      .orderBy(desc(customerContacts.main), asc(customerContacts.id)),
    db
      .select()
      .from(customerYearData)
      .where(inArray(customerYearData.customerId, customerIds))
      .orderBy(desc(customerYearData.year)),
    db
      .select({ customerId: customerNotes.customerId, content: customerNotes.content })
      .from(customerNotes)
      .where(and(inArray(customerNotes.customerId, customerIds), eq(customerNotes.userId, userId))),
  ]);
  return { addresses, contacts, yearData, notes };
}

export async function upsertNote(db: Db, customerId: number, userId: number, content: string) {
  await db
    .insert(customerNotes)
    .values({ customerId, userId, content })
    .onConflictDoUpdate({
      target: [customerNotes.customerId, customerNotes.userId],
      set: { content, updatedAt: sql`now()` },
    });
}

export async function deleteNote(db: Db, customerId: number, userId: number) {
  await db.delete(customerNotes).where(and(eq(customerNotes.customerId, customerId), eq(customerNotes.userId, userId)));
}
