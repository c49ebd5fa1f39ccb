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
import { intArray } from '../../lists/list-sql';
import type { TCustomer } from '@portale/contract/customers';

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

export type CustomerRelations = {
  addresses: TCustomer['addresses'];
  contacts: TCustomer['contacts'];
  year_data: TCustomer['year_data'];
  note: string | null;
};

/**
 * The many-valued relations of a page of customers in one statement, each already in the answer's shape (a JSON
 * array per customer; never one query per customer or per relation: the four separate queries this replaced cost
 * the briefing and the customer sheet three more round trips). Notes are the given user's only: a private note is
 * never shown to anyone else.
 */
export async function findCustomerRelations(db: Db, customerIds: number[], userId: number): Promise<Map<number, CustomerRelations>> {
  if (customerIds.length === 0) return new Map();
  const { rows } = await db.execute<CustomerRelations & { id: number }>(sql`
    select c.id,
           coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'address', a.address, 'zip_code', a.zip_code,
                                                       'city', a.city, 'district', a.district, 'main', a.main) order by a.main desc, a.id)
                       from customer_addresses a where a.customer_id = c.id), '[]') as addresses,
           coalesce((select json_agg(json_build_object('id', k.id, 'type', k.type, 'value', k.value, 'label', k.label, 'main', k.main)
                                     order by k.main desc, k.id)
                       from customer_contacts k where k.customer_id = c.id), '[]') as contacts,
           coalesce((select json_agg(json_build_object('year', y.year, 'invoices_total', y.invoices_total, 'invoices_count', y.invoices_count)
                                     order by y.year desc)
                       from customer_year_data y where y.customer_id = c.id), '[]') as year_data,
           (select n.content from customer_notes n where n.customer_id = c.id and n.user_id = ${userId}) as note
      from unnest(${intArray(customerIds)}) as c(id)`);
  return new Map(rows.map(({ id, ...relations }) => [id, relations]));
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
