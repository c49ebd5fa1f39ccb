import type { Paged } from '@portale/contract/common';
import { CUSTOMERS_PAGE_SIZE, type TCustomer } from '@portale/contract/customers';
import type { OfflineDb } from './offline-db';
import { pageOf } from './page-of';

/** Whether the device holds a complete copy of the agent's customers. */
async function hasCustomers(db: OfflineDb): Promise<boolean> {
  return Boolean((await db.feeds.get('customers'))?.completedAt);
}

/**
 * One page of an agent code's customers from the device's copy, as user/getProfileCustomers answers it: the search
 * matches name, code and VAT number (as the server's customers.search_text), sorted by name; undefined without a copy.
 */
export async function localCustomersPage(db: OfflineDb, agentCode: string, search: string, page: number): Promise<Paged<TCustomer> | undefined> {
  if (!(await hasCustomers(db))) return undefined;
  const term = search.trim().toLowerCase();
  const matches = (await db.customers.toArray())
    .filter((c) => c.agent_codes.includes(agentCode) && `${c.company_name} ${c.external_id} ${c.vat_code ?? ''}`.toLowerCase().includes(term))
    .sort((a, b) => (a.company_name < b.company_name ? -1 : a.company_name > b.company_name ? 1 : a.id - b.id));
  return pageOf(matches, page, CUSTOMERS_PAGE_SIZE);
}

/** A customer from the device's copy, as customer/get answers it; undefined when the copy does not hold it. */
export async function localCustomer(db: OfflineDb, id: number): Promise<TCustomer | undefined> {
  if (!(await hasCustomers(db))) return undefined;
  return db.customers.get(id);
}

/** customer/get's answer from the device's copy (`{ customer }`); undefined when the copy does not hold it. */
export async function localCustomerAnswer(db: OfflineDb, id: number): Promise<{ customer: TCustomer } | undefined> {
  const customer = await localCustomer(db, id);
  return customer && { customer };
}
