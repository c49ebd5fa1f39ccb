import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { andAll, scopeWhere } from '../../lists/list-sql';
import { containsPattern } from '../../lib/search';

export type HomeCustomerRow = {
  id: number;
  external_id: string;
  company_name: string;
  city: string | null;
  inactive: boolean;
  profile_external_id: string;
  order_id: number | null;
  order_code: string | null;
  order_date: string | null;
  order_total: string | null;
  visit_date: string | null;
};

/**
 * How many of the latest orders and visits are read to find the recent customers: enough for a handful of distinct
 * customers even when one customer has many orders in a row, and served by the (profile, date) indexes.
 */
const RECENT_WINDOW = 200;
/** A search sorts at most this many matches (by name first) by their last activity: a common word stays cheap. */
const SEARCH_WINDOW = 200;

/**
 * The home's customers with their last order and visit under `profileIds` (null: every profile, for admins). The
 * inner join on the customer's own agent codes is the scope: a customer none of the caller's codes has is never
 * answered, whatever orders or visits point at it.
 */
export async function findHomeCustomers(db: Db, profileIds: number[] | null, input: { search: string; limit: number }): Promise<{ rows: HomeCustomerRow[]; matched: number }> {
  const candidates: SQL = input.search
    ? sql`select c.id from customers c where c.search_text like ${containsPattern(input.search.toLowerCase())}
            ${profileIds ? sql`and exists (select 1 from customer_profiles cp where cp.customer_id = c.id and ${scopeWhere(sql`cp.profile_id`, profileIds)})` : sql``}
          order by c.company_name, c.id limit ${SEARCH_WINDOW + 1}`
    : sql`(select o.customer_id as id from orders o where ${andAll([scopeWhere(sql`o.profile_id`, profileIds)])} order by o.issue_date desc, o.id desc limit ${RECENT_WINDOW})
          union
          (select v.customer_id as id from visits v where ${andAll([scopeWhere(sql`v.profile_id`, profileIds)])} order by v.date_visit desc, v.id desc limit ${RECENT_WINDOW})`;
  const { rows } = await db.execute<HomeCustomerRow & { matched: number }>(sql`
    with candidates as (${candidates})
    select c.id, c.external_id, c.company_name, c.inactive,
           -- The order's own agent code, so 'Riordina' acts under the code the order was taken with.
           coalesce(lo.profile_external_id, own.external_id) as profile_external_id,
           (select a.city || case when a.district <> '' then ' (' || a.district || ')' else '' end
              from customer_addresses a where a.customer_id = c.id order by a.main desc, a.id limit 1) as city,
           lo.id as order_id, lo.code as order_code, to_char(lo.issue_date, 'YYYY-MM-DD') as order_date, lo.total as order_total,
           to_char(lv.date_visit, 'YYYY-MM-DD') as visit_date,
           (select count(*)::int from candidates) as matched
      from customers c
      join candidates k on k.id = c.id
      join lateral (select p.external_id from customer_profiles cp join profiles p on p.id = cp.profile_id
                     where ${andAll([sql`cp.customer_id = c.id`, scopeWhere(sql`cp.profile_id`, profileIds)])}
                     order by p.external_id limit 1) own on true
      left join lateral (select o.id, o.code, o.issue_date, o.total, p.external_id as profile_external_id
                           from orders o join profiles p on p.id = o.profile_id
                          where ${andAll([sql`o.customer_id = c.id`, scopeWhere(sql`o.profile_id`, profileIds)])}
                          order by o.issue_date desc, o.id desc limit 1) lo on true
      left join lateral (select v.date_visit from visits v
                          where ${andAll([sql`v.customer_id = c.id`, scopeWhere(sql`v.profile_id`, profileIds)])}
                          order by v.date_visit desc, v.id desc limit 1) lv on true
     order by greatest(lo.issue_date, lv.date_visit) desc nulls last, c.company_name, c.id
     limit ${input.limit}`);
  return { rows, matched: rows[0]?.matched ?? 0 };
}
