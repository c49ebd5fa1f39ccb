import { HOME_SEARCH_LIMIT, RECENT_CUSTOMERS_LIMIT, type THomeCustomersResponse } from '@portale/contract/home-customers';
import type { Db } from '../../db/client';
import { reachableProfileIds, type Actor } from '../../lib/actor';
import { findHomeCustomers } from './home-customers.repository';

/**
 * The customers home's first list: without a search the caller's most recently ordered or visited customers, with a
 * search the matches among every customer of the caller's agent codes (no code to choose first). Each carries its
 * last order under those codes, which 'Riordina' repeats through orders/reorder (the same scope).
 */
export async function homeCustomers(db: Db, actor: Actor, search: string): Promise<THomeCustomersResponse> {
  const limit = search ? HOME_SEARCH_LIMIT : RECENT_CUSTOMERS_LIMIT;
  const { rows, matched } = await findHomeCustomers(db, reachableProfileIds(actor), { search, limit });
  return {
    customers: rows.map((r) => ({
      id: r.id,
      external_id: r.external_id,
      company_name: r.company_name,
      city: r.city,
      inactive: r.inactive,
      profile_external_id: r.profile_external_id,
      last_order:
        r.order_id === null ? null : { id: r.order_id, code: r.order_code!, issue_date: r.order_date!, total: Number(r.order_total) },
      last_visit_date: r.visit_date,
    })),
    more: search !== '' && matched > limit,
  };
}
