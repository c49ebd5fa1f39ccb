import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CatalogueProductNow } from './reorder-line';
import type { Totals } from '../../lists/document-totals.repository';
import { EXACT_COUNT_LIMIT, andAll, intArray, matchingCustomerIds, pageIdsSql, scopeWhere, searchPatterns } from '../../lists/list-sql';

export interface OrderFilter {
  /** null = every profile (admin). */
  profileIds: number[] | null;
  statusId?: number;
  dateStart?: string;
  dateEnd?: string;
  search: string;
}

export type OrderRow = {
  id: number;
  code: string;
  issue_date: string;
  issued: boolean;
  processed: boolean;
  status_name: string | null;
  status_code: string | null;
  total_net: string;
  total: string;
  notes: string | null;
  shipping_name: string | null;
  shipping_address: string | null;
  shipping_zip_code: string | null;
  shipping_city: string | null;
  profile_external_id: string;
  profile_company_name: string;
  customer_id: number;
  customer_external_id: string;
  customer_company_name: string;
  quote_version: number | null;
  quote_id: number | null;
  quote_name: string | null;
};


export async function findOrderStatuses(db: Db) {
  const { rows } = await db.execute<{ id: number; name: string; code: string }>(
    sql`select id, name, code from order_statuses order by id`,
  );
  return rows;
}

/** Document code or the customer's name/code/VAT number. */
function orderSearch(term: string): SQL | undefined {
  if (!term) return undefined;
  const p = searchPatterns(term);
  return sql`(o.code ilike ${p.ilike} or o.customer_id = any(${matchingCustomerIds(p.folded)}))`;
}

/** "from orders o where …": the filtered set, shared by the page, the count and the sums. */
export function ordersFromWhere(f: OrderFilter, scope: { pid: SQL } | null = null): SQL {
  return sql`from orders o where ${andAll([
    scope ? sql`o.profile_id = ${scope.pid}` : scopeWhere(sql`o.profile_id`, f.profileIds),
    f.statusId !== undefined ? sql`o.status_id = ${f.statusId}` : undefined,
    f.dateStart ? sql`o.issue_date >= ${f.dateStart}::date` : undefined,
    f.dateEnd ? sql`o.issue_date <= ${f.dateEnd}::date` : undefined,
    orderSearch(f.search),
  ])}`;
}

/**
 * One page: the ids come from an index-only scan in list order (cheap even at deep offsets), and
 * only those 20 rows are joined to their customer, profile and status.
 */
export async function findOrderPage(db: Db, f: OrderFilter, offset: number): Promise<OrderRow[]> {
  const { rows } = await db.execute<OrderRow>(sql`
    with page as (${pageIdsSql({
      profileIds: f.profileIds,
      perProfile: !f.search,
      select: (scope, limit, off) => sql`select o.id, o.issue_date ${ordersFromWhere(f, scope)}
        order by o.issue_date desc nulls last, o.id desc nulls last limit ${limit} offset ${off}`,
      mergeOrder: sql`x.issue_date desc nulls last, x.id desc nulls last`,
      offset,
    })})
    select o.id, o.code, o.issue_date, o.issued, o.processed, s.name as status_name, s.code as status_code,
           o.total_net, o.total, o.notes, o.shipping_name, o.shipping_address, o.shipping_zip_code, o.shipping_city,
           p.external_id as profile_external_id, p.company_name as profile_company_name,
           c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name,
           o.quote_version, q.id as quote_id, q.name as quote_name
      from page
      join orders o on o.id = page.id
      join profiles p on p.id = o.profile_id
      join customers c on c.id = o.customer_id
      left join order_statuses s on s.id = o.status_id
      left join carts q on q.order_id = o.id and o.quote_version is not null
     order by o.issue_date desc nulls last, o.id desc nulls last`);
  return rows;
}

/** Count and sums over the matching rows, reading at most EXACT_COUNT_LIMIT + 1 of them. */
export async function orderTotalsCapped(db: Db, f: OrderFilter): Promise<Totals> {
  const { rows } = await db.execute<Totals>(sql`
    select count(*)::int as n, coalesce(sum(total_net), 0)::text as total_net,
           coalesce(sum(total) - sum(total_net), 0)::text as total_vat
      from (select o.total_net, o.total ${ordersFromWhere(f)} limit ${EXACT_COUNT_LIMIT + 1}) t`);
  return rows[0];
}

