import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { andAll, scopeWhere } from '../../lists/list-sql';
import type { CatalogueProductNow } from '@portale/contract/reorder';

/**
 * The briefing's reads, all of one customer, in one statement (findBriefingParts): each part is a query of its own
 * inside it, aggregated to JSON. One round trip instead of seven, and with the statement prepared
 * (db/prepared-statements.ts) PostgreSQL plans it once per connection; before prepared statements the one
 * statement was measured slower than separate queries, because planning it cost more than the round trips it saved.
 * `profileIds` scopes documents and visits to the caller's agent codes (null: all, for admins), as the lists do;
 * every part reads the customer's own index range. Amounts stay exact decimal strings (::text inside the JSON).
 */
export interface BriefingScope {
  customerId: number;
  profileIds: number[] | null;
}

const inScope = (s: BriefingScope, profileColumn: SQL, customerColumn: SQL) =>
  andAll([sql`${customerColumn} = ${s.customerId}`, scopeWhere(profileColumn, s.profileIds)]);

export type UnpaidInstalmentRow = {
  invoice_id: number;
  instalment_id: number;
  invoice_number: string;
  invoice_issue_date: string;
  due_date: string;
  amount: string;
  /** Of all the customer's unpaid instalments in scope, not only the rows returned. */
  open_total: string;
  overdue_total: string;
  overdue_count: number;
  oldest_due: string | null;
};

/** The first `limit` unpaid instalments by due date, each row carrying the sums over all of them (one pass). */
function unpaidInstalments(s: BriefingScope, today: string, limit: number) {
  return sql`
    select i.id as invoice_id, e.id as instalment_id, i.number as invoice_number, i.issue_date::text as invoice_issue_date,
           e.date::text as due_date, e.amount::text as amount,
           sum(e.amount) over ()::text as open_total,
           coalesce(sum(e.amount) filter (where e.date < ${today}::date) over (), 0)::text as overdue_total,
           count(*) filter (where e.date < ${today}::date) over ()::int as overdue_count,
           (min(e.date) filter (where e.date < ${today}::date) over ())::text as oldest_due
      from invoices i join invoice_expirations e on e.invoice_id = i.id
     where ${inScope(s, sql`i.profile_id`, sql`i.customer_id`)} and not e.paid
     order by e.date, i.id, e.id
     limit ${limit}`;
}

/** Net invoices of the customer (every agent's, as 'Fatturato' counts them) over two date ranges. */
function turnoverToDate(customerId: number, thisYear: [string, string], lastYear: [string, string]) {
  return sql`
    select coalesce(sum(total_net) filter (where issue_date between ${thisYear[0]}::date and ${thisYear[1]}::date), 0)::text as this_year,
           coalesce(sum(total_net) filter (where issue_date between ${lastYear[0]}::date and ${lastYear[1]}::date), 0)::text as last_year
      from invoices where customer_id = ${customerId} and issue_date >= ${lastYear[0]}::date`;
}

function lastOrders(s: BriefingScope, limit: number) {
  return sql`
    select o.id, o.code, o.issue_date::text as issue_date, o.total_net::text as total_net, st.name as status
      from orders o left join order_statuses st on st.id = o.status_id
     where ${inScope(s, sql`o.profile_id`, sql`o.customer_id`)}
     order by o.issue_date desc, o.id desc
     limit ${limit}`;
}

/** The caller's saved quotes for the customer not yet sent as an order (an emailed one is still being negotiated). */
function openQuotes(userId: number, customerId: number, limit: number) {
  return sql`
    select c.id, c.name, c.updated_at, c.total_final::text as total_final, c.version, c.valid_until::text as valid_until,
           (select count(*)::int from cart_items ci where ci.cart_id = c.id) as items_count
      from carts c
     where c.user_id = ${userId} and c.type = 'quotes' and c.customer_id = ${customerId} and c.order_id is null
     order by c.updated_at desc, c.id desc
     limit ${limit}`;
}

function lastVisits(s: BriefingScope, limit: number) {
  return sql`
    select v.id, v.date_visit::text as date_visit, v.notes
      from visits v
     where ${inScope(s, sql`v.profile_id`, sql`v.customer_id`)}
     order by v.date_visit desc, v.id desc
     limit ${limit}`;
}

export type UsualProductRow = CatalogueProductNow & {
  product_id: number;
  months_ordered: number;
  last_quantity: string;
  last_date: string;
};

/**
 * Products in the customer's orders of at least 2 distinct months since `since`, none ordered after `cutoff`:
 * with the quantity of the latest order that had them and the product as the catalogue has it now. Most
 * habitual first.
 */
