import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerGroups,
  customerNotes,
  customerProfiles,
  customers,
  paymentModes,
  priceLists,
} from '../../db/schema/index';
import { containsPattern } from '../../lib/search';
import type { TCustomer, TUserNote } from '@portale/contract/customers';

/**
 * The customer's many-valued relations as columns of its row, each a JSON array already in the answer's shape, and
 * the given user's private note (never anyone else's). One statement reads a page of customers whole: the five
 * statements this replaced (customers, then addresses, contacts, turnover and notes) cost the customer sheet and
 * the briefing four more round trips.
 */
function sheetColumns(userId: number) {
  return {
    // The row and its single-valued relations, joined in selectCustomers.
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
    addresses: sql<TCustomer['addresses']>`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'address', a.address,
        'zip_code', a.zip_code, 'city', a.city, 'district', a.district, 'main', a.main) order by a.main desc, a.id)
      from customer_addresses a where a.customer_id = ${customers.id}), '[]')`,
    contacts: sql<TCustomer['contacts']>`coalesce((select json_agg(json_build_object('id', k.id, 'type', k.type, 'value', k.value,
        'label', k.label, 'main', k.main) order by k.main desc, k.id)
      from customer_contacts k where k.customer_id = ${customers.id}), '[]')`,
    yearData: sql<TCustomer['year_data']>`coalesce((select json_agg(json_build_object('year', y.year, 'invoices_total', y.invoices_total,
        'invoices_count', y.invoices_count) order by y.year desc)
      from customer_year_data y where y.customer_id = ${customers.id}), '[]')`,
    note: sql<TUserNote | null>`(select json_build_object('content', n.content, 'version', n.version) from customer_notes n
      where n.customer_id = ${customers.id} and n.user_id = ${userId})`,
  };
}
export type CustomerSheetRow = Awaited<ReturnType<typeof findCustomerSheets>>[number];

function selectCustomers(db: Db, userId: number) {
  return db
    .select(sheetColumns(userId))
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

export async function findProfileCustomersPage(db: Db, userId: number, profileId: number, search: string, limit: number, offset: number) {
  return selectCustomers(db, userId)
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
export async function findCustomerById(db: Db, id: number, profileIds: number[] | null, userId: number) {
  const [row] = await findCustomerSheets(db, [id], profileIds, userId);
  return row;
}

/** The customers of one of `profileIds` (null: any profile, no condition): the scope is part of the query. */
function inProfiles(db: Db, profileIds: number[] | null): SQL | undefined {
  if (!profileIds) return undefined;
  return inArray(customers.id, db.select({ id: customerProfiles.customerId }).from(customerProfiles).where(inArray(customerProfiles.profileId, profileIds)));
}

/** Whether the customer exists and belongs to one of `profileIds` (null: any profile), for calls that only check scope. */
export async function isCustomerReachable(db: Db, id: number, profileIds: number[] | null): Promise<boolean> {
  if (profileIds && profileIds.length === 0) return false;
  const rows = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, id), inProfiles(db, profileIds)));
  return rows.length > 0;
}

/** Those of `ids` that exist and belong to one of `profileIds` (null: any profile), in id order, with `userId`'s notes. */
export async function findCustomerSheets(db: Db, ids: number[], profileIds: number[] | null, userId: number) {
  if (ids.length === 0 || (profileIds && profileIds.length === 0)) return [];
  return selectCustomers(db, userId)
    .where(and(inArray(customers.id, ids), inProfiles(db, profileIds)))
    .orderBy(asc(customers.id));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises the saves of one user's note on one customer (there may be no row yet to lock). */
export async function lockNote(tx: Tx, customerId: number, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`note:${customerId}:${userId}`}, 0))`);
}

export async function findNote(tx: Tx, customerId: number, userId: number): Promise<TUserNote | null> {
  const [row] = await tx
    .select({ content: customerNotes.content, version: customerNotes.version })
    .from(customerNotes)
    .where(and(eq(customerNotes.customerId, customerId), eq(customerNotes.userId, userId)));
  return row ?? null;
}

/** Writes the note with a new version (the sequence's next: never one a device may still hold). */
export async function upsertNote(tx: Tx, customerId: number, userId: number, content: string): Promise<TUserNote> {
  const version = sql`nextval('customer_note_version_seq')`;
  const [row] = await tx
    .insert(customerNotes)
    .values({ customerId, userId, content })
    .onConflictDoUpdate({
      target: [customerNotes.customerId, customerNotes.userId],
      set: { content, version, updatedAt: sql`now()` },
    })
    .returning({ content: customerNotes.content, version: customerNotes.version });
  return row;
}

export async function deleteNote(tx: Tx, customerId: number, userId: number) {
  await tx.delete(customerNotes).where(and(eq(customerNotes.customerId, customerId), eq(customerNotes.userId, userId)));
}