/** Exact sums over the whole matching set (used only for searches matching very many orders). */
export async function orderTotalsExact(db: Db, f: OrderFilter): Promise<Totals> {
  const { rows } = await db.execute<Totals>(sql`
    select count(*)::int as n, coalesce(sum(o.total_net), 0)::text as total_net,
           coalesce(sum(o.total) - sum(o.total_net), 0)::text as total_vat
      ${ordersFromWhere(f)}`);
  return rows[0];
}

/** The order when it belongs to one of the profiles (null = any profile). */
export async function findOrderInScope(db: Db, id: number, profileIds: number[] | null) {
  const { rows } = await db.execute<{ id: number; customer_price_list_id: number | null }>(sql`
    select o.id, c.price_list_id as customer_price_list_id
      from orders o join customers c on c.id = o.customer_id
     where ${andAll([sql`o.id = ${id}`, scopeWhere(sql`o.profile_id`, profileIds)])}`);
  return rows[0];
}

/** An order with its customer and agent code, for 'Riordina' (scoped like the order's detail). */
/** The distinct customers (with their order's agent code) of order lines the caller can see. */
export async function findCustomersOfItems(db: Db, itemIds: number[], profileIds: number[] | null) {
  const { rows } = await db.execute<{
    customer_id: number;
    customer_external_id: string;
    company_name: string;
    price_list_id: number | null;
    profile_external_id: string;
    items: number;
  }>(sql`
    select c.id as customer_id, c.external_id as customer_external_id, c.company_name, c.price_list_id, p.external_id as profile_external_id, count(*)::int as items
      from order_items oi join orders o on o.id = oi.order_id join customers c on c.id = o.customer_id join profiles p on p.id = o.profile_id
     where ${andAll([sql`oi.id = any(${intArray(itemIds)})`, scopeWhere(sql`o.profile_id`, profileIds)])}
     group by c.id, p.external_id
     order by c.id, p.external_id`);
  return rows;
}

export async function findOrderForReorder(db: Db, id: number, profileIds: number[] | null) {
  const { rows } = await db.execute<{
    id: number;
    code: string;
    customer_id: number;
    customer_external_id: string;
    company_name: string;
    price_list_id: number | null;
    profile_external_id: string;
  }>(sql`
    select o.id, o.code, c.id as customer_id, c.external_id as customer_external_id, c.company_name, c.price_list_id, p.external_id as profile_external_id
      from orders o join customers c on c.id = o.customer_id join profiles p on p.id = o.profile_id
     where ${andAll([sql`o.id = ${id}`, scopeWhere(sql`o.profile_id`, profileIds)])}`);
  return rows[0];
}

/**
 * The order's product lines (not its shipping or promotion lines) with each product as the catalogue has it
 * now: enabled, available quantity, unit and today's price in `priceListId`.
 */
export async function findReorderLines(db: Db, lines: { orderId: number } | { itemIds: number[] }, priceListId: number | null) {
  const { rows } = await db.execute<CatalogueProductNow & { quantity: string }>(sql`
    select oi.product_id, coalesce(p.external_id, oi.product_external_id) as code, coalesce(p.description, oi.description) as description,
           oi.quantity, p.enabled, p.quantity as available, p.unit_of_measure, pp.price, p.weight, p.disable_discounts
      from order_items oi
      left join products p on p.id = oi.product_id
      left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${priceListId}
     where ${'orderId' in lines ? sql`oi.order_id = ${lines.orderId}` : sql`oi.id = any(${intArray(lines.itemIds)})`}
       and not exists (select 1 from cart_additions a where a.external_id = oi.product_external_id)
     order by oi.id`);
  return rows;
}

export async function findCustomerPriceListId(db: Db, externalId: string): Promise<number | null> {
  const { rows } = await db.execute<{ price_list_id: number | null }>(
    sql`select price_list_id from customers where external_id = ${externalId}`,
  );
  return rows[0]?.price_list_id ?? null;
}