function usualNotReordered(s: BriefingScope, opts: UsualOptions) {
  return sql`
    with lines as (
      select oi.product_id, o.id as order_id, o.issue_date, sum(oi.quantity) as quantity, sum(oi.total) as total,
             (array_agg(oi.discount_1 order by oi.id))[1] as discount_1, (array_agg(oi.discount_2 order by oi.id))[1] as discount_2
        from orders o join order_items oi on oi.order_id = o.id
       where ${inScope(s, sql`o.profile_id`, sql`o.customer_id`)} and o.issue_date > ${opts.since}::date and oi.product_id is not null
       group by oi.product_id, o.id, o.issue_date
    ), usual as (
      select product_id, count(distinct date_trunc('month', issue_date))::int as months_ordered
        from lines group by product_id
      having count(distinct date_trunc('month', issue_date)) >= 2 and max(issue_date) <= ${opts.cutoff}::date
    ), latest as (
      select distinct on (l.product_id) l.product_id, l.quantity, l.issue_date, l.total, l.discount_1, l.discount_2
        from lines l join usual u using (product_id)
       order by l.product_id, l.issue_date desc, l.order_id desc
    )
    select u.product_id, p.external_id as code, p.description, u.months_ordered, latest.quantity::text as last_quantity,
           latest.issue_date::text as last_date, p.enabled, p.quantity::text as available, p.unit_of_measure, pp.price::text as price,
           p.weight::text as weight, p.disable_discounts,
           latest.discount_1::text as discount_1, latest.discount_2::text as discount_2, latest.total::text as previous_total
      from usual u
      join latest using (product_id)
      join products p on p.id = u.product_id
      left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${opts.priceListId}
     where not exists (select 1 from cart_additions a where a.external_id = p.external_id)
     order by u.months_ordered desc, latest.issue_date desc, p.external_id
     limit ${opts.limit}`;
}

/** The agent codes the customer belongs to, among `profileIds` (null: all). */
function customerProfileCodes(s: BriefingScope) {
  return sql`
    select p.external_id from customer_profiles cp join profiles p on p.id = cp.profile_id
     where ${inScope(s, sql`cp.profile_id`, sql`cp.customer_id`)}`;
}

interface UsualOptions {
  since: string;
  cutoff: string;
  priceListId: number | null;
  limit: number;
}

export type BriefingParts = {
  instalments: UnpaidInstalmentRow[];
  turnover: { this_year: string; last_year: string };
  orders: { id: number; code: string; issue_date: string; total_net: string; status: string | null }[];
  /** updated_at as JSON writes a timestamptz (ISO 8601 with offset). */
  quotes: { id: number; name: string | null; updated_at: string; total_final: string; items_count: number; version: number; valid_until: string | null }[];
  visits: { id: number; date_visit: string; notes: string }[];
  usual: UsualProductRow[];
  profile_codes: string[];
};

/** A part's rows as a JSON array in `order` (on the part's own columns, alias t). */
const rowsOf = (part: SQL, order: SQL) => sql`coalesce((select json_agg(t order by ${order}) from (${part}) t), '[]')`;

export async function findBriefingParts(
  db: Db,
  s: BriefingScope,
  opts: { userId: number; today: string; instalments: number; lastN: number; quotes: number; thisYear: [string, string]; lastYear: [string, string]; usual: UsualOptions },
): Promise<BriefingParts> {
  const { rows } = await db.execute<BriefingParts>(sql`
    select ${rowsOf(unpaidInstalments(s, opts.today, opts.instalments), sql`t.due_date, t.invoice_id, t.instalment_id`)} as instalments,
           (select row_to_json(t) from (${turnoverToDate(s.customerId, opts.thisYear, opts.lastYear)}) t) as turnover,
           ${rowsOf(lastOrders(s, opts.lastN), sql`t.issue_date desc, t.id desc`)} as orders,
           ${rowsOf(openQuotes(opts.userId, s.customerId, opts.quotes), sql`t.updated_at desc, t.id desc`)} as quotes,
           ${rowsOf(lastVisits(s, opts.lastN), sql`t.date_visit desc, t.id desc`)} as visits,
           ${rowsOf(usualNotReordered(s, opts.usual), sql`t.months_ordered desc, t.last_date desc, t.code`)} as usual,
           coalesce((select json_agg(t.external_id order by t.external_id) from (${customerProfileCodes(s)}) t), '[]') as profile_codes`);
  return rows[0];
}