export type OrderItemRow = {
  id: number;
  product_external_id: string;
  description: string;
  price: string;
  quantity: string;
  discount_1: string;
  discount_2: string;
  total: string;
  notes: string | null;
  product_id: number | null;
  product_code: string | null;
  product_description: string | null;
  current_price: string | null;
};

const itemColumns = sql`
  oi.id, oi.product_external_id, oi.description, oi.price, oi.quantity, oi.discount_1, oi.discount_2, oi.total, oi.notes,
  pr.id as product_id, pr.external_id as product_code, pr.description as product_description`;

/** Lines of an order with their product's current price in the given price list (null: none). */
export async function findOrderItems(db: Db, orderId: number, priceListId: number | null): Promise<OrderItemRow[]> {
  const { rows } = await db.execute<OrderItemRow>(sql`
    select ${itemColumns}, pp.price as current_price
      from order_items oi
      left join products pr on pr.id = oi.product_id
      left join product_prices pp on pp.product_id = pr.id and pp.price_list_id = ${priceListId}
     where oi.order_id = ${orderId}
     order by oi.id`);
  return rows;
}

export interface OrderedItemFilter {
  profileIds: number[] | null;
  dateStart?: string;
  dateEnd?: string;
  search: string;
}

/**
 * Ordered products: the line's product code/description (through the products' trigram index), or
 * its order's code or customer. Lines carry their order's profile and date (copied by a trigger).
 */
function orderedItemSearch(f: OrderedItemFilter): SQL | undefined {
  if (!f.search) return undefined;
  const p = searchPatterns(f.search);
  const matchingOrders = sql`array(select o.id from orders o where ${andAll([
    scopeWhere(sql`o.profile_id`, f.profileIds),
    sql`(o.code ilike ${p.ilike} or o.customer_id = any(${matchingCustomerIds(p.folded)}))`,
  ])})`;
  return sql`(oi.product_id = any(array(select pr.id from products pr where pr.search_text like ${p.folded}))
              or oi.order_id = any(${matchingOrders}))`;
}

export function orderedItemsFromWhere(f: OrderedItemFilter, scope: { pid: SQL } | null = null): SQL {
  return sql`from order_items oi where ${andAll([
    scope ? sql`oi.profile_id = ${scope.pid}` : scopeWhere(sql`oi.profile_id`, f.profileIds),
    f.dateStart ? sql`oi.issue_date >= ${f.dateStart}::date` : undefined,
    f.dateEnd ? sql`oi.issue_date <= ${f.dateEnd}::date` : undefined,
    orderedItemSearch(f),
  ])}`;
}

export type OrderedItemRow = OrderItemRow & {
  order_id: number;
  order_code: string;
  order_issue_date: string;
  profile_external_id: string;
  customer_id: number;
  customer_external_id: string;
  customer_company_name: string;
};

export async function findOrderedItemPage(db: Db, f: OrderedItemFilter, offset: number): Promise<OrderedItemRow[]> {
  const { rows } = await db.execute<OrderedItemRow>(sql`
    with page as (${pageIdsSql({
      profileIds: f.profileIds,
      perProfile: !f.search,
      select: (scope, limit, off) => sql`select oi.id, oi.issue_date, oi.order_id ${orderedItemsFromWhere(f, scope)}
        order by oi.issue_date desc nulls last, oi.order_id desc nulls last, oi.id limit ${limit} offset ${off}`,
      mergeOrder: sql`x.issue_date desc nulls last, x.order_id desc nulls last, x.id`,
      offset,
    })})
    select ${itemColumns}, pp.price as current_price,
           o.id as order_id, o.code as order_code, o.issue_date as order_issue_date,
           p.external_id as profile_external_id,
           c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name
      from page
      join order_items oi on oi.id = page.id
      join orders o on o.id = oi.order_id
      join profiles p on p.id = o.profile_id
      join customers c on c.id = o.customer_id
      left join products pr on pr.id = oi.product_id
      left join product_prices pp on pp.product_id = pr.id and pp.price_list_id = c.price_list_id
     order by o.issue_date desc nulls last, o.id desc nulls last, oi.id`);
  return rows;
}
